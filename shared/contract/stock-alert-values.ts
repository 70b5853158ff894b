// "Email me when it's back": the plain values of its contract, apart from the zod schemas
// (stock-alert.ts re-exports them), so the product page names them without loading zod.

/** The consent box's refusal, worded as the newsletter's. */
export const STOCK_ALERT_CONSENT_MESSAGE = 'must be ticked to get the e-mail';

export const STOCK_ALERT_MESSAGES = {
  /** a visitor: the same words whatever the address (known, pending, already waiting) */
  checkInbox: 'Thank you! Check your inbox: we sent you a link to confirm the alert.',
  /** a signed-in customer's one click */
  subscribed: 'Done: we will e-mail you once, when this size is back in stock.',
  unknownSize: 'That size is not in the shop.',
  inStock: 'This size is in stock again: add it to your cart.',
  confirmed: 'Confirmed: we will e-mail you once, when this size is back in stock.',
  linkInvalid: 'This confirmation link is invalid, used or has expired. Ask for the alert again on the product page.',
  unsubscribed: 'Done: this address gets no more stock alerts.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.',
  removed: 'Alert removed.',
} as const;

/** The product page's form intent (its route action answers both the review form and this one). */
export const STOCK_ALERT_INTENT = 'stock-alert';
/** The product page's query parameter naming the size shown. */
export const VARIANT_PARAM = 'variant';
/** After a form posted without JavaScript: `?alert=…` says which message to show. */
export const STOCK_ALERT_NOTICE_PARAM = 'alert';
export const STOCK_ALERT_NOTICES = { sent: 'checkInbox', on: 'subscribed' } as const;
export type StockAlertNotice = keyof typeof STOCK_ALERT_NOTICES;
