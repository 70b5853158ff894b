import {
  BLOG_TAG,
  callTag,
  contentTag,
  DISCOUNTS_TAG,
  GLOBALS_TAG,
  ANNOUNCEMENTS_TAG,
  NAVIGATION_TAG,
  PRODUCTS_TAG,
  productTag,
  REDIRECTS_TAG,
  reviewsTag,
  type Tag,
} from '../../shared/contract/change-tags';

// The tags of a public upstream answer: what it shows, so a change to any of it can forget it.
// Derived from the call, its input and the answer itself: a product lookup shows its product,
// a listing every product in it (and is a listing), content its key. Every answer also
// carries its call's tag, so a change nobody mapped yet can still forget a whole call.

type Input = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a call shows besides its products, from its input. */
const SUBJECT: Record<string, (input: Input) => Tag[]> = {
  'get-product-by-handle': (i) => [productTag(str(i.handle))],
  'get-product-by-handle-uncached': (i) => [productTag(str(i.handle))],
  // a handle unknown today is no product in the answer, but would be once it is added
  'get-products-by-handles': (i) => (Array.isArray(i.handles) ? i.handles.map((h) => productTag(str(h))) : []),
  'get-products-by-tags': () => [PRODUCTS_TAG],
  'get-shopify-products-by-tags': () => [PRODUCTS_TAG],
  'get-all-products': () => [PRODUCTS_TAG],
  'get-routine': () => [PRODUCTS_TAG],
  search: () => [PRODUCTS_TAG, BLOG_TAG, contentTag('pages')],
  'get-product-reviews': (i) => [reviewsTag(str(i.handle))],
  'get-globals': () => [GLOBALS_TAG],
  'get-navigation': (i) => [NAVIGATION_TAG, `${NAVIGATION_TAG}:${str(i.handle)}`],
  'get-announcements': () => [ANNOUNCEMENTS_TAG],
  'get-discounts': () => [DISCOUNTS_TAG],
  'get-redirects': () => [REDIRECTS_TAG],
  'get-plp': () => [contentTag('plp:')],
  'get-category-plp': (i) => [contentTag(`plp:${str(i.handle)}`)],
  'get-home': () => [contentTag('home')],
  'get-content-page': (i) => [contentTag(`page:${str(i.path)}`)],
  'get-content-pages': () => [contentTag('pages')],
  'get-blog-page-data': () => [BLOG_TAG],
  'get-blogs': () => [BLOG_TAG],
  'get-featured-blogs': () => [BLOG_TAG],
  'get-blog-by-blog-slug': (i) => [BLOG_TAG, `${BLOG_TAG}:${str(i.slug)}`],
  'get-blogs-by-category-slug': () => [BLOG_TAG],
  'get-blog-categories': () => [BLOG_TAG],
};

/** Catalog answers hold products (gid ids); search holds product summaries (handle, price). */
function productsIn(answer: unknown, into: Set<Tag>, depth = 0): void {
  if (depth > 6 || answer === null || typeof answer !== 'object') return;
  if (Array.isArray(answer)) {
    for (const item of answer) productsIn(item, into, depth + 1);
    return;
  }
  const o = answer as Record<string, unknown>;
  if (
    typeof o.handle === 'string' &&
    (str(o.id).startsWith('gid://shopify/Product/') || (typeof o.price === 'number' && 'image' in o))
  ) {
    into.add(productTag(o.handle));
  }
  for (const key in o) {
    const value = o[key];
    if (value !== null && typeof value === 'object') productsIn(value, into, depth + 1);
  }
}

const PRODUCT_SERVICE_CALLS = new Set([
  'get-product-by-handle',
  'get-product-by-handle-uncached',
  'get-products-by-handles',
  'get-products-by-tags',
  'get-shopify-products-by-tags',
  'get-all-products',
  'search',
]);

/** The products gift rules name: their summaries show those products' titles. */
function giftRuleProducts(answer: unknown, into: Set<Tag>): void {
  const rules = (answer as { discounts?: unknown } | null)?.discounts;
  if (!Array.isArray(rules)) return;
  for (const rule of rules as { buy_products?: unknown; get_products?: unknown }[]) {
    for (const list of [rule?.buy_products, rule?.get_products]) {
      if (!Array.isArray(list)) continue;
      for (const p of list as { products_id?: { handle?: unknown } }[]) {
        const handle = str(p?.products_id?.handle);
        if (handle) into.add(productTag(handle));
      }
    }
  }
}

export function answerTags(call: string, input: unknown, answer: unknown): Tag[] {
  const tags = new Set<Tag>([callTag(call)]);
  const i = (input !== null && typeof input === 'object' ? input : {}) as Input;
  for (const tag of SUBJECT[call]?.(i) ?? []) tags.add(tag);
  if (PRODUCT_SERVICE_CALLS.has(call)) productsIn(answer, tags);
  if (call === 'get-discounts') giftRuleProducts(answer, tags);
  // announcements that name a gift rule show its summary, or hide while it is off
  if (call === 'get-announcements' && (answer as { namesGiftRules?: unknown } | null)?.namesGiftRules === true)
    tags.add(DISCOUNTS_TAG);
  return [...tags];
}
