// Discount-code answers the BFF gives and the cart shows, written once for both.

export const DISCOUNT_CODE_MESSAGES = {
  invalid: (code: string) => `“${code}” is not a valid discount code. Check the spelling or try another code.`,
  alreadyApplied: (code: string) => `Discount code ${code} is already applied.`,
} as const;
