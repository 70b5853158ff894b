import type { CartAction } from '../../../shared/contract/cart-action';
import type { Cart, CartLine, Image, SellingPlan } from '../../../shared/contract/models';
import { toAmount } from '../../../shared/format/money';
import { normalizeCode } from '../../../shared/rules/discount-codes';
import { PROVISIONAL_CART_ID, PROVISIONAL_LINE_PREFIX } from './cart-query';

// What the cart looks like the moment a shopper acts, before the BFF answers: the enhanced
// cart forms show this at once, and the settled cart replaces it (or the snapshot comes back
// on failure). Only what the shopper asked for changes; the BFF's own work (gift lines, which
// codes apply) shows when its answer arrives.

/** What the page knows about a product it adds, to draw its provisional line. */
export interface ProvisionalProduct {
  product: { id: string; handle: string; title: string; image: Image | null };
  /** `sku` when the page has it: a card's list leaves it out (no line shows it; the settled cart brings it). */
  variant: { id: string; sku?: string; title: string; price: number; compareAtPrice: number | null };
  sellingPlan: SellingPlan | null;
  /** the unit price after the selling plan's discount, as the cart will price it */
  unitPrice: number;
}

const cents = (amount: string | number): number => Math.round((toAmount(amount) ?? 0) * 100);
const money = (c: number) => ({ amount: (c / 100).toFixed(2), currencyCode: 'USD' as const });

function provisionalLine(p: ProvisionalProduct, quantity: number): CartLine {
  const unit = Math.round(p.unitPrice * 100);
  return {
    id: `${PROVISIONAL_LINE_PREFIX}${p.variant.id}:${p.sellingPlan?.id ?? ''}`,
    quantity,
    merchandise: { sku: '', ...p.variant },
    product: { ...p.product },
    attributes: [],
    sellingPlan: p.sellingPlan,
    cost: { amountPerQuantity: money(unit), totalAmount: money(unit * quantity) },
  };
}

/** A line at a new quantity, its total following its unit price. */
function withQuantity(line: CartLine, quantity: number): CartLine {
  return {
    ...line,
    quantity,
    cost: { ...line.cost, totalAmount: money(cents(line.cost.amountPerQuantity.amount) * quantity) },
  };
}

function emptyCart(): Cart {
  const now = new Date(0).toISOString();
  return {
    id: PROVISIONAL_CART_ID,
    checkoutUrl: '',
    createdAt: now,
    updatedAt: now,
    lineItems: [],
    totalQuantity: 0,
    attributes: [],
    buyerIdentity: { email: null, phone: null, countryCode: 'US', customer: null, deliveryAddressPreferences: null },
    note: '',
    discountCodes: [],
    cost: { subtotalAmount: money(0), totalAmount: money(0), discountAmount: money(0) },
    currencyCode: 'USD',
  };
}

/**
 * The cart with new lines, its count and totals recomputed: the discount keeps its share of the
 * items (percentage codes scale with them) until the BFF prices it exactly.
 */
function withLines(cart: Cart, lineItems: CartLine[], discountCodes = cart.discountCodes): Cart {
  const itemsBefore = cart.lineItems.reduce((sum, l) => sum + cents(l.cost.totalAmount.amount), 0);
  const items = lineItems.reduce((sum, l) => sum + cents(l.cost.totalAmount.amount), 0);
  const discountBefore = cents(cart.cost.discountAmount.amount);
  const discount =
    discountCodes.some((d) => d.applicable) && itemsBefore > 0
      ? Math.min(items, Math.round((discountBefore * items) / itemsBefore))
      : 0;
  const subtotal = items - discount;
  return {
    ...cart,
    lineItems,
    discountCodes,
    totalQuantity: lineItems.reduce((sum, l) => sum + l.quantity, 0),
    cost: { subtotalAmount: money(subtotal), totalAmount: money(subtotal), discountAmount: money(discount) },
  };
}

function addLine(
  cart: Cart,
  action: Extract<CartAction, { intent: 'add' }>,
  provisional: ProvisionalProduct | undefined,
): Cart {
  const planId = action.sellingPlanId ?? null;
  // A gift line of the same variant is the BFF's: the shopper's units go to a line of their own.
  const same = (l: CartLine) =>
    l.merchandise.id === action.variantId && (l.sellingPlan?.id ?? null) === planId && l.attributes.length === 0;
  const existing = cart.lineItems.find(same);
  if (existing)
    return withLines(
      cart,
      cart.lineItems.map((l) => (l === existing ? withQuantity(l, l.quantity + action.quantity) : l)),
    );
  if (!provisional || provisional.variant.id !== action.variantId) return cart;
  return withLines(cart, [...cart.lineItems, provisionalLine(provisional, action.quantity)]);
}

/**
 * A cart snapshot with the shopper's action applied, as the page should show it at once.
 * `provisional` draws a line the cart does not have yet (add); null stays null unless a line
 * is added (the BFF creates the cart with it).
 */
export function applyCartAction(cart: Cart | null, action: CartAction, provisional?: ProvisionalProduct): Cart | null {
  if (action.intent === 'add') {
    const next = addLine(cart ?? emptyCart(), action, provisional);
    return next.lineItems.length === 0 ? cart : next;
  }
  if (!cart) return cart;
  switch (action.intent) {
    case 'quantity':
      return withLines(
        cart,
        action.quantity === 0
          ? cart.lineItems.filter((l) => l.id !== action.lineId)
          : cart.lineItems.map((l) => (l.id === action.lineId ? withQuantity(l, action.quantity) : l)),
      );
    case 'remove':
      return withLines(
        cart,
        cart.lineItems.filter((l) => l.id !== action.lineId),
      );
    case 'remove-code': {
      const code = normalizeCode(action.code);
      return withLines(
        cart,
        cart.lineItems,
        cart.discountCodes.filter((d) => normalizeCode(d.code) !== code),
      );
    }
    case 'note':
      return { ...cart, note: action.note };
    case 'clear':
      return withLines(cart, [], []);
    // Whether a code applies, and what it takes off, only the cart knows: the form shows it pending.
    // The page's own intents set attributes from what only the BFF reads (the account, a cookie).
    // Several new lines (add-lines): the cart that comes back draws them (the button shows it pending).
    case 'add-lines':
    case 'apply-code':
    case 'professional':
    case 'attribution':
      return cart;
  }
}
