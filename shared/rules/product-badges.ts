import type { Product } from '../contract/models';

// Merchandising badges derived from a product's data, never stored: a sale is a
// variant priced under its compare-at price, a subscription is a non-empty selling plan list,
// "new" a recent publication or the `new` tag, best seller and limited edition are tags (the
// catalog's `category:best-sellers` facet counts as best seller).

export const BADGE_KINDS = ['sale', 'new', 'best-seller', 'limited-edition', 'subscription'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export interface Badge {
  kind: BadgeKind;
  /** what the badge says, also its accessible text */
  label: string;
}

export const BADGE_LABELS: Readonly<Record<BadgeKind, string>> = Object.freeze({
  sale: 'Sale',
  new: 'New',
  'best-seller': 'Best seller',
  'limited-edition': 'Limited edition',
  subscription: 'Subscription available',
});

/** How long after its publication a product counts as new. */
export const NEW_PRODUCT_DAYS = 60;
const DAY_MS = 86_400_000;

export const NEW_TAG = 'new';
export const BEST_SELLER_TAGS: readonly string[] = ['best-seller', 'bestseller', 'category:best-sellers'];
export const LIMITED_EDITION_TAG = 'limited-edition';

export type BadgeSource = Pick<Product, 'tags' | 'variants' | 'sellingPlans' | 'publishedAt'>;

function isRecent(publishedAt: string, now: Date): boolean {
  const at = Date.parse(publishedAt);
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  // A date in the future (scheduled, or a clock skew) is not "new" yet.
  return age >= 0 && age <= NEW_PRODUCT_DAYS * DAY_MS;
}

/** The product's badges in display order (BADGE_KINDS), each at most once. */
export function productBadges(product: BadgeSource, now: Date): Badge[] {
  const tags = new Set(product.tags.map((t) => t.trim().toLowerCase()));
  const has: Record<BadgeKind, boolean> = {
    sale: product.variants.some((v) => v.compareAtPrice !== null && v.compareAtPrice > v.price),
    new: tags.has(NEW_TAG) || isRecent(product.publishedAt, now),
    'best-seller': BEST_SELLER_TAGS.some((t) => tags.has(t)),
    'limited-edition': tags.has(LIMITED_EDITION_TAG),
    subscription: product.sellingPlans.length > 0,
  };
  return BADGE_KINDS.filter((kind) => has[kind]).map((kind) => ({ kind, label: BADGE_LABELS[kind] }));
}
