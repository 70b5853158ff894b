import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { CartAction, CartActionAnswer } from '../../../shared/contract/cart-action';
import type { Location } from '../../../shared/contract/models';
import { CART_QUERY_KEY } from '../../lib/cart/cart-query';
import { userQuery } from '../../lib/session/user-query';
import { storeProfessional } from './chosen-professional-store';

export type ChoiceSaved = 'account' | 'browser';

/** Sends one cart action (POST /cart); a test's browser passes its own. */
export type PostCart = (action: CartAction) => Promise<CartActionAnswer>;

/**
 * The saved choice onto the cart, as a cart action: the BFF sets the attribute from the account
 * and answers with the cart, which the page then shows. A failure changes nothing the visitor
 * did (SPEC section 8).
 */
async function markCart(queryClient: QueryClient, postCart: PostCart): Promise<void> {
  if (!queryClient.getQueryData(CART_QUERY_KEY)) return;
  try {
    const { cart } = await postCart({ intent: 'professional' });
    queryClient.setQueryData(CART_QUERY_KEY, cart);
  } catch {
    /* the cart shown stays as it was */
  }
}

/**
 * SPEC section 4 "Chosen professional": a signed-in customer's choice is saved on the server
 * and in the user record, then put on their cart; anyone else's stays in this browser, and
 * their cart gets no attribute.
 */
export async function chooseProfessional(
  api: ApiClient,
  queryClient: QueryClient,
  location: Location,
  postCart: PostCart = async (action) => (await import('../../lib/cart/cart-action-client')).postCartAction(action),
): Promise<ChoiceSaved> {
  const userKey = userQuery(api).queryKey;
  const user = queryClient.getQueryData(userKey);
  if (user && location.id) {
    const res = await api.call('user-professional', { location, id: location.id });
    const problem = res.errors[0];
    if (problem) throw new Error(problem.message);
    const saved = res.professional;
    if (saved) {
      queryClient.setQueryData(userKey, (old) => (old ? { ...old, professional: saved } : old));
      await markCart(queryClient, postCart);
      return 'account';
    }
    // The session ended meanwhile: the server kept nothing, so this browser keeps the choice.
  }
  storeProfessional(location);
  return 'browser';
}
