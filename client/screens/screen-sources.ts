import type { Screen } from '../../shared/routes/route-table';

/**
 * Each screen's route module, as the build manifest names it (its path from the project root).
 * The server reads the manifest once at start and preloads, per request, the chunks of the
 * matched screens (server/render/client-assets.ts); the bundle budget measures them
 * (tooling/bundle-budget.ts). screens.test.ts checks these against the two registries.
 */
export const SCREEN_SOURCES: Record<Screen, string> = {
  home: 'client/routes/home.tsx',
  shop: 'client/routes/shop.tsx',
  product: 'client/routes/product.tsx',
  compare: 'client/routes/compare.tsx',
  cart: 'client/routes/cart.tsx',
  blog: 'client/routes/blog.tsx',
  'blog-post': 'client/routes/blog-post.tsx',
  content: 'client/routes/content.tsx',
  professionals: 'client/routes/professionals.tsx',
  search: 'client/routes/search.tsx',
  warmup: 'client/routes/simple-screens.tsx',
  placeholder: 'client/routes/placeholder.tsx',
  newsletter: 'client/routes/newsletter.tsx',
  'newsletter-confirm': 'client/routes/newsletter-confirm.tsx',
  account: 'client/routes/account.tsx',
  'account-login': 'client/routes/account/login.tsx',
  'account-logout': 'client/routes/account/logout.tsx',
  'account-forgot': 'client/routes/account/forgot.tsx',
  'account-reset-password': 'client/routes/account/reset-password.tsx',
  'account-activate': 'client/routes/account/activate.tsx',
  'account-register': 'client/routes/account/register.tsx',
  'account-contact': 'client/routes/account/contact.tsx',
  'account-home': 'client/routes/account/home.tsx',
  'account-favorites': 'client/routes/account/favorites.tsx',
  'account-addresses': 'client/routes/account/addresses.tsx',
  'account-address': 'client/routes/account/address.tsx',
  'account-orders': 'client/routes/account/orders.tsx',
  'account-order': 'client/routes/account/order.tsx',
  'account-subscriptions': 'client/routes/account/subscriptions.tsx',
  'account-subscription': 'client/routes/account/subscription.tsx',
};
