import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/contract/api-client';
import type { LineInput } from '../../../shared/contract/cart';
import type { Cart } from '../../../shared/contract/models';
import { useApp } from '../../lib/app-context';
import { CART_MESSAGES } from './messages';
import { appliedCodes, applyDiscountCode, type DiscountResult } from './discount-codes';
import { CART_QUERY_KEY } from './queries';

/** Every cart mutation carries this key, so controls can wait while any of them runs. */
const CART_MUTATION_KEY = ['cart', 'mutation'] as const;

const currentCart = (qc: QueryClient) => qc.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null;

/** The BFF's messages are written for people (validation, 'Cart not found'); anything else is generic. */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : CART_MESSAGES.failed;
}

/** Cart changes. Each answer replaces the cart in the cache, which re-renders every reader. */
export function useCartActions() {
  const { api } = useApp();
  const qc = useQueryClient();
  const store = (cart: Cart | null) => qc.setQueryData(CART_QUERY_KEY, cart);

  /** Runs a change on the current cart; a cart that is gone upstream is dropped from the cache. */
  const onCart = async (change: (cartId: string) => Promise<{ cart: Cart | null }>) => {
    const cart = currentCart(qc);
    if (!cart) throw new ApiError(404, CART_MESSAGES.failed);
    const res = await change(cart.id);
    store(res.cart);
    return res.cart;
  };

  const addLines = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async (lineItems: LineInput[]) => {
      const cart = currentCart(qc);
      if (cart) {
        const res = await api.call('add-cart-line-items', { cartId: cart.id, lineItems });
        if (res.cart) return store(res.cart)!;
      }
      // No cart yet (or it expired): create one; the BFF sets the cart cookie.
      const created = await api.call('create-cart', { lineItems });
      return store(created.cart)!;
    },
  });

  const updateQuantity = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      onCart((cartId) => api.call('update-cart-line-items', { cartId, lineItems: [{ lineId, quantity }] })),
  });

  const removeLine = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (lineId: string) => onCart((cartId) => api.call('remove-cart-line-items', { cartId, lineItemIds: [lineId] })),
  });

  const updateNote = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (note: string) => onCart((cartId) => api.call('update-cart-note', { cartId, note })),
  });

  const setCodes = (codes: string[]) => onCart((cartId) => api.call('update-cart-discount-codes', { cartId, codes }));

  const removeCode = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (code: string) => setCodes(appliedCodes(currentCart(qc)).filter((c) => c !== code)),
  });

  const applyCode = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async (raw: string): Promise<DiscountResult> => {
      const cart = currentCart(qc);
      if (!cart) throw new ApiError(404, CART_MESSAGES.failed);
      return applyDiscountCode(api, qc, cart, raw, store);
    },
  });

  return { addLines, updateQuantity, removeLine, updateNote, applyCode, removeCode };
}

/** True while any cart change is on its way: controls wait so changes cannot cross. */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
}
