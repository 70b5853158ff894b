// The whole route table of SPEC section 2, once, by screen. Server rules (404, auth, header
// colour) and the client's router are both built from it.
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../catalog/taxonomy';

export type HeaderColor = 'white' | 'black';

/** One route of a screen: the table below lists them under their screen. */
export interface RouteSpec {
  name: string;
  /**
   * Path pattern. Segments are literals, `:param`, `:param.html` (a parameter with a literal
   * suffix) or a final `*` (one or more further segments: SPEC's `{page+}`).
   */
  pattern: string;
  /** Page title when the screen has no data-driven one. */
  title: string;
  headerColor?: HeaderColor;
}

/** A screen: its route module, its rules and the routes that show it. */
export interface ScreenDef {
  /**
   * Its route module: a path under client/routes/ without `.tsx`, whose default export is the
   * screen (client/routes/types.ts `ScreenModule`). The server imports it with the app, the
   * browser loads it as a chunk of its own, and the build manifest names it
   * `client/routes/<module>.tsx` (client/screens/, decision 032).
   */
  module: string;
  /** Signed-in customers only: anyone else is sent to sign in. */
  auth?: boolean;
  routes: readonly RouteSpec[];
}

/** A route of the table with its screen and that screen's rules, as matching and rendering read it. */
export interface RouteDef extends RouteSpec {
  screen: Screen;
  auth?: boolean;
}

const route = (name: string, pattern: string, title: string, extra: Pick<RouteSpec, 'headerColor'> = {}): RouteSpec => ({
  name, pattern, title, ...extra,
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

const placeholder = (name: string, pattern: string) => route(name, pattern, 'Moved');

/**
 * Every screen of SPEC section 2, once: its route module, its rules and its routes. A new screen
 * is an entry here and its module in client/routes/; the `Screen` type, the route list, the
 * server's and the browser's screen registries and the build manifest's names all follow.
 */
export const SCREENS = {
  home: { module: 'home', routes: [route('home', '/', 'Clinical skincare for every skin')] },
  content: {
    module: 'content',
    routes: [
      route('about', '/about', 'About us'),
      route('about-page', '/about/*', 'About us'),
      route('skincare', '/skincare', 'Skincare'),
      route('skincare-page', '/skincare/*', 'Skincare'),
      route('content', '/content/*', 'Content'),
      ...GENERIC_PAGES.map((p) => route(`page-${p}`, `/${p}`, 'Content')),
      ...EDITORIAL_PAGES.map((p) => route(`article-${p}`, `/${p}`, 'Skincare article')),
      route('skincare-101', '/skincare-101', 'Skincare 101'),
      ...SKINCARE_101_PAGES.map((p) => route(`skincare-101-${p}`, `/skincare-101/${p}`, 'Skincare 101')),
    ],
  },
  shop: { module: 'shop', routes: [route('shop', '/shop', 'Shop all skincare'), route('shop-filter', '/shop/*', 'Shop skincare')] },
  compare: { module: 'compare', routes: [route('product-compare', '/products/compare', 'Compare products')] },
  product: { module: 'product', routes: [route('product', '/products/:handle', 'Product')] },
  cart: { module: 'cart', routes: [route('cart', CART_PATH, 'Your cart')] },
  blog: { module: 'blog', routes: [route('blog', '/blog', 'Blog')] },
  'blog-post': { module: 'blog-post', routes: [route('blog-post', '/blog/*', 'Blog')] },
  search: { module: 'search', routes: [route('search', SEARCH_PATH, 'Search')] },
  newsletter: { module: 'newsletter', routes: [route('newsletter', NEWSLETTER_PATH, 'Newsletter')] },
  'newsletter-confirm': {
    module: 'newsletter-confirm',
    routes: [route('newsletter-confirm', NEWSLETTER_CONFIRM_PATH, 'Confirm your newsletter sign-up')],
  },
  professionals: { module: 'professionals', routes: [route('find-a-professional', '/find-a-professional', 'Find a professional')] },
  warmup: { module: 'simple-screens', routes: [route('warmup', '/_ah/warmup', 'Warm-up')] },
  'account-login': { module: 'account/login', routes: [route('account-login', '/account/login', 'Sign in')] },
  'account-logout': { module: 'account/logout', routes: [route('account-logout', '/account/logout', 'Sign out')] },
  'account-forgot': { module: 'account/forgot', routes: [route('account-forgot', '/account/forgot', 'Forgot password')] },
  'account-reset-password': {
    module: 'account/reset-password',
    routes: [route('account-reset-password', '/account/resetPassword', 'Reset password')],
  },
  'account-activate': { module: 'account/activate', routes: [route('account-activate', '/account/activateAccount', 'Activate account')] },
  'account-register': { module: 'account/register', routes: [route('account-register', '/account/register', 'Create account')] },
  account: { module: 'account', auth: true, routes: [route('account', '/account', 'Account')] },
  'account-home': { module: 'account/home', auth: true, routes: [route('account-home', '/account/home', 'My account')] },
  'account-contact': { module: 'account/contact', auth: true, routes: [route('account-contact', '/account/contact', 'Contact details')] },
  'account-favorites': { module: 'account/favorites', auth: true, routes: [route('account-favorites', ACCOUNT_FAVORITES_PATH, 'Favorites')] },
  'account-addresses': { module: 'account/addresses', auth: true, routes: [route('account-addresses', '/account/addresses', 'Addresses')] },
  'account-address': { module: 'account/address', auth: true, routes: [route('account-address', '/account/addresses/:id', 'Address')] },
  'account-orders': { module: 'account/orders', auth: true, routes: [route('account-orders', '/account/orders', 'Orders')] },
  'account-order': { module: 'account/order', auth: true, routes: [route('account-order', '/account/orders/:id', 'Order')] },
  'account-subscriptions': {
    module: 'account/subscriptions',
    auth: true,
    routes: [route('account-subscriptions', '/account/subscriptions', 'Subscriptions')],
  },
  'account-subscription': {
    module: 'account/subscription',
    auth: true,
    routes: [route('account-subscription', '/account/subscriptions/:id', 'Subscription')],
  },
  // Legacy and not-yet-built paths: a page that says where the content went.
  placeholder: {
    module: 'placeholder',
    routes: [
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
    ],
  },
} satisfies Record<string, ScreenDef>;

export type Screen = keyof typeof SCREENS;

/** Every route of a screen table, each with its screen and the screen's rules. */
export function routesOf(screens: Record<string, ScreenDef>): RouteDef[] {
  return Object.entries(screens).flatMap(([screen, def]) =>
    def.routes.map((spec) => ({ ...spec, screen: screen as Screen, ...(def.auth && { auth: true }) })),
  );
}

/** The whole route table: server rules (404, auth, header colour) and the client's router are both built from it. */
export const ROUTES: readonly RouteDef[] = routesOf(SCREENS);

export const ACCOUNT_HOME_PATH = '/account/home';
export const ACCOUNT_LOGIN_PATH = '/account/login';
/** The login page's query flag after a sign-out: the page says "You are signed out." */
export const SIGNED_OUT_PARAM = 'signedOut';
/** Where a sign-out lands (the logout route's action redirects here). */
export const SIGNED_OUT_LOGIN_PATH = `${ACCOUNT_LOGIN_PATH}?${SIGNED_OUT_PARAM}=1`;
