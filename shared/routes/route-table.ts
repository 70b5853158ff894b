// The whole route table of SPEC section 2, once. Server rules (404, auth, header colour)
// and the client's router are both built from it.
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../catalog/taxonomy';

export type Screen =
  | 'home' | 'shop' | 'product' | 'compare' | 'cart' | 'blog' | 'blog-post' | 'content' | 'professionals'
  | 'search' | 'warmup' | 'placeholder' | 'newsletter' | 'newsletter-confirm'
  | 'account-login' | 'account-logout' | 'account-forgot' | 'account-reset-password' | 'account-activate'
  | 'account-register' | 'account' | 'account-home' | 'account-contact' | 'account-favorites'
  | 'account-addresses' | 'account-address' | 'account-orders' | 'account-order'
  | 'account-subscriptions' | 'account-subscription';

export type HeaderColor = 'white' | 'black';

export interface RouteDef {
  name: string;
  /**
   * Path pattern. Segments are literals, `:param`, `:param.html` (a parameter with a literal
   * suffix) or a final `*` (one or more further segments: SPEC's `{page+}`).
   */
  pattern: string;
  screen: Screen;
  /** Page title when the screen has no data-driven one. */
  title: string;
  headerColor?: HeaderColor;
  auth?: boolean;
}

const r = (name: string, pattern: string, screen: Screen, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name, pattern, screen, title, ...extra,
});

/** Root editorial articles listed in SPEC section 2 (the list is open-ended upstream). */
export const EDITORIAL_PAGES = [
  'what-is-retinol', 'vitaminc', 'uva-vs-uvb-rays', 'summer-skin-prep', 'what-is-rosacea', 'why-you-shouldnt-pop-pimples',
] as const;

export const SKINCARE_101_PAGES = [
  'skin-firming', 'sunscreen', 'treatments', 'uneven-skintones-and-textures', 'vitamin-c',
  'acne', 'anti-aging-skin', 'benzoyl-peroxide', 'cleansers', 'collagen', 'combination-skin',
  'dark-spots-skin-protection', 'dry-skin', 'eczema', 'eye-cream', 'fine-lines-wrinkles', 'hyaluronic-acid',
  'moisturizer', 'normal-skin', 'oily-skin', 'peptides', 'retinol', 'scientific-articles', 'sensitive-skin', 'serums',
] as const;

export const GENERIC_PAGES = ['contact', 'privacy_policy', 'affiliate-program', 'do-not-sell-my-personal-information'] as const;

export const ABOUT_PCA_PAGES = [
  'authorized-retailers', 'before-and-after', 'careers', 'contact-us', 'culture', 'daily-care-regimen',
  'our-peel-legacy', 'our-story', 'pca-international', 'science', 'skin-explained',
] as const;

/** Policy and info placeholders that are not public screens of their own. */
export const INFO_PLACEHOLDERS = [
  'cookie-policy', 'childrens-privacy-policy', 'terms-of-sale', 'terms-of-use', 'shipping-returns', 'locator',
  'store-locator', 'storelocator', 'professional_treatments', 'iss-space-experiment', 'take-control-of-how-you-age',
  'wishlist', 'sales/order/history', 'purchaseorder/purchaseorder',
] as const;

export const CATEGORY_TREES = [
  { prefix: 'by-skin-type', facet: 'skin-type', values: SKIN_TYPES },
  { prefix: 'daily-care-products', facet: 'category', values: CATEGORIES },
  { prefix: 'products-by-skin-concern', facet: 'concern', values: SKIN_CONCERNS },
] as const;

