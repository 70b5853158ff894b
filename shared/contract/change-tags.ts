// The names of what can change in the store, shared by whoever reports a change (the embedded
// backend, an external upstream's webhook) and the BFF's caches that forget by them. A cached
// answer or page carries these tags; a change event (POST /api/revalidate) lists them.

export type Tag = string;

export const productTag = (handle: string): Tag => `product:${handle}`;
export const callTag = (call: string): Tag => `call:${call}`;
/** Any answer that lists products (search, by tags, all): a product added or removed shows in them. */
export const PRODUCTS_TAG: Tag = 'products';
export const NAVIGATION_TAG: Tag = 'navigation';
export const GLOBALS_TAG: Tag = 'globals';
export const ANNOUNCEMENTS_TAG: Tag = 'announcements';
export const DISCOUNTS_TAG: Tag = 'discounts';
export const REDIRECTS_TAG: Tag = 'redirects';
export const BLOG_TAG: Tag = 'blog';
export const contentTag = (key: string): Tag => `content:${key}`;
export const reviewsTag = (handle: string): Tag => `reviews:${handle}`;
