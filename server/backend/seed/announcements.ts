import { dollarsText, FREE_SHIPPING_THRESHOLD_CENTS } from './checkout';
import { giftRules, offerAmount } from './gift-rules';
import type { SeedAnnouncement, SeedGiftRule } from './types';

function giftRule(handle: string): SeedGiftRule {
  const rule = giftRules.find((r) => r.handle === handle);
  if (!rule) throw new Error(`no gift rule ${handle}`);
  return rule;
}

/**
 * A gift offer's announcement, from its rule: the threshold the rule applies and its dates. The
 * rule counts the products before discount codes (SPEC section 4), free shipping the subtotal
 * after them; the two announcements say so.
 */
function giftOffer(id: string, handle: string, offer: string, url: string): SeedAnnouncement {
  const rule = giftRule(handle);
  return {
    id,
    text: `${offer} with orders of ${offerAmount(rule.buy_total)} or more before discounts`,
    url,
    startsAt: rule.start_date,
    endsAt: rule.end_date,
  };
}

/** Messages for the announcement bar; null dates mean always on. */
export const announcements: SeedAnnouncement[] = [
  {
    id: 'free-shipping',
    text: `Free standard shipping on orders of ${dollarsText(FREE_SHIPPING_THRESHOLD_CENTS)} or more after discounts`,
    url: '/content/shipping-returns',
    startsAt: null,
    endsAt: null,
  },
  giftOffer(
    'gwp-deluxe-ha',
    'gwp-75-deluxe-hyaluronic',
    'Free deluxe Hyaluronic Acid Serum',
    '/shop/category/best-sellers',
  ),
  {
    id: 'subscribe-save',
    text: 'Subscribe and save 10% on your favorites, delivered every 30, 60 or 90 days',
    url: '/shop',
    startsAt: null,
    endsAt: null,
  },
  giftOffer(
    'summer-2025',
    'gwp-summer-2025-spf',
    'Summer sun sale: free mini SPF',
    '/shop/category/broad-spectrum-spf',
  ),
];
