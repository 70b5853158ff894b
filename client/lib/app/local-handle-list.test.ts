import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { createHandleListStore } from './local-handle-list';

describe('createHandleListStore', () => {
  it('keeps a list of unique handles, capped, and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createHandleListStore('k', { max: 3, storage: () => storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(['a', 'b', 'a', 'c', 'd']);
    expect(store.get()).toEqual(['a', 'b', 'c']);
    expect(JSON.parse(storage.getItem('k')!)).toEqual(['a', 'b', 'c']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('returns the same array until the list changes (useSyncExternalStore needs that)', () => {
    const storage = memoryStorage();
    const store = createHandleListStore('k', { storage: () => storage });
    store.set(['a']);
    expect(store.get()).toBe(store.get());
    const before = store.get();
    store.set(['a', 'b']);
    expect(store.get()).not.toBe(before);
  });

  it.each([['not json'], ['{"a":1}'], ['[1, "", "ok"]']])('reads damaged storage %s safely', (raw) => {
    const storage = memoryStorage();
    storage.setItem('k', raw);
    const store = createHandleListStore('k', { storage: () => storage });
    expect(store.get()).toEqual(raw.includes('ok') ? ['ok'] : []);
  });

  it('works for the page alone when storage is unavailable', () => {
    const store = createHandleListStore('k', { storage: () => null });
    expect(store.get()).toEqual([]);
    store.set(['a']);
    expect(store.get()).toEqual(['a']);
  });
});
