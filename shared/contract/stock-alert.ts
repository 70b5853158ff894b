import { z } from 'zod';
import { defineCall, FRESH_READ } from './define';
import { Email, Id } from './fields';
import { UnsubscribeSignature } from './newsletter';
import { STOCK_ALERT_CONSENT_MESSAGE } from './stock-alert-values';

// "Email me when it's back" on a sold-out size, service 'ecom'. A signed-in customer's alert is
// for their own address and counts at once; a visitor's waits for the confirmation link mailed
// to the address (double opt-in, as the newsletter), and the answer is the same whatever the
// address. When the size is restocked each confirmed alert gets one mail, then is gone.

export {
  STOCK_ALERT_CONSENT_MESSAGE,
  STOCK_ALERT_INTENT,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_NOTICE_PARAM,
  STOCK_ALERT_NOTICES,
  VARIANT_PARAM,
  type StockAlertNotice,
} from './stock-alert-values';

/** A signed-in customer sends the size alone; a visitor the address and the ticked consent. */
export const StockAlertSubscribe = z.strictObject({
  variantId: Id,
  email: Email.optional(),
  consent: z.literal(true, { error: STOCK_ALERT_CONSENT_MESSAGE }).optional(),
});
export type StockAlertSubscribe = z.input<typeof StockAlertSubscribe>;

/** The confirmation link's secret (`/back-in-stock/confirm?token=…`). */
export const StockAlertToken = z
  .string()
  .trim()
  .min(16, 'must be a confirmation token')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a confirmation token');

export const StockAlert = z.object({
  id: z.string(),
  handle: z.string(),
  productTitle: z.string(),
  variantId: z.string(),
  variantTitle: z.string(),
  /** ISO time it was asked for */
  createdAt: z.string(),
  /** the size is on sale again (its mail is on its way in a later batch) */
  inStock: z.boolean(),
});
export type StockAlert = z.infer<typeof StockAlert>;

export const stockAlertCalls = {
  /** `pending` is true for a visitor (a confirmation mail is on its way, or nothing: same answer) */
  'stock-alert-subscribe': defineCall(
    'ecom',
    'stock-alert-subscribe',
    StockAlertSubscribe,
    z.object({ ok: z.literal(true), pending: z.boolean() }),
    'optional-header',
  ),
  /** confirmed is false for an unknown, used or expired link; handle names the product */
  'stock-alert-confirm': defineCall(
    'ecom',
    'stock-alert-confirm',
    z.strictObject({ token: StockAlertToken }),
    z.object({ confirmed: z.boolean(), handle: z.string().nullable() }),
  ),
  /** every waiting alert of the address ends; unsubscribed is false only for a link not signed */
  'stock-alert-unsubscribe': defineCall(
    'ecom',
    'stock-alert-unsubscribe',
    z.strictObject({ email: Email, signature: UnsubscribeSignature }),
    z.object({ unsubscribed: z.boolean() }),
  ),
  /** the signed-in customer's waiting alerts, oldest first */
  'stock-alerts': defineCall(
    'ecom',
    'stock-alerts',
    z.strictObject({}),
    z.object({ alerts: z.array(StockAlert) }),
    'header',
    FRESH_READ,
  ),
  /** removed is false when the alert is not (or no longer) the customer's */
  'stock-alert-remove': defineCall(
    'ecom',
    'stock-alert-remove',
    z.strictObject({ id: Id }),
    z.object({ removed: z.boolean() }),
    'header',
  ),
} as const;
