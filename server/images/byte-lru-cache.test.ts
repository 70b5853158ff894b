import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './byte-lru-cache';

type Op = ['set' | 'get', string];

describe('ByteLruCache', () => {
  it.each<[string, number, Op[], string[]]>([
    [
      'keeps what fits',
      12,
      [
        ['set', 'aaa'],
        ['set', 'bbb'],
        ['set', 'ccc'],
      ],
      ['aaa', 'bbb', 'ccc'],
    ],
    [
      'evicts the oldest past the budget',
      12,
      [
        ['set', 'aaa'],
        ['set', 'bbb'],
        ['set', 'ccc'],
        ['set', 'ddd'],
        ['set', 'eee'],
      ],
      ['bbb', 'ccc', 'ddd', 'eee'],
    ],
    [
      'a read refreshes recency',
      12,
      [
        ['set', 'aaa'],
        ['set', 'bbb'],
        ['set', 'ccc'],
        ['set', 'ddd'],
        ['get', 'aaa'],
        ['set', 'eee'],
      ],
      ['aaa', 'ccc', 'ddd', 'eee'],
    ],
    [
      'skips an entry over a quarter of the budget',
      8,
      [
        ['set', 'abc'],
        ['set', 'de'],
      ],
      ['de'],
    ],
    [
      'evicts several to fit a big one',
      16,
      [
        ['set', 'a'],
        ['set', 'b'],
        ['set', 'cccc'],
        ['set', 'dddd'],
        ['set', 'eeee'],
        ['set', 'ffff'],
      ],
      ['cccc', 'dddd', 'eeee', 'ffff'],
    ],
  ])('%s', (_name, max, ops, kept) => {
    // Keys are their own values, so a key's length is its size.
    const cache = new ByteLruCache<string>(max, (v) => v.length);
    for (const [op, key] of ops) {
      if (op === 'set') cache.set(key, key);
      else cache.get(key);
    }
    const all = [...new Set(ops.map(([, k]) => k))];
    expect(all.filter((k) => cache.has(k)).sort()).toEqual([...kept].sort());
    expect(cache.bytes).toBe(kept.reduce((n, k) => n + k.length, 0));
  });

  it('replacing a key updates the byte count', () => {
    const cache = new ByteLruCache<string>(100, (v) => v.length);
    cache.set('k', 'aaaa');
    cache.set('k', 'bb');
    expect(cache.bytes).toBe(2);
    expect(cache.size).toBe(1);
    expect(cache.get('k')).toBe('bb');
    cache.delete('k');
    expect(cache.bytes).toBe(0);
  });
});
