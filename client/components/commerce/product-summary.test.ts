import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../../shared/contract/models';
import { priceRangeOf, toProductSummary } from './product-summary';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const size = (n: number, price: number, extra: Partial<Variant> = {}): Variant => ({
  id: `gid://shopify/ProductVariant/${n}`,
  sku: `SKU-${n}`,
  title: `${n} fl oz`,
  price,
  compareAtPrice: null,
  availableForSale: true,
  quantityAvailable: 5,
  ...extra,
});
const product = (extra: Partial<Product> = {}): Product => ({
  id: 'gid://shopify/Product/7',
  handle: 'calm-serum',
  title: 'Calm Serum',
  subtitle: 'Soothes',
  descriptionHtml: '<p>Long</p>',
  keyBenefits: ['Calm'],
  keyIngredients: ['Oat'],
  howToUse: 'Daily',
  tags: [],
  skinTypes: [],
  concerns: [],
  categories: ['serums'],
  variants: [size(1, 30), size(2, 52)],
  sellingPlans: [],
  availableForSale: true,
  rating: 4.6,
  reviewCount: 120,
  featuredImage: { id: 'product-calm-serum', format: 'png', width: 1200, height: 1200, alt: 'A bottle' },
  images: [],
  priceRange: { min: 30, max: 52 },
  publishedAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

describe('toProductSummary', () => {
  it.each<[string, Partial<Product>, Record<string, unknown>]>([
    [
      'an ordinary product: what a card shows, no optional fields',
      {},
      {
        id: 'gid://shopify/Product/7',
        handle: 'calm-serum',
        title: 'Calm Serum',
        subtitle: 'Soothes',
        featuredImage: { id: 'product-calm-serum', width: 1200, height: 1200 },
        rating: 4.6,
        reviewCount: 120,
        sizes: [
          { id: 'gid://shopify/ProductVariant/1', title: '1 fl oz', price: 30 },
          { id: 'gid://shopify/ProductVariant/2', title: '2 fl oz', price: 52 },
        ],
      },
    ],
    [
      'one size on sale: the compare-at price, on the product and the size, and the sale badge',
      { variants: [size(1, 20, { compareAtPrice: 25 })] },
      {
        compareAtPrice: 25,
        badges: ['sale'],
        sizes: [{ id: 'gid://shopify/ProductVariant/1', title: '1 fl oz', price: 20, compareAtPrice: 25 }],
      },
    ],
    [
      'sold out: the product and its sizes say so',
      { availableForSale: false, variants: [size(1, 30, { availableForSale: false })] },
      {
        soldOut: true,
        sizes: [{ id: 'gid://shopify/ProductVariant/1', title: '1 fl oz', price: 30, soldOut: true }],
      },
    ],
    [
      'an SVG picture keeps its format',
      { featuredImage: { id: 'logo', format: 'image/svg+xml', width: 10, height: 10, alt: '' } },
      {
        featuredImage: { id: 'logo', format: 'image/svg+xml', width: 10, height: 10 },
      },
    ],
    [
      'two badges at most, subscription left to the product page',
      {
        tags: ['best-seller', 'limited-edition', 'new'],
        sellingPlans: [{ id: 'p', name: 'Monthly', intervalDays: 30, discountPercent: 10 }],
      },
      {
        badges: ['new', 'best-seller'],
      },
    ],
  ])('%s', (_name, extra, expected) => {
    const summary = toProductSummary(product(extra), NOW);
    expect(summary).toMatchObject(expected);
    for (const absent of ['compareAtPrice', 'soldOut', 'badges'] as const)
      if (!(absent in expected)) expect(summary).not.toHaveProperty(absent);
    if (!('format' in ((expected.featuredImage as object) ?? {})))
      expect(summary.featuredImage).not.toHaveProperty('format');
    // nothing a card does not read: no description, no SKU
    expect(JSON.stringify(summary)).not.toMatch(/descriptionHtml|SKU-|alt/);
  });

  it('keeps the price range the catalogue gives, from its sizes', () => {
    expect(priceRangeOf(toProductSummary(product(), NOW))).toEqual({ min: 30, max: 52 });
  });
});
