import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE, GIFT_GET_TRIGGER, GIFT_QUANTITY } from '../cart-constants';

// Gift with purchase (SPEC section 4). Pure: given the CMS rules, the cart and the time,
// says which gift lines to add and which to remove; the BFF runs it after every cart change.
// Input types are structural and minimal so the contract's richer shapes fit them as they are.

interface HandleRef {
  readonly handle: string;
}
interface GiftProductRef extends HandleRef {
  readonly variants?: readonly { readonly admin_graphql_api_id?: string | null }[] | null;
}

export interface GiftRule {
  readonly handle?: string | null;
  readonly enabled: boolean | null;
  readonly start_date: string | null;
  readonly end_date: string | null;
  readonly buy_trigger: string | null;
  readonly get_trigger: string | null;
  readonly buy_total?: string | number | null;
  /** CMS junction rows; a null products_id is a relation whose product was deleted. */
  readonly buy_products?: readonly { readonly products_id: HandleRef | null }[] | null;
  readonly get_products?: readonly { readonly products_id: GiftProductRef | null }[] | null;
}

export interface GiftCartLine {
  readonly id: string;
  readonly quantity: number;
  readonly product: HandleRef;
  readonly attributes?: readonly { readonly key: string; readonly value?: string | null }[] | null;
  readonly cost: { readonly totalAmount: { readonly amount: string } };
  /** the product is no longer sold: the line counts toward no rule */
  readonly unavailable?: boolean;
}

export interface GiftCart {
  readonly lineItems: readonly GiftCartLine[];
}

export interface GiftLineInput {
  variantId: string;
  quantity: number;
  customAttributes: { key: string; value: string }[];
}

export interface GiftPlan {
  add: GiftLineInput[];
  /** Cart line ids. */
  remove: string[];
}

export function isGiftLine(line: GiftCartLine): boolean {
  return (line.attributes ?? []).some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE);
}

function giftProducts(rule: GiftRule): GiftProductRef[] {
  return (rule.get_products ?? []).flatMap((p) => (p.products_id ? [p.products_id] : []));
}

/** A date bound; undefined when the text is not a date (the rule is then never active). */
function bound(text: string | null): number | null | undefined {
  if (text === null || text === '') return null;
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

/** Enabled, now within [start, end) with null meaning open, and at least one gift product. */
export function isRuleActive(rule: GiftRule, now: Date): boolean {
  if (rule.enabled !== true) return false;
  const start = bound(rule.start_date);
  const end = bound(rule.end_date);
  if (start === undefined || end === undefined) return false;
  const t = now.getTime();
  if (start !== null && t < start) return false;
  if (end !== null && t >= end) return false;
  return giftProducts(rule).length > 0;
}

export function activeGiftRules<R extends GiftRule>(rules: readonly R[], now: Date): R[] {
  return rules.filter((r) => isRuleActive(r, now));
}

/** Sum of the non-gift lines in cents, so thresholds compare without float drift. */
export function subtotalCentsExcludingGifts(cart: GiftCart): number {
  return cart.lineItems
    .filter((l) => !isGiftLine(l))
    .reduce((sum, l) => sum + Math.round((Number(l.cost.totalAmount.amount) || 0) * 100), 0);
}

/** Whether the buy side of the rule holds; null for a trigger this code does not know. */
export function isRuleEligible(rule: GiftRule, cart: GiftCart): boolean | null {
  if (rule.buy_trigger === 'buy_total') {
    const threshold = Number(rule.buy_total);
    if (
      rule.buy_total === null ||
      rule.buy_total === undefined ||
      rule.buy_total === '' ||
      !Number.isFinite(threshold)
    ) {
      return false;
    }
    return Math.round(threshold * 100) <= subtotalCentsExcludingGifts(cart);
  }
  if (rule.buy_trigger === 'buy_qty') {
    const wanted = new Set((rule.buy_products ?? []).flatMap((p) => (p.products_id ? [p.products_id.handle] : [])));
    return cart.lineItems.some((l) => !isGiftLine(l) && !l.unavailable && wanted.has(l.product.handle));
  }
  return null;
}

/**
 * The add/remove plan. Gift products are matched on gift-flagged lines only: a customer who
 * also bought the gift product at full price keeps that line, and is still given the gift.
 * A gift kept by one eligible rule is never removed because another rule is ineligible, and
 * a gift shared by two eligible rules is added once.
 */
export function planGiftChanges(rules: readonly GiftRule[], cart: GiftCart, now: Date): GiftPlan {
  const giftLines = cart.lineItems.filter(isGiftLine);
  const keep = new Set<string>();
  const drop = new Set<string>();
  const add: GiftLineInput[] = [];

  for (const rule of activeGiftRules(rules, now)) {
    const eligible = isRuleEligible(rule, cart);
    if (eligible === null) continue;
    for (const product of giftProducts(rule)) {
      if (!eligible) {
        drop.add(product.handle);
        continue;
      }
      if (rule.get_trigger !== GIFT_GET_TRIGGER || keep.has(product.handle)) continue;
      keep.add(product.handle);
      if (giftLines.some((l) => l.product.handle === product.handle)) continue;
      const variantId = product.variants?.[0]?.admin_graphql_api_id;
      if (!variantId) continue;
      add.push({
        variantId,
        quantity: GIFT_QUANTITY,
        customAttributes: [{ key: GIFT_ATTRIBUTE_KEY, value: GIFT_ATTRIBUTE_VALUE }],
      });
    }
  }

  const remove = giftLines.filter((l) => drop.has(l.product.handle) && !keep.has(l.product.handle)).map((l) => l.id);
  return { add, remove };
}

export function isEmptyPlan(plan: GiftPlan): boolean {
  return plan.add.length === 0 && plan.remove.length === 0;
}
