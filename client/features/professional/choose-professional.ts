import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { Location } from '../../../shared/contract/models';
import { professionalAttribute } from '../../../shared/rules/professional-attribute';
import { CART_QUERY_KEY } from '../../lib/cart-query';
import { applyCartChange } from '../../lib/use-cart-mutation';
import { userQuery } from '../../lib/user-query';
import { storeProfessional } from './chosen-professional-store';

export type ChoiceSaved = 'account' | 'browser';

/** The order carries the professional as a cart attribute; its failure never reaches the visitor (SPEC section 8). */
async function setCartProfessional(api: ApiClient, queryClient: QueryClient, location: Location): Promise<void> {
  if (!queryClient.getQueryData(CART_QUERY_KEY)) return;
  try {
    await applyCartChange(api, queryClient, { call: 'update-cart-attributes', input: { attributes: [professionalAttribute(location)] } });
  } catch {
    /* silently swallowed, SPEC section 8 */
  }
}

/**
 * SPEC section 4 "Chosen professional": a signed-in customer's choice is saved on the server
 * and in the user record (and set on the cart); anyone else's stays in this browser.
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
      await setCartProfessional(api, queryClient, location);
      return 'account';
    }
    // The session ended meanwhile: the server kept nothing, so this browser keeps the choice.
  }
  storeProfessional(location);
  return 'browser';
}
