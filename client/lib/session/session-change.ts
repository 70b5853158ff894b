import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { CART_QUERY_KEY, cartQuery } from '../cart/cart-query';
import { userQuery } from './user-query';

// What the browser does when the session changes (SPEC section 4 "Authentication"): after a
// sign-in or a sign-out every personal read is refetched, so the header and every account
// screen show the new state without a reload.

/** Every account read (orders, subscriptions, favorites …) has a key starting with this. */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;

/**
 * After a sign-in (or anything that changed who is signed in): the user and the cart are
 * fetched anew (the BFF may have given the visitor the customer's cart, so the cart is asked
 * for even when this browser had none) and the account reads are dropped.
 */
export async function refreshAfterSignIn(queryClient: QueryClient, api: ApiClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
  await Promise.all([
    queryClient.fetchQuery({ ...userQuery(api), staleTime: 0 }),
    queryClient.fetchQuery({ ...cartQuery(api, true), staleTime: 0 }),
  ]);
}

/**
 * After a sign-out, or when the session turned out to be gone: nobody is signed in and the
 * cart cookie is cleared, so the user is null at once and the account reads are dropped.
 */
export function resetAfterSignOut(queryClient: QueryClient): void {
  queryClient.setQueryData(['user'], null);
  queryClient.setQueryData(CART_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}
