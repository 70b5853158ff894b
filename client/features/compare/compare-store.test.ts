import { describe, expect, it } from 'vitest';
import { createHandleListStore } from '../../lib/app/local-handle-list';
import { memoryStorage } from '../../test-support/memory-storage';
import { COMPARE_MAX, removeFromCompare, toggleCompare } from './compare-store';

const store = () => {
  const storage = memoryStorage();
  return createHandleListStore('compare', { max: COMPARE_MAX, storage: () => storage });
};

describe('the compare list', () => {
  it(`adds and removes, and refuses a fifth product while ${COMPARE_MAX} are chosen`, () => {
    const s = store();
    for (const h of ['a', 'b', 'c', 'd']) expect(toggleCompare(h, s)).toBe(true);
    expect(toggleCompare('e', s)).toBe(false);
    expect(s.get()).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompare('b', s)).toBe(true);
    expect(s.get()).toEqual(['a', 'c', 'd']);
    removeFromCompare('a', s);
    expect(s.get()).toEqual(['c', 'd']);
  });
});
