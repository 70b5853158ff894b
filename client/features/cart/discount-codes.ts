import type { QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';
import type { Cart } from '../../../shared/contract/models';
import { FREE_SHIPPING_DISCOUNT_TYPE } from '../../../shared/constants';
import { appliedCodes, normalizeCode } from '../../../shared/rules/discount-codes';
import type { ApplyCartChange } from '../../lib/use-cart-mutation';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { discountTypeQuery } from './queries';

export type DiscountResult =
  | { ok: true; code: string; freeShipping: boolean; cart: Cart | null }
  | { ok: false; code: string; message: string; cart: Cart | null };

/**
 * Adds a code to the cart's applied codes in one request: the BFF takes a code the cart does
 * not accept out again itself and answers 422 naming 'codes' with the message to show.
 */
export async function applyDiscountCode(
  apply: ApplyCartChange,
  api: ApiClient,
  queryClient: QueryClient,
  cart: Cart,
  raw: string,
): Promise<DiscountResult> {
  // The cart keeps codes upper case; asking in the same case keeps the type lookup exact.
  const code = normalizeCode(raw);
  const before = appliedCodes(cart);
  if (before.includes(code)) return { ok: false, code, message: CART_MESSAGES.codeAlreadyApplied(code), cart };
  let withCode: Cart | null;
  try {
    withCode = await apply({ call: 'update-cart-discount-codes', input: { codes: [...before, code] } });
  } catch (err) {
    if (err instanceof ApiError && err.field === 'codes') return { ok: false, code, message: err.message, cart };
    throw err;
  }
  const type = await queryClient.fetchQuery(discountTypeQuery(api, code));
  return { ok: true, code, freeShipping: type === FREE_SHIPPING_DISCOUNT_TYPE, cart: withCode };
}
