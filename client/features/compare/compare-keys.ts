/** localStorage key of the compare list, apart from the store that reads it. */
export const COMPARE_STORAGE_KEY = 'shop.compare';
