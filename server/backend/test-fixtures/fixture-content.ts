import type { SeedBundle } from '../seed/seed-bundle';

// The fixture's content: blog, pages, menus, globals, announcements, listings and home.

export const fixtureContent: Pick<
  SeedBundle,
  'blogCategories' | 'blogPosts' | 'contentPages' | 'navigations' | 'globals' | 'announcements' | 'plps' | 'home'
> = {
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
};
