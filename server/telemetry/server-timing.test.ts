import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serverTiming } from './server-timing';

describe('serverTiming', () => {
  it.each([
    ['HIT', undefined, 'cache;desc=HIT'],
    ['HIT', { upstreamMs: 5, renderMs: 3 }, 'cache;desc=HIT'],
    ['MISS', undefined, 'cache;desc=MISS'],
    ['MISS', { upstreamMs: 12.345, renderMs: 3 }, 'upstream;dur=12.3, render;dur=3, cache;desc=MISS'],
    ['MISS', { upstreamMs: -1, renderMs: Number.NaN }, 'upstream;dur=0, render;dur=0, cache;desc=MISS'],
  ] as const)('%s %j → %s', (cache, timing, header) => {
    expect(serverTiming(cache, timing)).toBe(header);
  });

  it('is always a valid header value: metric names with non-negative finite durations', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (upstreamMs, renderMs) => {
        const header = serverTiming('MISS', { upstreamMs, renderMs });
        expect(header).toMatch(/^upstream;dur=\d+(\.\d)?, render;dur=\d+(\.\d)?, cache;desc=MISS$/);
      }),
    );
  });
});
