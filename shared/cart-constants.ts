// SPEC section 9's cart constants, named once: quantities, discount types, the gift and the
// line and cart attributes. Imported by server, client and shared rules alike.

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
