// Discount-code answers the BFF gives and the cart shows, written once for both.

export const DISCOUNT_CODE_MESSAGES = {
  invalid: (code: string) => `“${code}” is not a valid discount code. Check the spelling or try another code.`,
  alreadyApplied: (code: string) => `Discount code ${code} is already applied.`,
} as const;

/** Refusals of a client's change that would make or alter a gift line (gift lines are the BFF's alone). */
export const GIFT_LINE_MESSAGES = {
  reservedAttribute: (key: string) => `${key} is set only by the shop's gift rules`,
  giftLineFixed: "a gift line's quantity, product and attributes cannot be changed",
} as const;
