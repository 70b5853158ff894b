import type { GiftRule } from '../../shared/rules/gift-rules';
import { isEmptyPlan, planGiftChanges } from '../../shared/rules/gift-rules';
import type { AfterCartChange } from './call-context.server';

// SPEC section 4 "Gift with purchase", enforced by the BFF after every cart change so it
// holds whatever the client does. Rules are public CMS data: cached briefly in memory.
const RULES_TTL_MS = 60_000;

export function createGiftWithPurchase(now: () => Date = () => new Date()): AfterCartChange {
  let cached: { rules: GiftRule[]; at: number } | null = null;
  return async (cart, { client }) => {
    if (!cached || Date.now() - cached.at > RULES_TTL_MS) {
      cached = { rules: (await client.call('get-discounts', {})).discounts, at: Date.now() };
    }
    const plan = planGiftChanges(cached.rules, cart, now());
    if (isEmptyPlan(plan)) return cart;
    let next = cart;
    if (plan.remove.length > 0) {
      next = (await client.call('remove-cart-line-items', { cartId: cart.id, lineItemIds: plan.remove })).cart ?? next;
    }
    if (plan.add.length > 0) {
      next = (await client.call('add-cart-line-items', { cartId: cart.id, lineItems: plan.add })).cart ?? next;
    }
    return next;
  };
}
