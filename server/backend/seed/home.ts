import type { SeedHome } from './types';

export const home: SeedHome = {
  hero: {
    title: 'Clinical skincare, made to be used every day',
    subtitle:
      'Professional-grade formulas developed with licensed skin experts, for results you can see and a routine you will actually keep.',
    cta: { label: 'Shop best sellers', url: '/shop/category/best-sellers' },
    image: {
      alt: 'Serums, a cream jar, a cleanser and a sunscreen tube grouped on a stone plinth in soft window light',
    },
  },
  featuredProductHandles: [
    'vitamin-c-15-brightening-serum',
    'hyaluronic-acid-boosting-serum',
    'retinol-0-5-night-treatment',
    'daily-mineral-spf-45',
    'barrier-repair-moisturizer',
    'tranexamic-tone-correcting-serum',
    'at-home-resurfacing-peel-pads',
    'gentle-foaming-cleanser',
  ],
  featuredBlogSlugs: ['how-your-skin-barrier-works', 'retinol-vs-retinal-vs-bakuchiol', 'how-to-layer-skincare'],
  promo: {
    title: 'Subscribe and save 10%',
    text: 'Never run out of your essentials. Take the skin quiz for a routine chosen for your skin, add it in one step, choose delivery every 30, 60 or 90 days and save 10% on every order; skip or cancel anytime.',
    cta: { label: 'Take the skin quiz', url: '/skin-quiz' },
  },
};
