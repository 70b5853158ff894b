// The whole route table of SPEC section 2, once, by screen. Server rules (404, auth, header
// colour) and the client's router are both built from it.
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../catalog/taxonomy';
import {
  CART_PATH,
  SEARCH_PATH,
  ACCOUNT_FAVORITES_PATH,
  NEWSLETTER_PATH,
  SKIN_QUIZ_PATH,
  SKIN_QUIZ_RESULT_PATH,
  ACCOUNT_ROUTINE_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_UNSUBSCRIBE_PATH,
  ACCOUNT_STOCK_ALERTS_PATH,
} from './paths';

// The paths live in paths.ts and sign-in-paths.ts (modules light enough for the browser's first
// load); the table names them for whoever imports it.
export * from './paths';
export * from './sign-in-paths';

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

/**
 * A screen: its rules and the routes that show it. Its route module is found by its name:
 * client/routes/<name>.tsx, where a `-` may stand for a folder (`account-login` is
 * client/routes/account/login.tsx). The module's default export is the screen
 * (client/routes/types.ts `ScreenModule`); the server imports it with the app, the browser
 * loads it as a chunk of its own (client/screens/, decision 028).
 */
export type ScreenDef = {
  /** Signed-in customers only: anyone else is sent to sign in. */
  auth?: boolean;
} & (
  | { routes: readonly RouteSpec[] }
  /** A screen of one route, named as the screen. */
  | { pattern: string; title: string }
);

/** A route of the table with its screen and that screen's rules, as matching and rendering read it. */
export interface RouteDef extends RouteSpec {
  screen: Screen;
  auth?: boolean;
}

const route = (
  name: string,
  pattern: string,
  title: string,
  extra: Pick<RouteSpec, 'headerColor'> = {},
): RouteSpec => ({
  name,
  pattern,
  title,
  ...extra,
});

/** Root editorial articles listed in SPEC section 2 (the list is open-ended upstream). */
export const EDITORIAL_PAGES = [
  'what-is-retinol',
  'vitaminc',
  'uva-vs-uvb-rays',
  'summer-skin-prep',
  'what-is-rosacea',
  'why-you-shouldnt-pop-pimples',
] as const;

export const SKINCARE_101_PAGES = [
  'skin-firming',
  'sunscreen',
  'treatments',
  'uneven-skintones-and-textures',
  'vitamin-c',
  'acne',
  'anti-aging-skin',
  'benzoyl-peroxide',
  'cleansers',
  'collagen',
  'combination-skin',
  'dark-spots-skin-protection',
  'dry-skin',
  'eczema',
  'eye-cream',
  'fine-lines-wrinkles',
  'hyaluronic-acid',
  'moisturizer',
  'normal-skin',
  'oily-skin',
  'peptides',
  'retinol',
  'scientific-articles',
  'sensitive-skin',
  'serums',
] as const;

export const GENERIC_PAGES = [
  'contact',
  'privacy_policy',
  'affiliate-program',
  'do-not-sell-my-personal-information',
] as const;

export const ABOUT_PCA_PAGES = [
  'authorized-retailers',
  'before-and-after',
  'careers',
  'contact-us',
  'culture',
  'daily-care-regimen',
  'our-peel-legacy',
  'our-story',
  'pca-international',
  'science',
  'skin-explained',
] as const;

/** Policy and info placeholders that are not public screens of their own. */
export const INFO_PLACEHOLDERS = [
  'cookie-policy',
  'childrens-privacy-policy',
  'terms-of-sale',
  'terms-of-use',
  'shipping-returns',
  'locator',
  'store-locator',
  'storelocator',
  'professional_treatments',
  'iss-space-experiment',
  'take-control-of-how-you-age',
  'wishlist',
  'sales/order/history',
  'purchaseorder/purchaseorder',
] as const;

export const CATEGORY_TREES = [
  { prefix: 'by-skin-type', facet: 'skin-type', values: SKIN_TYPES },
  { prefix: 'daily-care-products', facet: 'category', values: CATEGORIES },
  { prefix: 'products-by-skin-concern', facet: 'concern', values: SKIN_CONCERNS },
] as const;

const placeholder = (name: string, pattern: string) => route(name, pattern, 'Moved');

