// The site's fixed paths that code links to or posts at: the route table (route-table.ts) uses
// them in its patterns and re-exports them. A module of their own, so a link or a form that
// names one does not carry the whole table (the browser's entry among them). Signing in and
// out's paths are a module apart (sign-in-paths.ts): the browser's entry needs those alone.

/** The cart page; a POST there is the cart action (shared/contract/cart-action.ts). */
export const CART_PATH = '/cart';
/** Site search results: a GET form's target, `?q=` the query; linkable, not indexed. */
export const SEARCH_PATH = '/search';
export const SEARCH_PARAM = 'q';
/** The signed-in customer's favorites; a visitor's are kept in the browser until they sign in. */
export const ACCOUNT_FAVORITES_PATH = '/account/favorites';
/** Newsletter sign-up: the sign-up forms post here; the page shows the outcome. */
export const NEWSLETTER_PATH = '/newsletter';
/** The skin quiz: each question a screen, the answers so far in the query string. */
export const SKIN_QUIZ_PATH = '/skin-quiz';
/** The routine the answers lead to (`?<answers>`): shareable, not indexed. */
export const SKIN_QUIZ_RESULT_PATH = '/skin-quiz/result';
/** The signed-in customer's saved routine. */
export const ACCOUNT_ROUTINE_PATH = '/account/routine';
/** Where the double opt-in mail's link leads (`?token=…`); a button there confirms. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** Every newsletter's leave link (`?email=…&signature=…`); a button there unsubscribes. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** A visitor's "Email me when it's back" confirmation link (`?token=…`); a button there confirms. */
export const STOCK_ALERT_CONFIRM_PATH = '/back-in-stock/confirm';
/** Every stock alert mail's leave link (`?email=…&signature=…`); a button there ends the address's alerts. */
export const STOCK_ALERT_UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe';
/** The signed-in customer's stock alerts, each with Remove. */
export const ACCOUNT_STOCK_ALERTS_PATH = '/account/stock-alerts';
/** A product page opened at one size (`?variant=<numeric id>`), as the stock alert mail links it. */
export const PRODUCT_VARIANT_PATH = (handle: string, variantId: number | string) =>
  `/products/${encodeURIComponent(handle)}?variant=${variantId}`;
