// SPEC section 9 (business constants), named once; the cart's are in cart-constants.ts, the
// images' in images/image-constants.ts, the user-facing messages in messages.ts (modules apart,
// so the browser's entry carries none it does not use). Imported by server, client and shared
// rules alike, so nothing here may depend on Node or the DOM.

// ── Time ────────────────────────────────────────────────────────────────────────────
export const ONE_HOUR_MS = 3_600_000 as const;
export const SESSION_LIFETIME_MS = 6 * ONE_HOUR_MS;
/** Token and expiry cookies. */
export const SESSION_COOKIE_MINUTES = 360 as const;
export const CART_COOKIE_MINUTES = 360 as const;
export const ATTRIBUTION_COOKIE_DAYS = 45 as const;

// ── Consent (attribution is consent-driven, SPEC section 4) ─────────────────────────
export const CONSENT_POLL_TRIES = 100 as const;
export const CONSENT_POLL_INTERVAL_MS = 250 as const;
export const CONSENT_CATEGORY = 'advertising' as const;
export const CONSENT_APPROVED = 'approved' as const;
export const CONSENT_MESSAGE = 'submit_preferences' as const;

// ── Cookies and query names the client may know (the session cookie is httpOnly) ────
export const ATTRIBUTION_COOKIE_NAME = 'affiliate_attribution' as const;
export const ATTRIBUTION_QUERY_PARAM = 'irclickid' as const;
/** Subscription widget's auth cookie, cleared on sign-out. */
export const SUBSCRIPTION_AUTH_COOKIE_NAME = 'og_auth' as const;
/** Prefix of decoded commerce ids; also the marker that an XOR-decoded id is genuine. */
export const GID_PREFIX = 'gid://' as const;

// ── App runtime ──────────────────────────────────────────────────────────────────────
export const ROUTE_PRELOAD_CONCURRENCY = 5 as const;
export const RELOAD_GUARD_MS = 10_000 as const;
/** Statuses after which a retry may help. How the BFF's upstream client reads these: docs/decisions/005. */
export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/**
 * Retries: none for idempotent requests, one for the others (SPEC section 9, as given). Every
 * upstream call is a POST, so the BFF retries once only calls its contract marks safeToRepeat.
 */
export const HTTP_RETRIES_IDEMPOTENT = 0 as const;
export const HTTP_RETRIES_OTHER = 1 as const;

// ── Formatting ───────────────────────────────────────────────────────────────────────
export const CURRENCY_LOCALE = 'en-US' as const;
export const DEFAULT_CURRENCY = 'USD' as const;
export const DATE_SEPARATOR = '/' as const;

// ── Analytics ────────────────────────────────────────────────────────────────────────
export const ANALYTICS_LOAD_DELAY_MS = 1 as const;
export const SUBSCRIPTION_WIDGET_DELAY_MS = 1500 as const;
export const PAYLOAD_PREFETCH_DELAY_MS = 1000 as const;
export const ANALYTICS_DEBUG_DEFAULT = false as const;
export const ANALYTICS_INTEGRATION_GTM = 'gtm' as const;
export const ANALYTICS_EVENTS = [
  'buy_now',
  'chat_bot',
  'cta',
  'email_sign_up',
  'form_start',
  'form_submit',
  'custom_error',
  'filter',
  'navigation',
  'review',
  'video_start',
  'video_progress',
  'video_complete',
  'carousel',
  'search',
  'coupon',
  'accordion',
  'article',
  'login',
  'sign_up',
  'share',
  'virtual_page_view',
  // Beyond section 9's list: the skin quiz reached its routine.
  'quiz_complete',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
/** Sent after clearing the previous shop data on the data layer. */
export const SHOP_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'add_to_wishlist',
  'view_cart',
  'remove_from_cart',
] as const;
export type ShopEvent = (typeof SHOP_EVENTS)[number];
/**
 * Beyond section 9's list: the GA4 ecommerce event for following the checkout link,
 * sent like a shop event (previous shop data cleared first).
 */
export const CHECKOUT_EVENT = 'begin_checkout' as const;
/** custom_error event of the 404 screen. */
export const NOT_FOUND_EVENT_MESSAGE = 'Page Not Found' as const;
export const NOT_FOUND_EVENT_TYPE = 404 as const;

// ── Layout ───────────────────────────────────────────────────────────────────────────
export const DISPLAY_BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 992, xl: 1132, xxl: 1440 } as const;
export const NAV_DRAWER_WIDTH = 256 as const;

// ── Not found (SPEC section 8, word for word) ────────────────────────────────────────
/** No route matched (non-fatal 404); the path follows. */
export const PAGE_NOT_FOUND_PREFIX = 'Page not found: ' as const;
/** Route-level validation failed (404); the path follows. */
export const PAGE_VALIDATION_NOT_FOUND_PREFIX = 'Page Not Found: ' as const;
