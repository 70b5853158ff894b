import { createHash } from 'node:crypto';
import type { Cart } from '../../../shared/contract/models';
import { loadCart } from '../carts/cart-store';
import { isGiftFlagged } from '../carts/cart-pricing';
import type { Db } from '../db/open-database';
import { placeholders, sql } from '../db/statements';
import { parseGid, toCents } from '../ids';
import type { Checkout, ShippingMethod } from './checkout-store';
import { freeShippingThresholdCents, shippingMethods, taxRatePercent } from './checkout-store';

// What the shopper is asked to pay, computed from the live cart every time (never stored):
// lines as the cart prices them (gift lines at $0.00), the cart's discount, the chosen
// shipping (free over the threshold or with a free-shipping code), and the state's tax.
// The fingerprint is what "the order you reviewed" means when the order is placed.

export interface ReviewLine {
  variantId: number;
  handle: string;
  title: string;
  variantTitle: string;
  sku: string;
  sellingPlan: string | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
  gift: boolean;
}

export interface ShippingOption extends ShippingMethod {
  cents: number;
}

export interface Review {
  cart: Cart;
  lines: ReviewLine[];
  linesCents: number;
  discountCents: number;
  discountCodes: string[];
  freeShippingCode: string | null;
  thresholdCents: number;
  options: ShippingOption[];
  shipping: ShippingOption | null;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
  /** lines the store can no longer supply in the quantity asked */
  stockProblems: string[];
  /** titles of the lines whose product is no longer sold: no order until they are removed */
  unavailable: string[];
  fingerprint: string;
}

function freeShippingCodeOf(db: Db, cart: Cart): string | null {
  const applied = cart.discountCodes.filter((c) => c.applicable).map((c) => c.code);
  if (applied.length === 0) return null;
  const row = sql(
    db,
    `SELECT code FROM discount_codes WHERE enabled = 1 AND type = 'DiscountCodeFreeShipping' AND code IN (${placeholders(applied.length)})`,
  ).get(...applied) as { code: string } | undefined;
  return row?.code ?? null;
}

function stockProblems(db: Db, lines: ReviewLine[]): string[] {
  const wanted = new Map<number, { title: string; quantity: number }>();
  for (const l of lines) {
    const w = wanted.get(l.variantId);
    wanted.set(l.variantId, { title: `${l.title} (${l.variantTitle})`, quantity: (w?.quantity ?? 0) + l.quantity });
  }
  const problems: string[] = [];
  for (const [id, w] of wanted) {
    const row = sql(db, 'SELECT inventory FROM variants WHERE id = ?').get(id) as { inventory: number } | undefined;
    const left = row?.inventory ?? 0;
    if (left <= 0) problems.push(`${w.title} is sold out: remove it from your cart to continue`);
    else if (left < w.quantity)
      problems.push(`Only ${left} of ${w.title} left (you have ${w.quantity}): change the quantity in your cart`);
  }
  return problems;
}

/** The review of a checkout's cart, or null when the cart is gone (placed, or never existed). */
export function reviewCheckout(db: Db, checkout: Checkout, siteUrl: string, now: Date): Review | null {
  const cart = loadCart(db, checkout.cartId, siteUrl, now);
  if (!cart) return null;
  // A line no longer sold is never ordered: the shopper removes it first (an unavailable gift
  // line, which they cannot remove, is simply left out).
  const unavailable = cart.lineItems
    .filter((l) => l.unavailable && !isGiftFlagged(l.attributes))
    .map((l) => l.product.title);
  const lines: ReviewLine[] = cart.lineItems
    .filter((l) => !l.unavailable)
    .map((l) => ({
      variantId: parseGid('ProductVariant', l.merchandise.id) ?? 0,
      handle: l.product.handle,
      title: l.product.title,
      variantTitle: l.merchandise.title,
      sku: l.merchandise.sku,
      sellingPlan: l.sellingPlan?.name ?? null,
      quantity: l.quantity,
      unitCents: toCents(Number(l.cost.amountPerQuantity.amount)),
      totalCents: toCents(Number(l.cost.totalAmount.amount)),
      gift: isGiftFlagged(l.attributes),
    }));
  const linesCents = lines.reduce((n, l) => n + l.totalCents, 0);
  const discountCents = toCents(Number(cart.cost.discountAmount.amount));
  const goodsCents = linesCents - discountCents;
  const freeShippingCode = freeShippingCodeOf(db, cart);
  const thresholdCents = freeShippingThresholdCents(db);
  const freeByThreshold = goodsCents >= thresholdCents || freeShippingCode !== null;
  const options = shippingMethods(db).map((m) => ({
    ...m,
    cents: m.freeOverThreshold && freeByThreshold ? 0 : m.priceCents,
  }));
  const shipping = options.find((o) => o.id === checkout.shippingMethod) ?? null;
  const rate = checkout.address ? taxRatePercent(db, checkout.address.provinceCode) : 0;
  const taxCents = Math.round((goodsCents * rate) / 100);
  const totalCents = goodsCents + (shipping?.cents ?? 0) + taxCents;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        lines.map((l) => [l.variantId, l.quantity, l.unitCents, l.gift]),
        discountCents,
        shipping?.id ?? null,
        shipping?.cents ?? null,
        taxCents,
        totalCents,
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  return {
    cart,
    lines,
    linesCents,
    discountCents,
    discountCodes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code),
    freeShippingCode,
    thresholdCents,
    options,
    shipping,
    taxRatePercent: rate,
    taxCents,
    totalCents,
    stockProblems: stockProblems(db, lines),
    unavailable,
    fingerprint,
  };
}
