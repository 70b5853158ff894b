import { describe, expect, it } from 'vitest';
import { freePort, pickRange } from './ports';

describe('pickRange', () => {
  it.each([
    ['32768\t60999\n', { low: 20_000, high: 32_767 }],
    ['40000 65000', { low: 20_000, high: 39_999 }],
    // A range starting too low to leave room below it, or unreadable: the usual default.
    ['1024 65000', { low: 20_000, high: 32_767 }],
    ['garbage', { low: 20_000, high: 32_767 }],
    [null, { low: 20_000, high: 32_767 }],
  ])('%j → %j', (text, range) => {
    expect(pickRange(text)).toEqual(range);
  });
});

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each one listenable', async () => {
    const ports = await Promise.all(Array.from({ length: 8 }, () => freePort()));
    expect(new Set(ports).size).toBe(8);
    for (const p of ports) {
      expect(p).toBeGreaterThanOrEqual(20_000);
      expect(p).toBeLessThan(32_768);
    }
  });
});
