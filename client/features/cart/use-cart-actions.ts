import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/contract/api-client';
import type { Cart } from '../../../shared/contract/models';
import { appliedCodes } from '../../../shared/rules/discount-codes';
import { useApp } from '../../lib/app-context';
import { CART_QUERY_KEY } from '../../lib/cart-query';
import { useCartMutation, type ApplyCartChange, type CartChange } from '../../lib/use-cart-mutation';
import { applyDiscountCode, type DiscountResult } from './discount-codes';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { useAddToCart } from '../../lib/use-add-to-cart';

const currentCart = (qc: QueryClient) => qc.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null;

/** The cart actions, each one cart change through useCartMutation. */
export function useCartActions() {
  const { api } = useApp();
  const qc = useQueryClient();

  /** A change to lines the page shows: without a loaded cart there is nothing to change. */
  const onLoadedCart = (apply: ApplyCartChange, change: CartChange) => {
    if (!currentCart(qc)) throw new ApiError(404, CART_MESSAGES.failed);
    return apply(change);
  };

  const addLines = useAddToCart();

  const updateQuantity = useCartMutation((apply, { lineId, quantity }: { lineId: string; quantity: number }) =>
    onLoadedCart(apply, { call: 'update-cart-line-items', input: { lineItems: [{ lineId, quantity }] } }));

  const removeLine = useCartMutation((apply, lineId: string) =>
    onLoadedCart(apply, { call: 'remove-cart-line-items', input: { lineItemIds: [lineId] } }));

  const updateNote = useCartMutation((apply, note: string) =>
    onLoadedCart(apply, { call: 'update-cart-note', input: { note } }));

  const removeCode = useCartMutation((apply, code: string) =>
    onLoadedCart(apply, { call: 'update-cart-discount-codes', input: { codes: appliedCodes(currentCart(qc)).filter((c) => c !== code) } }));

  const applyCode = useCartMutation((apply, raw: string): Promise<DiscountResult> => {
    const cart = currentCart(qc);
    if (!cart) throw new ApiError(404, CART_MESSAGES.failed);
    return applyDiscountCode(apply, api, qc, cart, raw);
  });

  return { addLines, updateQuantity, removeLine, updateNote, applyCode, removeCode };
}
