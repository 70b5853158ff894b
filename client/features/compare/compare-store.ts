import { createHandleListStore, type HandleListStore } from '../../lib/app/local-handle-list';
import { COMPARE_STORAGE_KEY } from './compare-keys';

/** More than four columns stop being readable on a phone or a laptop. */
export const COMPARE_MAX = 4;
/** Best sellers the picker offers before anything is typed. */
export const COMPARE_PICKER_SUGGESTIONS = 6;
/** Matches the picker shows for what is typed. */
export const COMPARE_PICKER_MATCHES = 8;
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} products. Remove one to add another.`;

export const compareList: HandleListStore = createHandleListStore(COMPARE_STORAGE_KEY, { max: COMPARE_MAX });

/** Adds or removes a handle; false when the list is full and the handle is not in it. */
export function toggleCompare(handle: string, store: HandleListStore = compareList): boolean {
  const current = store.get();
  if (current.includes(handle)) {
    store.set(current.filter((h) => h !== handle));
    return true;
  }
  if (current.length >= COMPARE_MAX) return false;
  store.set([...current, handle]);
  return true;
}

export function removeFromCompare(handle: string, store: HandleListStore = compareList): void {
  store.set(store.get().filter((h) => h !== handle));
}
