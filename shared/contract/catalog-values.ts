// The catalog calls' plain values (fields.ts, product.ts), apart from their schemas so the
// browser's first-load code (shop sorting, related products) reads them without zod.

export const SORTS = ['best-selling', 'price-asc', 'price-desc', 'newest', 'title'] as const;
export type SortKey = (typeof SORTS)[number];

/** Extra data get-product-by-handle can add to the product. */
export const PRODUCT_EXTRA_FIELDS = ['relatedProducts'] as const;

/** How many related products the product page shows (the backend's relatedProducts answer). */
export const RELATED_PRODUCTS_LIMIT = 4;
