import type { Product } from '../../../shared/contract/models';
import type { Review } from '../../../shared/contract/review';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { IMAGE_DEFAULT_FORMAT, IMAGE_FALLBACK_WIDTH } from '../../../shared/images/image-constants';
import { buildIpxUrl } from '../../../shared/images/ipx-url';

// schema.org Product data for search engines (https://schema.org).

function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How many written reviews go into the Product data: enough to show, not the whole page weight. */
export const JSON_LD_REVIEWS = 5;

function reviewJsonLd(r: Review) {
  return {
    '@type': 'Review',
    name: r.title,
    reviewBody: r.text,
    datePublished: r.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: r.displayName },
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  };
}

export function productJsonLd(product: Product, siteUrl: string, brand: string, reviews: readonly Review[] = []) {
  const variant = product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  const url = `${siteUrl}/products/${product.handle}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.images.map((img) =>
      absolute(siteUrl, buildIpxUrl(img.id, { format: IMAGE_DEFAULT_FORMAT, width: IMAGE_FALLBACK_WIDTH })),
    ),
    description: stripTags(product.descriptionHtml) || product.subtitle,
    sku: variant?.sku,
    url,
    brand: { '@type': 'Brand', name: `${brand} Skin` },
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      name: v.title,
      price: v.price.toFixed(2),
      priceCurrency: DEFAULT_CURRENCY,
      availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    })),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length ? { review: reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) } : {}),
  };
}
