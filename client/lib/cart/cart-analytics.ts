import { CHECKOUT_EVENT } from '../../../shared/constants';
import type { CartAction } from '../../../shared/contract/cart-action';
import type { Cart, CartLine } from '../../../shared/contract/models';
import { isGiftLine } from '../../../shared/rules/gift-rules';
import { track, trackShop, type EventFields } from '../analytics/analytics';
import { cartLineItem, type AnalyticsItem } from '../analytics/analytics-items';

// What a settled cart change reports: read from the action and the carts before and
// after it, so an event says what really changed (a quantity from 2 to 5 adds 3). Gift lines are
// the shop's doing, never the shopper's, so they are left out.

export type CartReport =
  | { kind: 'shop'; event: 'add_to_cart' | 'remove_from_cart'; items: AnalyticsItem[] }
  | { kind: 'coupon'; fields: EventFields['coupon'] };

const chosen = (lines: readonly CartLine[]) => lines.filter((l) => !isGiftLine(l));
const lineById = (cart: Cart | null, id: string) => cart?.lineItems.find((l) => l.id === id);

/** The reports of one settled change; none when nothing the shopper chose changed. */
export function cartChangeReports(action: CartAction, before: Cart | null, after: Cart | null): CartReport[] {
  switch (action.intent) {
    case 'add': {
      const line = chosen(after?.lineItems ?? []).find((l) => l.merchandise.id === action.variantId);
      return line ? [{ kind: 'shop', event: 'add_to_cart', items: [cartLineItem(line, action.quantity)] }] : [];
    }
    case 'add-lines': {
      // Every product added, in one event: a size named twice was added once.
      const sizes = new Set(action.lines.map((l) => l.variantId));
      const lines = chosen(after?.lineItems ?? []).filter((l) => sizes.has(l.merchandise.id));
      const seen = new Set<string>();
      const items = lines.filter((l) => !seen.has(l.merchandise.id) && seen.add(l.merchandise.id));
      return items.length > 0
        ? [{ kind: 'shop', event: 'add_to_cart', items: items.map((l) => cartLineItem(l, 1)) }]
        : [];
    }
    case 'quantity': {
      const old = lineById(before, action.lineId);
      if (!old || isGiftLine(old)) return [];
      const delta = action.quantity - old.quantity;
      if (delta === 0) return [];
      return [
        {
          kind: 'shop',
          event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
          items: [cartLineItem(old, Math.abs(delta))],
        },
      ];
    }
    case 'remove': {
      const old = lineById(before, action.lineId);
      return old && !isGiftLine(old) ? [{ kind: 'shop', event: 'remove_from_cart', items: [cartLineItem(old)] }] : [];
    }
    case 'clear': {
      const lines = chosen(before?.lineItems ?? []);
      return lines.length > 0
        ? [{ kind: 'shop', event: 'remove_from_cart', items: lines.map((l) => cartLineItem(l)) }]
        : [];
    }
    case 'apply-code': {
      const code = action.code.toUpperCase();
      const state = after?.discountCodes.find((d) => d.code.toUpperCase() === code);
      const status = state === undefined ? 'rejected' : state.applicable ? 'applied' : 'not applicable';
      return [{ kind: 'coupon', fields: { coupon: action.code, coupon_action: 'apply', coupon_status: status } }];
    }
    case 'remove-code':
      return [{ kind: 'coupon', fields: { coupon: action.code, coupon_action: 'remove', coupon_status: 'removed' } }];
    case 'note':
    case 'professional':
    case 'attribution':
      return [];
  }
}

/** A code the BFF refused (unknown, expired): the coupon event still tells what was tried. */
export function refusedCodeReport(action: CartAction): CartReport[] {
  return action.intent === 'apply-code'
    ? [{ kind: 'coupon', fields: { coupon: action.code, coupon_action: 'apply', coupon_status: 'rejected' } }]
    : [];
}

export function sendCartReports(reports: readonly CartReport[]): void {
  for (const r of reports) {
    if (r.kind === 'shop') trackShop(r.event, { items: r.items });
    else track('coupon', r.fields);
  }
}

/** The cart as a whole (view_cart, begin_checkout): the chosen lines at what the cart charges. */
function cartEcommerce(cart: Cart) {
  const codes = cart.discountCodes.filter((d) => d.applicable).map((d) => d.code);
  return {
    items: chosen(cart.lineItems).map((l) => cartLineItem(l)),
    value: Number(cart.cost.totalAmount.amount),
    ...(codes.length > 0 && { coupon: codes.join(',') }),
  };
}

export function trackCartView(cart: Cart | null): void {
  if (cart && chosen(cart.lineItems).length > 0) trackShop('view_cart', cartEcommerce(cart));
}

export function trackBeginCheckout(cart: Cart): void {
  trackShop(CHECKOUT_EVENT, cartEcommerce(cart));
}
