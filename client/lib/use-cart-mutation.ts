import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart } from '../../shared/contract/models';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/registry';
import { CART_QUERY_KEY } from './cart-query';

// A cart change made by the page itself, not by a shopper's form (the chosen professional's
// cart attribute): sent through /api, its settled cart stored like a cart form's. Shoppers'
// changes are the cart forms (client/lib/use-cart-form.ts).

/** The calls that answer with a cart, except reading it: the contract's cart changes. */
type CartChangeName = Exclude<{ [N in CallName]: CallOutput<N> extends { cart: unknown } ? N : never }[CallName], 'get-cart'>;

/** One cart change as the browser sends it: never a cart id (the BFF reads its cookie). */
export type CartChange = { [N in CartChangeName]: { call: N; input: Omit<CallInput<N>, 'cartId'> } }[CartChangeName];

/** Sends one change and stores the settled cart the BFF answers in the ['cart'] query. */
export async function applyCartChange(api: ApiClient, queryClient: QueryClient, change: CartChange): Promise<Cart | null> {
  const { cart } = await api.call(change.call as 'update-cart-note', change.input as CallInput<'update-cart-note'>);
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  return cart;
}
