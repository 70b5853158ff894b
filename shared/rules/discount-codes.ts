// Discount-code rules shared by the cart page and the BFF's cart service. The cart keeps codes
// upper case and lists an unknown code with `applicable: false` (SPEC section 7).

export interface CodeState {
  readonly code: string;
  readonly applicable: boolean;
}

export interface CartCodes {
  readonly discountCodes: readonly CodeState[];
}

/** How a shopper's typing is compared with the cart's codes. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The codes that count; unknown ones never stay in the cart. */
export function appliedCodes(cart: CartCodes | null): string[] {
  return (cart?.discountCodes ?? []).filter((d) => d.applicable).map((d) => d.code);
}

/** The first code asked for twice (in any case), or undefined. */
export function firstRepeatedCode(codes: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const code of codes.map(normalizeCode)) {
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return undefined;
}

/**
 * The codes asked for that the cart did not accept, newest (last asked) first: the cart page
 * appends the shopper's new code to the ones already applied.
 */
export function refusedCodes(asked: readonly string[], cart: CartCodes): string[] {
  const accepted = new Set(appliedCodes(cart).map(normalizeCode));
  return [...new Set(asked.map(normalizeCode))].filter((code) => !accepted.has(code)).reverse();
}
