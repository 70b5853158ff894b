import { CART_PATH } from '../routes/route-table';

// The cart action's names, without its schema (cart-action.ts): the browser's cart forms render
// with these on every product page, and zod arrives only when a form is submitted.

/** Where cart forms post: the cart page's path (a POST there is the cart action, not a page). */
export const CART_ACTION_PATH = CART_PATH;

/** The hidden field naming what the form does. */
export const CART_INTENT_FIELD = 'intent';

export const CART_INTENTS = ['add', 'quantity', 'remove', 'apply-code', 'remove-code', 'note', 'clear'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];
