// SPEC section 9 (business constants) and the user-facing messages of sections 5 and 8,
// named once. Imported by server, client and shared rules alike, so nothing here may
// depend on Node or the DOM.

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

// ── Cart ─────────────────────────────────────────────────────────────────────────────
export const PROFESSIONAL_NAME_LIMIT = 59 as const;
export const GIFT_QUANTITY = 1 as const;
export const DEFAULT_LINE_QUANTITY = 1 as const;
/** The most of one line a cart holds (the contract's Quantity; merged lines are capped at it). */
export const MAX_LINE_QUANTITY = 99 as const;
export const BUYER_COUNTRY_CODE = 'US' as const;
export const FREE_SHIPPING_DISCOUNT_TYPE = 'DiscountCodeFreeShipping' as const;
/** A percentage-off code's type name (get-discount-type): such codes do not combine. */
export const PERCENTAGE_DISCOUNT_TYPE = 'DiscountCodeBasic' as const;
export const GIFT_GET_TRIGGER = 'get_gift' as const;

// ── Cart attributes ──────────────────────────────────────────────────────────────────
/** Hidden (leading underscore) line attribute that marks a free gift line. */
export const GIFT_ATTRIBUTE_KEY = '_isGWP' as const;
export const GIFT_ATTRIBUTE_VALUE = 'true' as const;
/** A product only ever given with a qualifying order (the gift rules), never sold on its own. */
export const GIFT_PRODUCT_TAG = 'gift' as const;
export const PROFESSIONAL_ATTRIBUTE_KEY = 'professional' as const;
/** Hidden cart attribute carrying the affiliate click id into the order. */
export const ATTRIBUTION_ATTRIBUTE_KEY = '_affiliate_click_id' as const;

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

// ── Images ───────────────────────────────────────────────────────────────────────────
export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_SIZES = 'sm:100vw md:80vw lg:1440px' as const;
export const IMAGE_WIDTH_BREAKPOINTS = [50, 100, 150, 180, 320, 480, 640, 900] as const;
export const IMAGE_FALLBACK_WIDTH = 1200 as const;
export const IMAGE_DEFAULT_FIT = 'cover' as const;
export const IMAGE_DEFAULT_FORMAT = 'webp' as const;
export const IMAGE_DEFAULT_LOADING = 'lazy' as const;
/** Widths and heights asked of the optimiser are clamped to 1..IMAGE_MAX_DIMENSION. */
export const IMAGE_MAX_DIMENSION = 2560 as const;
export const IPX_PREFIX = '/_ipx' as const;
/** Image source alias: `/cms/<id>` is the CMS assets path plus the image id. */
export const CMS_IMAGE_ALIAS = '/cms' as const;
/**
 * Longest /_ipx source (after decoding) the optimiser accepts; longer → 414. Real sources (a
 * CMS id, a CDN URL with its query) are far shorter; the bound keeps crafted URLs cheap to refuse.
 */
export const IMAGE_SOURCE_MAX_LENGTH = 2048 as const;

// ── Layout ───────────────────────────────────────────────────────────────────────────
export const DISPLAY_BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 992, xl: 1132, xxl: 1440 } as const;
export const NAV_DRAWER_WIDTH = 256 as const;

// ── Messages (SPEC sections 5 and 8, word for word) ──────────────────────────────────
/** The upstream's sign-in error text that is shown as LOGIN_INCORRECT_MESSAGE. */
export const UNIDENTIFIED_CUSTOMER_ERROR = 'Unidentified customer' as const;
export const LOGIN_INCORRECT_MESSAGE = 'E-mail Address or Password is Incorrect' as const;
export const CART_NOT_FOUND_MESSAGE = 'Cart not found' as const;
/** No route matched (non-fatal 404); the path follows. */
export const PAGE_NOT_FOUND_PREFIX = 'Page not found: ' as const;
/** Route-level validation failed (404); the path follows. */
export const PAGE_VALIDATION_NOT_FOUND_PREFIX = 'Page Not Found: ' as const;
export const REQUEST_SUPERSEDED_MESSAGE =
  'Request aborted as another request to the same endpoint was initiated.' as const;
export const REQUEST_TIMEOUT_MESSAGE = 'Request aborted due to timeout.' as const;
export const PROFESSIONAL_NAME_ERROR = 'Error with professional name' as const;
export const ANALYTICS_INVALID_KEYS_MESSAGE = 'Invalid analytics integration. keys must be strings.' as const;
export const ANALYTICS_NO_KEY_MESSAGE =
  'Invalid analytics integration. No analytics integration key found in NuxtConfig.' as const;

/**
 * A sign-in the upstream accepted but whose user could not be loaded (SPEC section 4: the state
 * resets to signed out): the form says so instead of pretending the customer is signed in.
 */
export const SIGN_IN_NOT_COMPLETED_MESSAGE = 'We could not sign you in just now. Please try again.' as const;
