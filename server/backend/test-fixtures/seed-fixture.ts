import type { SeedBundle } from '../seed/seed-bundle';
import type { SeedProduct } from '../seed/types';

// A small, hand-made seed for the backend's own tests: every kind of record, few of each,
// with dates chosen around FIXTURE_NOW so date-window rules are deterministic.

export const FIXTURE_NOW = new Date('2025-06-15T12:00:00.000Z');
export const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
export const INVITED = { email: 'invited@example.com' };

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

export const fixture: SeedBundle = {
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
  blogCategories: [
    { slug: 'ingredients', title: 'Ingredients', description: 'What goes in.' },
    { slug: 'routines', title: 'Routines', description: 'How to use it.' },
  ],
  blogPosts: [
    {
      slug: 'all-about-vitamin-c',
      categorySlug: 'ingredients',
      title: 'All about vitamin C',
      excerpt: 'Why C.',
      author: 'Ann',
      publishedAt: '2025-05-01T00:00:00.000Z',
      readingMinutes: 5,
      featured: true,
      bodyHtml: '<p>C.</p>',
      relatedProductHandles: ['vitamin-c-serum'],
      image: {
        texture: '#e8c68c',
        finish: 'fluid',
        props: ['citrus'],
        backdrop: 'sand',
        alt: 'Serum drops and an orange slice',
      },
    },
    {
      slug: 'retinol-basics',
      categorySlug: 'ingredients',
      title: 'Retinol basics',
      excerpt: 'Start slow.',
      author: 'Ann',
      publishedAt: '2025-04-01T00:00:00.000Z',
      readingMinutes: 4,
      featured: false,
      bodyHtml: '<p>R.</p>',
      relatedProductHandles: [],
      image: {
        texture: '#eedfae',
        finish: 'cream',
        props: ['linen'],
        backdrop: 'clay',
        alt: 'Retinol cream beside linen',
      },
    },
    {
      slug: 'morning-routine',
      categorySlug: 'routines',
      title: 'A morning routine',
      excerpt: 'AM.',
      author: 'Bo',
      publishedAt: '2025-03-01T00:00:00.000Z',
      readingMinutes: 3,
      featured: true,
      bodyHtml: '<p>AM.</p>',
      relatedProductHandles: [],
      image: {
        texture: '#e6edef',
        finish: 'gel',
        props: ['drops'],
        backdrop: 'mist',
        alt: 'A glossy gel with water droplets',
      },
    },
  ],
  contentPages: [
    {
      path: '/what-is-retinol',
      title: 'What is retinol?',
      description: 'Retinol explained.',
      lead: 'Lead.',
      bodyHtml: '<p>Body.</p>',
    },
    {
      path: '/skincare-101/acne',
      title: 'Acne',
      description: 'Acne explained.',
      lead: 'Lead.',
      bodyHtml: '<p>Body.</p>',
    },
  ],
  navigations: [
    {
      handle: 'main',
      groups: [
        {
          title: 'Shop',
          nav: [
            {
              url: '/shop',
              label: 'Shop',
              image: { id: 'nav-shop', alt: 'Shop', width: 400, height: 300 },
              children: [
                {
                  url: '/shop/serums',
                  label: 'Serums',
                  children: [
                    {
                      url: '/shop/serums/c',
                      label: 'C',
                      children: [
                        {
                          url: '/shop/serums/c/deep',
                          label: 'Deep',
                          children: [{ url: '/too-deep', label: 'Too deep' }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  globals: {
    site_legal_copy: '© Test',
    site_legal_links: [{ target: '_self', text: 'Privacy', url: '/privacy_policy' }],
    site_social: [{ icon: 'instagram', label: 'Instagram', url: 'https://instagram.com/x' }],
    site_404_image: { id: '404-image', alt: 'Lost', title: 'Lost', width: 800, height: 600 },
    site_404_title: 'Page not found',
    site_404_message: '<p>Sorry.</p>',
    site_404_cta: { label: 'Home', page: { slug: 'index' }, url: null },
  },
  announcements: [
    { id: 'live', text: 'Free shipping over $50', url: '/shop', startsAt: '2025-01-01T00:00:00.000Z', endsAt: null },
    { id: 'ended', text: 'Old sale', startsAt: null, endsAt: '2025-02-01T00:00:00.000Z' },
    { id: 'future', text: 'Coming soon', startsAt: '2026-01-01T00:00:00.000Z', endsAt: null },
  ],
  plps: [
    { handle: '', title: 'Shop all', description: 'Everything.' },
    { handle: 'serums', title: 'Serums', description: 'Concentrated.' },
  ],
  home: {
    hero: {
      title: 'Skin, simply',
      subtitle: 'Science first',
      cta: { label: 'Shop', url: '/shop' },
      image: { alt: 'Products grouped on a stone plinth' },
    },
    featuredProductHandles: ['vitamin-c-serum', 'gentle-cleanser'],
    featuredBlogSlugs: ['all-about-vitamin-c', 'missing-post'],
    promo: { title: 'Subscribe', text: 'Save 10%', cta: { label: 'Learn', url: '/about' } },
  },
  locations: [
    {
      id: 'pro-la',
      kind: 'professional',
      name: 'Dr. Ana Longname Who Has A Very Long Professional Name For Testing',
      business: 'LA Skin',
      address1: '1 Main St',
      city: 'Los Angeles',
      provinceCode: 'CA',
      zip: '90012',
      phone: '555-0100',
      lat: 34.0522,
      long: -118.2437,
      services: ['peels'],
    },
    {
      id: 'store-sf',
      kind: 'store',
      name: 'SF Store',
      address1: '2 Market St',
      city: 'San Francisco',
      provinceCode: 'CA',
      zip: '94105',
      phone: '555-0101',
      lat: 37.7749,
      long: -122.4194,
      services: [],
    },
    {
      id: 'pro-ny',
      kind: 'professional',
      name: 'NY Pro',
      address1: '3 Broadway',
      city: 'New York',
      provinceCode: 'NY',
      zip: '10004',
      phone: '555-0102',
      lat: 40.7128,
      long: -74.006,
      services: ['facials'],
    },
  ],
  customers: [
    {
      email: DEMO.email,
      password: DEMO.password,
      firstName: 'Demo',
      lastName: 'Customer',
      marketing: true,
      addresses: [
        {
          firstName: 'Demo',
          lastName: 'Customer',
          address1: '10 Elm St',
          city: 'Austin',
          provinceCode: 'TX',
          zip: '73301',
          country: 'United States',
        },
        {
          firstName: 'Demo',
          lastName: 'Customer',
          address1: '20 Oak St',
          city: 'Dallas',
          provinceCode: 'TX',
          zip: '75201',
          country: 'United States',
          isDefault: true,
        },
      ],
      orders: [
        {
          number: 1001,
          placedAt: '2025-05-01T10:00:00.000Z',
          status: 'fulfilled',
          lines: [{ handle: 'vitamin-c-serum', sku: 'VCS-30', quantity: 2 }],
        },
      ],
      subscriptions: [
        {
          id: 'sub-1',
          handle: 'vitamin-c-serum',
          sku: 'VCS-30',
          sellingPlanId: 'plan-30',
          status: 'active',
          nextDelivery: '2025-07-01',
        },
      ],
      favorites: ['gentle-cleanser'],
      professionalId: 'pro-ny',
    },
    {
      email: INVITED.email,
      firstName: 'Ivy',
      lastName: 'Invited',
      marketing: false,
      addresses: [],
      orders: [],
      subscriptions: [],
      favorites: [],
    },
  ],
};
