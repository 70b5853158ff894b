import type { Product } from '../../../shared/contract/models';

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
  featuredImage: Product['featuredImage'];
  priceRange: Product['priceRange'];
  /** the compare-at price when the product has a single variant, else null */
  compareAtPrice: number | null;
  availableForSale: boolean;
  rating: number;
  reviewCount: number;
}

export function toProductSummary(p: Product): ProductSummary {
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle,
    featuredImage: p.featuredImage,
    priceRange: p.priceRange,
    compareAtPrice: p.variants.length === 1 ? (p.variants[0]?.compareAtPrice ?? null) : null,
    availableForSale: p.availableForSale,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}
