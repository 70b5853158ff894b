import type { SeedBundle } from '../seed/seed-bundle';
import type { SeedProduct } from '../seed/types';

// The fixture's catalogue: products, codes and gift rules.

function product(handle: string, over: Partial<SeedProduct>): SeedProduct {
  return {
    handle,
    title: handle
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    subtitle: 'A test product',
    descriptionHtml: '<p>Test.</p>',
    keyBenefits: ['Benefit'],
    keyIngredients: ['Water'],
    howToUse: 'Apply.',
    categories: ['serums'],
    skinTypes: ['dry'],
    concerns: ['acne'],
    variants: [{ sku: `${handle}-1`, title: '1 fl oz', price: 50, inventory: 10 }],
    sellingPlanIds: [],
    image: { shape: 'dropper', texture: '#f3ede3', finish: 'fluid' },
    rating: 4.5,
    reviewCount: 100,
    publishedAt: '2024-01-01T00:00:00.000Z',
    ...over,
  };
}

export const fixtureCatalogue: Pick<SeedBundle, 'sellingPlans' | 'products' | 'discountCodes' | 'giftRules'> = {
  sellingPlans: [{ id: 'plan-30', name: 'Deliver every 30 days, save 10%', intervalDays: 30, discountPercent: 10 }],
  products: [
    product('vitamin-c-serum', {
      categories: ['serums', 'antioxidants'],
      skinTypes: ['normal', 'dry'],
      concerns: ['discolorations'],
      reviewCount: 900,
      variants: [
        { sku: 'VCS-30', title: '1 fl oz', price: 68, inventory: 50 },
        { sku: 'VCS-15', title: 'Travel 0.5 fl oz', price: 34.5, compareAtPrice: 40, inventory: 5 },
      ],
      sellingPlanIds: ['plan-30'],
      publishedAt: '2024-03-01T00:00:00.000Z',
    }),
    product('gentle-cleanser', {
      categories: ['cleanse'],
      skinTypes: ['sensitive', 'dry'],
      concerns: ['sensitive-skin'],
      reviewCount: 2000,
      variants: [{ sku: 'GC-200', title: '7 fl oz', price: 30, inventory: 100 }],
      image: { shape: 'pump', texture: '#f3ede3', finish: 'gel' },
    }),
    product('retinol-night-cream', {
      categories: ['retinols', 'moisturizers'],
      skinTypes: ['normal', 'oily'],
      concerns: ['visible-aging'],
      reviewCount: 300,
      variants: [{ sku: 'RNC-50', title: '1.7 oz', price: 82, inventory: 0 }],
      publishedAt: '2025-01-01T00:00:00.000Z',
    }),
    product('travel-lip-balm', {
      categories: ['eye-neck-lip'],
      skinTypes: ['dry'],
      concerns: ['preventative'],
      reviewCount: 10,
      tags: ['gift'],
      variants: [{ sku: 'TLB-1', title: '0.15 oz', price: 12, inventory: 500 }],
      image: { shape: 'tube', texture: '#e2b7ad', finish: 'balm' },
    }),
  ],
  discountCodes: [
    { code: 'WELCOME10', type: 'DiscountCodeBasic', percentage: 10, description: '10% off', enabled: true },
    { code: 'FREESHIP', type: 'DiscountCodeFreeShipping', description: 'Free shipping', enabled: true },
    { code: 'OLD20', type: 'DiscountCodeBasic', percentage: 20, description: 'Expired', enabled: false },
  ],
  giftRules: [
    {
      handle: 'spend-100-lip-balm',
      title: 'Free lip balm over $100',
      enabled: true,
      start_date: '2025-01-01T00:00:00.000Z',
      end_date: null,
      buy_trigger: 'buy_total',
      get_trigger: 'get_gift',
      buy_total: '100.00',
      buy_product_handles: [],
      get_product_handles: ['travel-lip-balm'],
    },
    {
      handle: 'old-rule',
      title: 'Ended',
      enabled: true,
      start_date: null,
      end_date: '2025-01-01T00:00:00.000Z',
      buy_trigger: 'buy_qty',
      get_trigger: 'get_gift',
      buy_total: '',
      buy_product_handles: ['gentle-cleanser'],
      get_product_handles: ['travel-lip-balm'],
    },
  ],
};
