// Checkout settings of the demo store: shipping methods, the free-shipping
// threshold, a per-state sales-tax table and the two TEST cards. Amounts in cents.

/**
 * From this order subtotal (after discounts) standard shipping is free: the one number the
 * checkout charges by, the CMS global `free_shipping_threshold` the cart page counts down
 * from, and the announcement bar and shipping page promise.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

/** Cents as the site's copy writes a price: '$50' when whole, '$6.95' otherwise. */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export const SHIPPING_METHODS = [
  {
    id: 'standard',
    name: 'Standard shipping',
    description: '3–5 business days',
    priceCents: 695,
    freeOverThreshold: true,
  },
  {
    id: 'express',
    name: 'Express shipping',
    description: '1–2 business days',
    priceCents: 1495,
    freeOverThreshold: false,
  },
] as const;

/** Sales tax on the discounted goods by state; a state not listed charges none (OR, MT, NH, DE…). */
export const TAX_RATES: Record<string, number> = {
  AZ: 5.6,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  FL: 6,
  GA: 4,
  IL: 6.25,
  IN: 7,
  MA: 6.25,
  MD: 6,
  MI: 6,
  MN: 6.875,
  NC: 4.75,
  NJ: 6.625,
  NV: 6.85,
  NY: 4,
  OH: 5.75,
  PA: 6,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VA: 5.3,
  WA: 6.5,
  WI: 5,
};

/** The payment step is a TEST: these numbers are the only ones it knows; nothing is charged. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  declinedMessage: 'Your card was declined (test card 4000 0000 0000 0002). Try another card.',
} as const;
