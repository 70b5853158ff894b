import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { Location } from '../../../shared/contract/models';
import { CART_QUERY_KEY, cartQuery } from '../../lib/cart-query';
import { userQuery } from '../../lib/user-query';
import { storeProfessional } from './chosen-professional-store';

export type ChoiceSaved = 'account' | 'browser';

/**
 * The BFF set the professional attribute on the cart while saving the choice: the cart is read
 * again so the page shows it. A failed read changes nothing the visitor did (SPEC section 8).
 */
async function refreshCart(api: ApiClient, queryClient: QueryClient): Promise<void> {
  if (!queryClient.getQueryData(CART_QUERY_KEY)) return;
  try {
    await queryClient.fetchQuery({ ...cartQuery(api, true), staleTime: 0 });
  } catch {
    /* the cart shown stays as it was */
  }
}

/**
 * SPEC section 4 "Chosen professional": a signed-in customer's choice is saved on the server
 * and in the user record (the BFF puts it on their cart); anyone else's stays in this browser,
 * and their cart gets no attribute.
 */
export async function chooseProfessional(api: ApiClient, queryClient: QueryClient, location: Location): Promise<ChoiceSaved> {
  const userKey = userQuery(api).queryKey;
  const user = queryClient.getQueryData(userKey);
  if (user && location.id) {
    const res = await api.call('user-professional', { location, id: location.id });
    const problem = res.errors[0];
    if (problem) throw new Error(problem.message);
    const saved = res.professional;
    if (saved) {
      queryClient.setQueryData(userKey, (old) => (old ? { ...old, professional: saved } : old));
      await refreshCart(api, queryClient);
      return 'account';
    }
    // The session ended meanwhile: the server kept nothing, so this browser keeps the choice.
  }
  storeProfessional(location);
  return 'browser';
}
