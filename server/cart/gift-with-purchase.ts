import { isEmptyPlan, planGiftChanges } from '../../shared/rules/gift-rules';
import type { AfterCartChange } from '../api/call-context';

// SPEC section 4 "Gift with purchase", enforced by the BFF after every cart change so it
// holds whatever the client does. The rules come through the request's own client; their
// contract entry says how long the one public cache of server/upstream may share them.

export function createGiftWithPurchase(now: () => Date = () => new Date()): AfterCartChange {
  return async (cart, { client }) => {
    const { discounts } = await client.call('get-discounts', {});
    const plan = planGiftChanges(discounts, cart, now());
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
