import { DISCOUNT_CODE_MESSAGES as M } from '../../../shared/contract/cart-messages';

// Whether a known, enabled code applies to a cart now, and if not why, in the words the cart
// shows: its dates (start inclusive, end exclusive), the minimum subtotal (the lines before any
// code), the uses in total and by this customer (orders that carry it, cancelled ones aside).
// Pure, so the cart, the checkout and the tests read one rule.

export interface CodeTerms {
  code: string;
  startsAt: string | null;
  endsAt: string | null;
  minSubtotalCents: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export interface CodeUse {
  now: Date;
  subtotalCents: number;
  timesUsed: number;
  /** null when the cart has no customer or e-mail yet: checked again at checkout */
  usedByCustomer: number | null;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** MM/DD/YYYY, the shop's date format, of the UTC day. */
export function shopDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** The last day a code ending at `endsAt` (exclusive, midnight UTC) can be used. */
function lastDay(endsAt: string): string {
  return new Date(Date.parse(endsAt) - 1).toISOString();
}

export function codeRefusal(terms: CodeTerms, use: CodeUse): string | null {
  const now = use.now.toISOString();
  if (terms.startsAt && now < terms.startsAt) return M.notStarted(terms.code, shopDate(terms.startsAt));
  if (terms.endsAt && now >= terms.endsAt) return M.ended(terms.code, shopDate(lastDay(terms.endsAt)));
  if (terms.usageLimit !== null && use.timesUsed >= terms.usageLimit) return M.usedUp(terms.code);
  if (terms.perCustomerLimit !== null && use.usedByCustomer !== null && use.usedByCustomer >= terms.perCustomerLimit)
    return M.usedByYou(terms.code);
  if (use.subtotalCents < terms.minSubtotalCents)
    return M.belowMinimum(terms.code, money(terms.minSubtotalCents), money(terms.minSubtotalCents - use.subtotalCents));
  return null;
}
