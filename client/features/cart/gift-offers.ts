import type { GiftRule } from '../../../shared/contract/content-models';
import type { Cart } from '../../../shared/contract/models';
import { formatMoney } from '../../../shared/format/money';
import {
  activeGiftRules,
  isGiftLine,
  isRuleEligible,
  subtotalCentsExcludingGifts,
} from '../../../shared/rules/gift-rules';

// The gift offers running now, as the cart tells them: each rule's own summary (worked out by
// the content service from the rule as it is, never a sentence typed beside it) and where this
// cart stands. Measured the way the gift rules are applied (SPEC section 4): the products'
// total before discount codes, gift lines left out.

export const GIFT_OFFER_MESSAGES = {
  inCart: 'Your free gift is in your cart.',
  /** eligible, yet the gift line is not there (its stock ran out, say) */
  qualifies: 'Your order qualifies for this gift.',
  away: (amount: string) => `Add ${amount} more to get it.`,
} as const;

export interface GiftOffer {
  handle: string;
  summary: string;
  /** where the cart stands; null for a "buy this product" rule not met (the summary says what to do) */
  status: string | null;
  reached: boolean;
}

export function giftOffers(rules: readonly GiftRule[], cart: Cart, now: Date): GiftOffer[] {
  return activeGiftRules(rules, now).flatMap((rule): GiftOffer[] => {
    const reached = isRuleEligible(rule, cart);
    if (reached === null) return [];
    const summary = rule.summary ?? rule.title;
    if (reached) {
      const gifts = new Set(rule.get_products.map((p) => p.products_id.handle));
      const inCart = cart.lineItems.some((l) => isGiftLine(l) && gifts.has(l.product.handle));
      return [
        {
          handle: rule.handle,
          summary,
          status: inCart ? GIFT_OFFER_MESSAGES.inCart : GIFT_OFFER_MESSAGES.qualifies,
          reached,
        },
      ];
    }
    if (rule.buy_trigger !== 'buy_total') return [{ handle: rule.handle, summary, status: null, reached }];
    const missing = Math.round(Number(rule.buy_total) * 100) - subtotalCentsExcludingGifts(cart);
    return [{ handle: rule.handle, summary, status: GIFT_OFFER_MESSAGES.away(formatMoney(missing / 100)), reached }];
  });
}
