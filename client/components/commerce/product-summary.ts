import type { Product, Variant } from '../../../shared/contract/models';
import { productBadges, type BadgeKind } from '../../../shared/rules/product-badges';

/**
 * What a product card shows. Listings keep only this in the query cache, because the cache
 * is written into the page for hydration: full products (descriptions, ingredients) would
 * double the size of every listing page.
 */
export interface ProductSummary {
  id: string;
  handle: string;
  title: string;
  subtitle: string;
  /**
   * the card's picture is decorative (its title names the link), so no alt text is kept; the
   * format only when it changes how the picture is served (SVG is not resized, Image.tsx)
   */
  featuredImage: Pick<Product['featuredImage'], 'id' | 'width' | 'height'> & { format?: string };
  /** the compare-at price when the product has a single variant and one is set, else absent */
  compareAtPrice?: number;
  /** present (true) only when nothing can be bought: most products sell, so most cards leave it out */
  soldOut?: true;
  rating: number;
  reviewCount: number;
  /**
   * the card's merchandising badges (shared/rules/product-badges.ts), worked out when the list
   * was read: two at most, kinds only (the labels are constants); absent when there are none
   */
  badges?: BadgeKind[];
  /** the sizes, for the card's count, quick add and size sheet */
  sizes: SizeSummary[];
}

/**
 * One size as a card offers it: enough to add it to the cart and draw it there at once. The
 * usual values (no compare-at price, on sale) and the SKU (no card or cart line shows it) are
 * left out: the list is written into the page.
 */
export type SizeSummary = Pick<Variant, 'id' | 'title' | 'price'> & { compareAtPrice?: number; soldOut?: true };

// The optional fields are set only when they say something. Assigned, not spread into the
// literal: V8 copies a spread followed by more keys on a slow path (24 cards, every page).

function sizeOf({ id, title, price, compareAtPrice, availableForSale }: Variant): SizeSummary {
  const size: SizeSummary = { id, title, price };
  if (compareAtPrice != null) size.compareAtPrice = compareAtPrice;
  if (!availableForSale) size.soldOut = true;
  return size;
}

/**
 * A card has room for two badges over its picture; "Subscription available" (true of most of
 * the catalog, so it tells cards apart least) is left to the product page.
 */
export const cardBadges = (kinds: readonly BadgeKind[]) => kinds.filter((k) => k !== 'subscription').slice(0, 2);

/**
 * A card's price range: the lowest and highest price of its sizes, which is what a product's
 * priceRange is (the catalog works it out from the variants), so a summary does not carry both.
 */
export function priceRangeOf({ sizes }: Pick<ProductSummary, 'sizes'>): Product['priceRange'] {
  if (sizes.length === 0) return { min: 0, max: 0 };
  const prices = sizes.map((s) => s.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** What the listing's analytics and a card's toggles say of a product. */
export const listedOf = (p: ProductSummary) => ({ handle: p.handle, title: p.title, priceRange: priceRangeOf(p) });

export function toProductSummary(p: Product, now: Date = new Date()): ProductSummary {
  const image = p.featuredImage;
  const featuredImage: ProductSummary['featuredImage'] = { id: image.id, width: image.width, height: image.height };
  // the format only when it changes how the picture is served (SVG is not resized)
  if (image.format.toLowerCase().includes('svg')) featuredImage.format = image.format;
  const summary: ProductSummary = {
    id: p.id,
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle,
    featuredImage,
    rating: p.rating,
    reviewCount: p.reviewCount,
    sizes: p.variants.map(sizeOf),
  };
  const compareAtPrice = p.variants.length === 1 ? p.variants[0]?.compareAtPrice : null;
  if (compareAtPrice != null) summary.compareAtPrice = compareAtPrice;
  if (!p.availableForSale) summary.soldOut = true;
  const badges = cardBadges(productBadges(p, now).map((b) => b.kind));
  if (badges.length > 0) summary.badges = badges;
  return summary;
}