/** The cart page; a POST there is the cart action (shared/contract/cart-action.ts). */
export const CART_PATH = '/cart';
/** Site search results (issue 12): a GET form's target, `?q=` the query; linkable, not indexed. */
export const SEARCH_PATH = '/search';
export const SEARCH_PARAM = 'q';
/** The signed-in customer's favorites; a visitor's are kept in the browser until they sign in. */
export const ACCOUNT_FAVORITES_PATH = '/account/favorites';
/** Newsletter sign-up (issue 13): the sign-up forms post here; the page shows the outcome. */
export const NEWSLETTER_PATH = '/newsletter';
/** Where the double opt-in mail's link leads (`?token=…`); a button there confirms. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

const publicRoutes: RouteDef[] = [
  r('home', '/', 'home', 'Clinical skincare for every skin'),
  r('about', '/about', 'content', 'About us'),
  r('about-page', '/about/*', 'content', 'About us'),
  r('shop', '/shop', 'shop', 'Shop all skincare'),
  r('shop-filter', '/shop/*', 'shop', 'Shop skincare'),
  r('product-compare', '/products/compare', 'compare', 'Compare products'),
  r('product', '/products/:handle', 'product', 'Product'),
  r('cart', CART_PATH, 'cart', 'Your cart'),
  r('blog', '/blog', 'blog', 'Blog'),
  r('blog-post', '/blog/*', 'blog-post', 'Blog'),
  r('skincare', '/skincare', 'content', 'Skincare'),
  r('skincare-page', '/skincare/*', 'content', 'Skincare'),
  r('content', '/content/*', 'content', 'Content'),
  ...GENERIC_PAGES.map((p) => r(`page-${p}`, `/${p}`, 'content', 'Content')),
  r('search', SEARCH_PATH, 'search', 'Search'),
  r('newsletter', NEWSLETTER_PATH, 'newsletter', 'Newsletter'),
  r('newsletter-confirm', NEWSLETTER_CONFIRM_PATH, 'newsletter-confirm', 'Confirm your newsletter sign-up'),
  r('find-a-professional', '/find-a-professional', 'professionals', 'Find a professional'),
  r('warmup', '/_ah/warmup', 'warmup', 'Warm-up'),
  ...EDITORIAL_PAGES.map((p) => r(`article-${p}`, `/${p}`, 'content', 'Skincare article')),
  r('skincare-101', '/skincare-101', 'content', 'Skincare 101'),
  ...SKINCARE_101_PAGES.map((p) => r(`skincare-101-${p}`, `/skincare-101/${p}`, 'content', 'Skincare 101')),
];

const accountRoutes: RouteDef[] = [
  r('account-login', '/account/login', 'account-login', 'Sign in'),
  r('account-logout', '/account/logout', 'account-logout', 'Sign out'),
  r('account-forgot', '/account/forgot', 'account-forgot', 'Forgot password'),
  r('account-reset-password', '/account/resetPassword', 'account-reset-password', 'Reset password'),
  r('account-activate', '/account/activateAccount', 'account-activate', 'Activate account'),
  r('account-register', '/account/register', 'account-register', 'Create account'),
  r('account', '/account', 'account', 'Account', { auth: true }),
  r('account-home', '/account/home', 'account-home', 'My account', { auth: true }),
  r('account-contact', '/account/contact', 'account-contact', 'Contact details', { auth: true }),
  r('account-favorites', ACCOUNT_FAVORITES_PATH, 'account-favorites', 'Favorites', { auth: true }),
  r('account-addresses', '/account/addresses', 'account-addresses', 'Addresses', { auth: true }),
  r('account-address', '/account/addresses/:id', 'account-address', 'Address', { auth: true }),
  r('account-orders', '/account/orders', 'account-orders', 'Orders', { auth: true }),
  r('account-order', '/account/orders/:id', 'account-order', 'Order', { auth: true }),
  r('account-subscriptions', '/account/subscriptions', 'account-subscriptions', 'Subscriptions', { auth: true }),
  r('account-subscription', '/account/subscriptions/:id', 'account-subscription', 'Subscription', { auth: true }),
];

const placeholder = (name: string, pattern: string) => r(name, pattern, 'placeholder', 'Moved');

const placeholderRoutes: RouteDef[] = [
  placeholder('about-pca', '/about-pca'),
  ...ABOUT_PCA_PAGES.map((p) => placeholder(`about-pca-${p}`, `/about-pca/${p}`)),
  placeholder('legacy-product-html', '/:legacy.html'),
  ...CATEGORY_TREES.flatMap((tree) => [
    placeholder(tree.prefix, `/${tree.prefix}`),
    ...tree.values.flatMap((v) => [
      placeholder(`${tree.prefix}-${v}`, `/${tree.prefix}/${v}`),
      placeholder(`${tree.prefix}-${v}-sub`, `/${tree.prefix}/${v}/*`),
    ]),
  ]),
  ...INFO_PLACEHOLDERS.map((p) => placeholder(`info-${p.replace(/\//g, '-')}`, `/${p}`)),
];

export const ROUTES: readonly RouteDef[] = [...publicRoutes, ...accountRoutes, ...placeholderRoutes];

export const ACCOUNT_HOME_PATH = '/account/home';
export const ACCOUNT_LOGIN_PATH = '/account/login';
/** The login page's query flag after a sign-out: the page says "You are signed out." */
export const SIGNED_OUT_PARAM = 'signedOut';
/** Where a sign-out lands (the logout route's action redirects here). */
export const SIGNED_OUT_LOGIN_PATH = `${ACCOUNT_LOGIN_PATH}?${SIGNED_OUT_PARAM}=1`;
