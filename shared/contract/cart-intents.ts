import { CART_PATH } from '../routes/paths';

// The cart action's names, without its schema (cart-action.ts): the browser's cart forms render
// with these on every product page, and zod arrives only when a form is submitted.

/** Where cart forms post: the cart page's path (a POST there is the cart action, not a page). */
export const CART_ACTION_PATH = CART_PATH;

/** The hidden field naming what the form does. */
export const CART_INTENT_FIELD = 'intent';

/** What the shopper's cart forms do. */
export const SHOPPER_CART_INTENTS = [
  'add',
  'add-lines',
  'quantity',
  'remove',
  'apply-code',
  'remove-code',
  'note',
  'clear',
] as const;

/**
 * Every intent: the shopper's, then two the page makes itself: 'professional' puts the
 * signed-in customer's chosen professional (from their account) on the cart, 'attribution'
 * brings the cart's click id in line with the attribution cookie (cleared when consent is withdrawn).
 */
export const CART_INTENTS = [...SHOPPER_CART_INTENTS, 'professional', 'attribution'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/**
 * The cart forms' fields as a shopper knows them, for a refusal shown above the page (a form
 * posted without JavaScript): 'Quantity: must be at most 99.', not 'lineItems.0.quantity: …'.
 */
export const CART_FIELD_LABELS: Readonly<Record<string, string>> = {
  [CART_INTENT_FIELD]: 'Cart action',
  variantId: 'Size',
  sellingPlanId: 'Purchase option',
  lines: 'Products',
  subscribe: 'Subscribe & save',
  lineId: 'Cart line',
  quantity: 'Quantity',
  code: 'Discount code',
  note: 'Order note',
};

/** Most products one 'add-lines' brings: a whole routine, morning and evening, with room. */
export const MAX_ADD_LINES = 20;
/** Between lines of the 'add-lines' field, and between a line's size and its subscription plan. */
export const LINES_SEPARATOR = ',';
export const PLAN_SEPARATOR = '|';

/** A form's value of the 'add-lines' field: one unit of each size, with the plan it would subscribe on. */
export function linesFieldValue(lines: readonly { variantId: string; sellingPlanId?: string | null }[]): string {
  return lines
    .map((l) => (l.sellingPlanId ? `${l.variantId}${PLAN_SEPARATOR}${l.sellingPlanId}` : l.variantId))
    .join(LINES_SEPARATOR);
}
