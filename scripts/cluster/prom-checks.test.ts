import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byLabel, increaseBy, outsideTolerance, ratioProblem } from './prom-checks';
import type { Sample } from './prometheus';

// What the Prometheus phase concludes from the counters it reads.

const s = (replica: string | undefined, value: number): Sample => ({
  metric: replica === undefined ? {} : { replica },
  value,
});

describe('byLabel and increaseBy', () => {
  it('sums series of one label value and leaves out series without it', () => {
    expect([...byLabel([s('A', 1), s('A', 2), s('B', 5), s(undefined, 9)], 'replica')]).toEqual([
      ['A', 3],
      ['B', 5],
    ]);
  });

  it.each([
    [
      [s('A', 10), s('B', 4)],
      [s('A', 160), s('B', 94)],
      [
        ['A', 150],
        ['B', 90],
      ],
    ],
    // B had no request yet: its counter starts at 0
    [
      [s('A', 10)],
      [s('A', 11), s('B', 7)],
      [
        ['A', 1],
        ['B', 7],
      ],
    ],
    // A's series is gone (restarted, not scraped since)
    [
      [s('A', 10), s('B', 1)],
      [s('B', 2)],
      [
        ['A', NaN],
        ['B', 1],
      ],
    ],
  ])('%j → %j gives %j', (before, after, out) => {
    expect([...increaseBy(before, after, 'replica')]).toEqual(out);
  });
});

describe('outsideTolerance', () => {
  it.each([
    [150, 150, null],
    [157, 150, null],
    [142.5, 150, null],
    [158, 150, 'counted 158, sent 150 (+5.3%, ±5% allowed)'],
    [0, 90, 'counted 0, sent 90 (-100.0%, ±5% allowed)'],
    [NaN, 90, 'counted NaN, sent 90'],
  ])('%d for %d: %s', (observed, expected, out) => {
    expect(outsideTolerance(observed, expected, 0.05)).toBe(out);
  });

  it('accepts exactly the counts within the share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 20_000 }), (expected, observed) => {
        const ok = outsideTolerance(observed, expected, 0.05) === null;
        expect(ok).toBe(Math.abs(observed - expected) <= expected * 0.05);
      }),
    );
  });
});

describe('ratioProblem', () => {
  it.each([
    [0.83, null],
    [0, null],
    [1, null],
    [undefined, 'no series'],
    [NaN, 'not a number (NaN): no lookups in the window'],
    [1.2, '1.2 is not a share'],
  ])('%s: %s', (value, out) => {
    expect(ratioProblem(value)).toBe(out);
  });
});
