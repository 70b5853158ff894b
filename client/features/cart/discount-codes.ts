import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { Cart } from '../../../shared/contract/models';
import { FREE_SHIPPING_DISCOUNT_TYPE } from '../../../shared/constants';
import { CART_MESSAGES } from './messages';
import { discountTypeQuery } from './queries';

export type DiscountResult =
  | { ok: true; code: string; freeShipping: boolean; cart: Cart | null }
  | { ok: false; code: string; message: string; cart: Cart | null };

/** The codes that count; unknown ones never stay in the cart. */
export function appliedCodes(cart: Cart | null): string[] {
  return (cart?.discountCodes ?? []).filter((d) => d.applicable).map((d) => d.code);
}

/**
 * Adds a code to the cart's applied codes. An unknown code comes back listed but not
 * applicable: it is taken out again and the answer says why. `onCart` sees every new cart.
 */
export async function applyDiscountCode(
  api: ApiClient,
  queryClient: QueryClient,
  cart: Cart,
  raw: string,
  onCart: (cart: Cart | null) => void,
): Promise<DiscountResult> {
  // The cart keeps codes upper case; asking in the same case keeps the type lookup exact.
  const code = raw.trim().toUpperCase();
  const before = appliedCodes(cart);
  if (before.includes(code)) return { ok: false, code, message: CART_MESSAGES.codeAlreadyApplied(code), cart };
  const { cart: withCode } = await api.call('update-cart-discount-codes', { cartId: cart.id, codes: [...before, code] });
  onCart(withCode);
  const state = withCode?.discountCodes.find((d) => d.code.toUpperCase() === code);
  if (!withCode || !state?.applicable) {
    const { cart: restored } = await api.call('update-cart-discount-codes', { cartId: cart.id, codes: before });
    onCart(restored);
    return { ok: false, code, message: CART_MESSAGES.codeInvalid(code), cart: restored };
  }
  const type = await queryClient.fetchQuery(discountTypeQuery(api, code));
  return { ok: true, code, freeShipping: type === FREE_SHIPPING_DISCOUNT_TYPE, cart: withCode };
}
