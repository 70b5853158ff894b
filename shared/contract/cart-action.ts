import { z } from 'zod';
import { DEFAULT_LINE_QUANTITY, MAX_LINE_QUANTITY } from '../cart-constants';
import {
  CART_INTENT_FIELD,
  LINES_SEPARATOR,
  MAX_ADD_LINES,
  PLAN_SEPARATOR,
  SHOPPER_CART_INTENTS,
} from './cart-intents';
import { CART_MESSAGES } from './cart-messages';
import { Id } from './fields';
import { Cart } from './models';

// The cart action (ARCHITECTURE "Forms are forms"): every change a shopper makes to
// the cart (add, quantity, remove, discount code, note, clear) is one POST to the BFF at the
// cart page's own path with an `intent` field.
//  - A <form method="post" action="/cart"> (urlencoded, JavaScript off) is answered 303 back to
//    `returnTo` (a same-site path; the cart page when absent or refused), with the outcome as
//    a one-time notice the next page shows.
//  - A JSON request (the enhanced form, JavaScript on) is answered with the settled cart and
//    the notice, or `{ error, field }` with the status, like /api.
// The same schema validates both, so form fields arrive as strings and are coerced here.

export {
  CART_ACTION_PATH,
  CART_INTENT_FIELD,
  CART_INTENTS,
  linesFieldValue,
  MAX_ADD_LINES,
  type CartIntent,
} from './cart-intents';

/** A form field is a string; '' means not given. */
const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);

/**
 * A form field's decimal number ('2', ' 3 ', '1.5', '-1') as a number, for the checks to name
 * what is wrong with it; anything else stays as it is and is no number: not a blank, '0x10' or
 * '1e2', nor JSON's null, false, [] or "2" in an array (zod's coercion read those as 0, 16, 100
 * and 2, and a quantity of 0 removes the line).
 */
const decimalText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d{1,9}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v);
const quantity = (min: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(min, `must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

/**
 * An add's quantity; '' (an emptied input) is the default quantity. The `.default()` beside it
 * covers only a missing field: a preprocess's '' → undefined would reach the number as NaN.
 */
const LineQuantity = z.preprocess((v) => (v === '' ? DEFAULT_LINE_QUANTITY : decimalText(v)), quantity(1));
/** On a cart line, 0 removes the line (the − button of a quantity of 1). */
const NewQuantity = z.preprocess((v) => decimalText(emptyAsMissing(v)), quantity(0));
const Code = z.string().trim().min(1, CART_MESSAGES.codeEmpty).max(50);

/** The lines of a form's one text field ('size|plan,size,…') as objects; anything else is left for the checks. */
const linesText = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(LINES_SEPARATOR)
        .filter((part) => part.trim() !== '')
        .map((part) => {
          const [variantId, sellingPlanId] = part.split(PLAN_SEPARATOR);
          return sellingPlanId ? { variantId, sellingPlanId } : { variantId };
        })
    : v;
const AddLines = z.preprocess(
  linesText,
  z
    .array(z.strictObject({ variantId: Id, sellingPlanId: Id.optional() }), { error: 'must list the products to add' })
    .min(1, 'must list the products to add')
    .max(MAX_ADD_LINES, `must list at most ${MAX_ADD_LINES} products`),
);
/** A ticked checkbox is posted ('on'); JSON may say true. */
const Ticked = z.preprocess((v) => v === 'on' || v === 'yes' || v === true, z.boolean());

export const CartAction = z.discriminatedUnion(
  CART_INTENT_FIELD,
  [
    z.strictObject({
      intent: z.literal('add'),
      variantId: Id,
      quantity: LineQuantity.default(DEFAULT_LINE_QUANTITY),
      /** A subscription plan; '' or absent is a one-time purchase. */
      sellingPlanId: z.preprocess(emptyAsMissing, Id.optional()),
    }),
    /**
     * Several products in one cart change (a whole routine): one unit of each size, a size named
     * twice added once; with `subscribe` each line that names a plan is bought on it.
     */
    z.strictObject({ intent: z.literal('add-lines'), lines: AddLines, subscribe: Ticked }),
    z.strictObject({ intent: z.literal('quantity'), lineId: Id, quantity: NewQuantity }),
    z.strictObject({ intent: z.literal('remove'), lineId: Id }),
    z.strictObject({ intent: z.literal('apply-code'), code: Code }),
    z.strictObject({ intent: z.literal('remove-code'), code: Code }),
    z.strictObject({ intent: z.literal('note'), note: z.string().max(1000) }),
    /** Every line removed and the discount codes reset to none (SPEC section 4, Cart). */
    z.strictObject({ intent: z.literal('clear') }),
    /** The signed-in customer's chosen professional, as their account has it, on the cart (SPEC section 4). */
    z.strictObject({ intent: z.literal('professional') }),
    /** The cart's click id in line with the attribution cookie: gone when the cookie is (SPEC section 4, Attribution). */
    z.strictObject({ intent: z.literal('attribution') }),
    // A form names one of the shopper's intents; the page's own are not the shopper's to choose.
  ],
  { error: `must be one of ${SHOPPER_CART_INTENTS.join(', ')}` },
);
export type CartAction = z.output<typeof CartAction>;

/** A notice to show after a cart action: `status` is read out politely, `error` is an alert. */
export const CartNotice = z.object({
  kind: z.enum(['status', 'error']),
  text: z.string().max(500),
  /** The form field the error belongs to ('code', 'quantity', …), when it is one. */
  field: z.string().max(50).optional(),
  /** What was typed in that field, for the page to put back (a refused discount code). */
  value: z.string().max(50).optional(),
});
export type CartNotice = z.infer<typeof CartNotice>;

/** The JSON answer to a successful cart action. */
export const CartActionAnswer = z.object({ cart: Cart.nullable(), notice: CartNotice });
export type CartActionAnswer = z.infer<typeof CartActionAnswer>;

/** The JSON answer to a refused or failed cart action (any 4xx/5xx status). */
export const CartActionFailure = z.object({ error: z.string(), field: z.string().optional() });
export type CartActionFailure = z.infer<typeof CartActionFailure>;