/**
 * Every screen of SPEC section 2, once: its rules and its routes. A new screen is an entry here
 * and its module in client/routes/, named as the screen; the `Screen` type, the route list, the
 * server's and the browser's screen registries and the chunks a page preloads all follow.
 */
export const SCREENS = {
  home: { pattern: '/', title: 'Clinical skincare for every skin' },
  content: {
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
  shop: { routes: [route('shop', '/shop', 'Shop all skincare'), route('shop-filter', '/shop/*', 'Shop skincare')] },
  compare: { routes: [route('product-compare', '/products/compare', 'Compare products')] },
  product: { pattern: '/products/:handle', title: 'Product' },
  cart: { pattern: CART_PATH, title: 'Your cart' },
  blog: { pattern: '/blog', title: 'Blog' },
  'blog-post': { pattern: '/blog/*', title: 'Blog' },
  search: { pattern: SEARCH_PATH, title: 'Search' },
  newsletter: { pattern: NEWSLETTER_PATH, title: 'Newsletter' },
  'newsletter-confirm': { pattern: NEWSLETTER_CONFIRM_PATH, title: 'Confirm your newsletter sign-up' },
  'newsletter-unsubscribe': { pattern: NEWSLETTER_UNSUBSCRIBE_PATH, title: 'Unsubscribe from the newsletter' },
  'stock-alert-confirm': { pattern: STOCK_ALERT_CONFIRM_PATH, title: 'Confirm your stock alert' },
  'stock-alert-unsubscribe': { pattern: STOCK_ALERT_UNSUBSCRIBE_PATH, title: 'Stop stock alerts' },
  'skin-quiz': { pattern: SKIN_QUIZ_PATH, title: 'Skin quiz: find your routine' },
  'skin-quiz-result': { pattern: SKIN_QUIZ_RESULT_PATH, title: 'Your skincare routine' },
  professionals: { routes: [route('find-a-professional', '/find-a-professional', 'Find a professional')] },
  warmup: { pattern: '/_ah/warmup', title: 'Warm-up' },
  'account-login': { pattern: '/account/login', title: 'Sign in' },
  'account-logout': { pattern: '/account/logout', title: 'Sign out' },
  'account-forgot': { pattern: '/account/forgot', title: 'Forgot password' },
  'account-reset-password': { pattern: '/account/resetPassword', title: 'Reset password' },
  'account-activate': { pattern: '/account/activateAccount', title: 'Activate account' },
  'account-register': { pattern: '/account/register', title: 'Create account' },
  account: { auth: true, pattern: '/account', title: 'Account' },
  'account-home': { auth: true, pattern: '/account/home', title: 'My account' },
  'account-contact': { auth: true, pattern: '/account/contact', title: 'Contact details' },
  'account-favorites': { auth: true, pattern: ACCOUNT_FAVORITES_PATH, title: 'Favorites' },
  'account-addresses': { auth: true, pattern: '/account/addresses', title: 'Addresses' },
  'account-address': { auth: true, pattern: '/account/addresses/:id', title: 'Address' },
  'account-orders': { auth: true, pattern: '/account/orders', title: 'Orders' },
  'account-order': { auth: true, pattern: '/account/orders/:id', title: 'Order' },
  'account-stock-alerts': { auth: true, pattern: ACCOUNT_STOCK_ALERTS_PATH, title: 'Stock alerts' },
  'account-routine': { auth: true, pattern: ACCOUNT_ROUTINE_PATH, title: 'My routine' },
  'account-subscriptions': { auth: true, pattern: '/account/subscriptions', title: 'Subscriptions' },
  'account-subscription': { auth: true, pattern: '/account/subscriptions/:id', title: 'Subscription' },
  // Legacy and not-yet-built paths: a page that says where the content went.
  placeholder: {
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
    ('routes' in def ? def.routes : [{ name: screen, pattern: def.pattern, title: def.title }]).map((spec) => ({
      ...spec,
      screen: screen as Screen,
      ...(def.auth && { auth: true }),
    })),
  );
}

/** The whole route table: server rules (404, auth, header colour) and the client's router are both built from it. */
export const ROUTES: readonly RouteDef[] = routesOf(SCREENS);
