import type { Product } from '../contract/models';

// Merchandising badges derived from a product's data, never stored: a sale is a
// variant priced under its compare-at price, a subscription is a non-empty selling plan list,
// "new" a recent publication, the `new` tag or a hand-set "new until" date, best seller and limited edition are tags (the
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

export type BadgeSource = Pick<Product, 'tags' | 'variants' | 'sellingPlans' | 'publishedAt' | 'newUntil'>;

function isRecent(publishedAt: string, now: Date): boolean {
  const at = Date.parse(publishedAt);
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  // A date in the future (scheduled, or a clock skew) is not "new" yet.
  return age >= 0 && age <= NEW_PRODUCT_DAYS * DAY_MS;
}

/** The instant a hand-set "new until" day (YYYY-MM-DD) is over (UTC midnight after it); null if no date. */
function newUntilEnd(newUntil: string | undefined): number | null {
  if (!newUntil || !/^\d{4}-\d{2}-\d{2}$/.test(newUntil)) return null;
  const day = Date.parse(`${newUntil}T00:00:00.000Z`);
  return Number.isFinite(day) ? day + DAY_MS : null;
}

/**
 * When the product's badges next change by the clock alone (it turns new at its publication,
 * stops being new NEW_PRODUCT_DAYS later or when its "new until" day ends); null: never. A page
 * showing the product is not kept past it (server/render/page-cache-render.ts).
 */
export function nextBadgeChange(product: Pick<BadgeSource, 'publishedAt' | 'newUntil'>, now: Date): number | null {
  const t = now.getTime();
  const published = Date.parse(product.publishedAt);
  const moments = [
    newUntilEnd(product.newUntil),
    ...(Number.isFinite(published) ? [published, published + NEW_PRODUCT_DAYS * DAY_MS + 1] : []),
  ].filter((m): m is number => m !== null && m > t);
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** The product's badges in display order (BADGE_KINDS), each at most once. */
export function productBadges(product: BadgeSource, now: Date): Badge[] {
  const tags = new Set(product.tags.map((t) => t.trim().toLowerCase()));
  const has: Record<BadgeKind, boolean> = {
    sale: product.variants.some((v) => v.compareAtPrice !== null && v.compareAtPrice > v.price),
    new:
      tags.has(NEW_TAG) || isRecent(product.publishedAt, now) || now.getTime() < (newUntilEnd(product.newUntil) ?? 0),
    'best-seller': BEST_SELLER_TAGS.some((t) => tags.has(t)),
    'limited-edition': tags.has(LIMITED_EDITION_TAG),
    subscription: product.sellingPlans.length > 0,
  };
  return BADGE_KINDS.filter((kind) => has[kind]).map((kind) => ({ kind, label: BADGE_LABELS[kind] }));
}
