import { lazyScreen } from '../lib/lazy-screen';
import { placeholderScreen } from '../routes/placeholder';
import type { ScreenRegistry } from './screen-registry';

/**
 * The browser's screens: each route module in its own chunk, loaded when its route matches
 * (the page's own before hydration, entry-client.tsx; others on navigation or link prefetch).
 * The server preloads the page's chunks with modulepreload, so hydration waits on no waterfall.
 */
export const LAZY_SCREENS: ScreenRegistry = {
  home: lazyScreen(() => import('../routes/home').then((m) => m.homeScreen)),
  shop: lazyScreen(() => import('../routes/shop').then((m) => m.shopScreen)),
  product: lazyScreen(() => import('../routes/product').then((m) => m.productScreen)),
  compare: lazyScreen(() => import('../routes/compare').then((m) => m.compareScreen)),
  cart: lazyScreen(() => import('../routes/cart').then((m) => m.cartScreen)),
  blog: lazyScreen(() => import('../routes/blog').then((m) => m.blogScreen)),
  'blog-post': lazyScreen(() => import('../routes/blog-post').then((m) => m.blogPostScreen)),
  content: lazyScreen(() => import('../routes/content').then((m) => m.contentScreen)),
  professionals: lazyScreen(() => import('../routes/professionals').then((m) => m.professionalsScreen)),
  search: lazyScreen(() => import('../routes/search').then((m) => m.searchScreen)),
  warmup: lazyScreen(() => import('../routes/simple-screens').then((m) => m.warmupScreen)),
  // The catch-all route shows it too (routes.tsx): it is in the entry already.
  placeholder: placeholderScreen,
  newsletter: lazyScreen(() => import('../routes/newsletter').then((m) => m.newsletterScreen)),
  'newsletter-confirm': lazyScreen(() => import('../routes/newsletter-confirm').then((m) => m.newsletterConfirmScreen)),
  account: lazyScreen(() => import('../routes/account').then((m) => m.accountIndexScreen)),
  'account-login': lazyScreen(() => import('../routes/account/login').then((m) => m.accountLoginScreen)),
  'account-logout': lazyScreen(() => import('../routes/account/logout').then((m) => m.accountLogoutScreen)),
  'account-forgot': lazyScreen(() => import('../routes/account/forgot').then((m) => m.accountForgotScreen)),
  'account-reset-password': lazyScreen(() => import('../routes/account/reset-password').then((m) => m.accountResetPasswordScreen)),
  'account-activate': lazyScreen(() => import('../routes/account/activate').then((m) => m.accountActivateScreen)),
  'account-register': lazyScreen(() => import('../routes/account/register').then((m) => m.accountRegisterScreen)),
  'account-contact': lazyScreen(() => import('../routes/account/contact').then((m) => m.accountContactScreen)),
  'account-home': lazyScreen(() => import('../routes/account/home').then((m) => m.accountHomeScreen)),
  'account-favorites': lazyScreen(() => import('../routes/account/favorites').then((m) => m.accountFavoritesScreen)),
  'account-addresses': lazyScreen(() => import('../routes/account/addresses').then((m) => m.accountAddressesScreen)),
  'account-address': lazyScreen(() => import('../routes/account/address').then((m) => m.accountAddressScreen)),
  'account-orders': lazyScreen(() => import('../routes/account/orders').then((m) => m.accountOrdersScreen)),
  'account-order': lazyScreen(() => import('../routes/account/order').then((m) => m.accountOrderScreen)),
  'account-subscriptions': lazyScreen(() => import('../routes/account/subscriptions').then((m) => m.accountSubscriptionsScreen)),
  'account-subscription': lazyScreen(() => import('../routes/account/subscription').then((m) => m.accountSubscriptionScreen)),
};
