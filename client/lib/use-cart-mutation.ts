import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart } from '../../shared/contract/models';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/registry';
import { useApp } from './app-context';
import { CART_QUERY_KEY } from './cart-query';

// The one way the browser changes its cart. The BFF settles every change (missing cart, gift
// rules, refused codes) and answers with the cart, so one request per change is enough.

/** The calls that answer with a cart, except reading it: the contract's cart changes. */
type CartChangeName = Exclude<{ [N in CallName]: CallOutput<N> extends { cart: unknown } ? N : never }[CallName], 'get-cart'>;

/** One cart change as the browser sends it: never a cart id (the BFF reads its cookie). */
export type CartChange = { [N in CartChangeName]: { call: N; input: Omit<CallInput<N>, 'cartId'> } }[CartChangeName];

/** Every cart mutation carries this key, so controls can wait while any of them runs. */
const CART_MUTATION_KEY = ['cart', 'mutation'] as const;

/** Sends one change and stores the settled cart the BFF answers in the ['cart'] query. */
export async function applyCartChange(api: ApiClient, queryClient: QueryClient, change: CartChange): Promise<Cart | null> {
  const { cart } = await api.call(change.call as 'update-cart-note', change.input as CallInput<'update-cart-note'>);
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  // Cart analytics hook point: every change the browser makes passes here once, with the
  // settled cart; cart events are to be emitted from here (through client/lib/analytics.ts).
  return cart;
}

export type ApplyCartChange = (change: CartChange) => Promise<Cart | null>;

/**
 * A cart action: `run` gets the one function that sends a change and stores its answer, and
 * runs under the cart mutation key (useCartBusy is true meanwhile).
 */
export function useCartMutation<Vars, Result>(run: (apply: ApplyCartChange, vars: Vars) => Promise<Result>) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (vars: Vars) => run((change) => applyCartChange(api, queryClient, change), vars),
  });
}

/** True while any cart change is on its way: controls wait so changes cannot cross. */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
}
