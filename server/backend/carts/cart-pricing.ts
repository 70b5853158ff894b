import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../../shared/constants';
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
  enabled: boolean;
}

export function isGiftFlagged(attributes: { key: string; value: string }[]): boolean {
  return attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE);
}

export function unitCents(line: PricedLineInput): number {
  const pct = line.planDiscountPercent ?? 0;
  return Math.round(line.priceCents * (1 - pct / 100));
}

/** Unit price per line id, gift lines at 0 when an eligible active rule grants them. */
export function priceLines(lines: PricedLineInput[], rules: GiftRule[], now: Date): Map<string, number> {
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
  for (const l of lines) {
    if (isGiftFlagged(l.attributes) && granted.has(l.handle)) units.set(l.id, 0);
  }
  return units;
}

/** The codes as shown to the customer, and the best percentage among those that apply. */
export function evaluateCodes(codes: string[], lookup: (code: string) => DiscountInfo | null) {
  let bestPercent = 0;
  const states = codes.map((code) => {
    const info = lookup(code);
    const applicable = Boolean(info && info.enabled);
    if (applicable && info?.type === 'DiscountCodeBasic') bestPercent = Math.max(bestPercent, info.percentage ?? 0);
    return { code, applicable };
  });
  return { states, bestPercent };
}
