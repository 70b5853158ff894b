import { FREE_SHIPPING_THRESHOLD_CENTS } from './checkout';
import type { SeedGlobals } from './types';

export const globals: SeedGlobals = {
  site_legal_copy:
    '© 2026 All rights reserved. Individual results may vary. Information on this site is for educational purposes and is not medical advice.',
  site_legal_links: [
    { target: '_self', text: 'Privacy Policy', url: '/privacy_policy' },
    { target: '_self', text: 'Terms of Use', url: '/content/terms-of-use' },
    {
      target: '_self',
      text: 'Do Not Sell or Share My Personal Information',
      url: '/do-not-sell-my-personal-information',
    },
    { target: '_self', text: 'Cookie Policy', url: '/content/cookie-policy' },
  ],
  site_social: [
    { icon: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { icon: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { icon: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    { icon: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
    { icon: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/' },
  ],
  site_404_image: {
    id: 'site-404',
    alt: 'An empty serum bottle lying on its side',
    title: 'Page not found',
    width: 1200,
    height: 800,
  },
  site_404_title: "We can't find that page",
  site_404_message:
    '<p>The page you were looking for may have moved, or the link may be out of date. Try the menu above, or head to our best sellers to find something your skin will love.</p>' +
    '<p>Need a hand? <a href="/contact">Contact our care team</a>.</p>',
  site_404_cta: { label: 'Shop best sellers', page: { slug: 'shop' }, url: null },
  // in dollars, as the contract's Globals says; the checkout's own number
  free_shipping_threshold: FREE_SHIPPING_THRESHOLD_CENTS / 100,
};
