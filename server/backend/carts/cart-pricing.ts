import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../../shared/cart-constants';
import type { GiftRule } from '../../../shared/contract/content-models';
import { activeGiftRules, isRuleEligible } from '../../../shared/rules/gift-rules';
import { amount } from '../ids';

// Money in the cart, in integer cents. The BFF decides which gift lines belong in the cart;
// the backend only prices them, and a flagged line is free only while a live rule grants
// that product, so a hand-made `_isGWP` attribute gets nothing for free.

export interface PricedLineInput {
  id: string;
  handle: string;
  quantity: number;
  priceCents: number;
  planDiscountPercent: number | null;
  attributes: { key: string; value: string }[];
}

export interface DiscountInfo {
  type: string;
  percentage: number | null;
  /** a fixed amount off the order instead of a percentage */
  amountCents?: number | null;
  enabled: boolean;
  /** why an enabled code does not apply to this cart now (discount-eligibility.ts); null: it does */
  refusal?: string | null;
}

export function isGiftFlagged(attributes: { key: string; value: string }[]): boolean {
  return attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE);
}

export function unitCents(line: PricedLineInput): number {
  const pct = line.planDiscountPercent ?? 0;
  return Math.round(line.priceCents * (1 - pct / 100));
}

/** What one line costs: per unit as shown, and in total (the figure every sum uses). */
export interface LinePrice {
  unitCents: number;
  totalCents: number;
}

/**
 * A granted gift line: only ONE unit is free (SPEC section 4 adds a gift at quantity 1); any
 * further unit, however it got there, is charged at the variant's price. Per unit it shows
 * the average, so unit × quantity stays within a few cents of the exact total.
 */
function giftLinePrice(unit: number, quantity: number): LinePrice {
  const totalCents = unit * Math.max(0, quantity - 1);
  return { unitCents: quantity > 0 ? Math.round(totalCents / quantity) : 0, totalCents };
}

/** Price per line id; a gift line's first unit is free while an eligible active rule grants it. */
export function priceLines(lines: PricedLineInput[], rules: GiftRule[], now: Date): Map<string, LinePrice> {
  const units = new Map(lines.map((l) => [l.id, unitCents(l)]));
  const asGiftCart = {
    lineItems: lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      product: { handle: l.handle },
      attributes: l.attributes,
      cost: { totalAmount: { amount: amount((units.get(l.id) ?? 0) * l.quantity) } },
    })),
  };
  const granted = new Set<string>();
  for (const rule of activeGiftRules(rules, now)) {
    if (isRuleEligible(rule, asGiftCart) !== true) continue;
    for (const g of rule.get_products) granted.add(g.products_id.handle);
  }
  return new Map(
    lines.map((l) => {
      const unit = units.get(l.id) ?? 0;
      const gift = isGiftFlagged(l.attributes) && granted.has(l.handle);
      return [l.id, gift ? giftLinePrice(unit, l.quantity) : { unitCents: unit, totalCents: unit * l.quantity }];
    }),
  );
}

/**
 * The codes as shown to the customer, and the percentage off. Percentage codes do not combine:
 * the first one applied counts and a later one does not apply (the BFF takes it out again and
 * says so); free-shipping codes combine with it.
 */
export function evaluateCodes(codes: string[], lookup: (code: string) => DiscountInfo | null) {
  let basic: DiscountInfo | null = null;
  const states = codes.map((code) => {
    const info = lookup(code);
    let applicable = Boolean(info && info.enabled && !info.refusal);
    if (applicable && info?.type === 'DiscountCodeBasic') {
      // an amount-off code is an order discount too: it does not combine with a percentage
      if (basic === null) basic = info;
      else applicable = false;
    }
    return info?.enabled && info.refusal ? { code, applicable, reason: info.refusal } : { code, applicable };
  });
  const chosen = basic as DiscountInfo | null;
  return {
    states,
    bestPercent: chosen && !chosen.amountCents ? (chosen.percentage ?? 0) : 0,
    amountOffCents: chosen?.amountCents ?? 0,
  };
}

/** What the applied order code takes off the lines' total, never more than the total. */
export function orderDiscountCents(linesCents: number, codes: { bestPercent: number; amountOffCents: number }): number {
  if (codes.amountOffCents > 0) return Math.min(codes.amountOffCents, linesCents);
  return Math.round((linesCents * codes.bestPercent) / 100);
}
