// What a page needs to know of the compare list before any of its code is in: where it is kept,
// and the event the list's store sends on a change in this tab (other tabs send `storage`).

export const COMPARE_STORAGE_KEY = 'shop.compare';
export const COMPARE_CHANGED_EVENT = 'shop:compare-changed';
