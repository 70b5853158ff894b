/** localStorage key of a visitor's favorites (product handles), apart from the store that reads it. */
export const FAVORITES_STORAGE_KEY = 'shop.favorites';
