import { redirect, type ActionFunction } from 'react-router-dom';
import { loginPathReturningTo } from '../../shared/rules/return-path';
import { formErrorsFromCall, intentOf, refreshUser, refused } from '../features/account/action-answers';
import {
  CHOOSE_PROFESSIONAL_INTENT,
  LOCATION_ID_FIELD,
  professionalAnchor,
} from '../features/professional/choose-form';
import { professionalSearchQuery } from '../features/professional/queries';
import { parseSearch } from '../features/professional/search';
import { CHOOSE_FAILED_MESSAGE } from '../features/professional/use-chosen-professional';
import { CART_QUERY_KEY } from '../lib/cart/cart-query';
import { formText } from '../lib/forms/form-errors';
import { cartActionOf, type LoaderDeps } from '../lib/routing/loader-deps';
import { userQuery } from '../lib/session/user-query';

// POST /find-a-professional?zip=…: "Choose this professional" sent as a form by a signed-in
// customer without JavaScript (with it, the button saves in place: choose-professional.ts). The
// professional is looked up in the page's own search, so only a listed one can be chosen, and
// saved with the same user-professional call, then put on the cart with the cart action's
// 'professional' intent; then back to the results, at that card.

export const PROFESSIONAL_MESSAGES = {
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
  notListed: 'That professional is not among these results any more. Search again and choose from the list.',
} as const;

/** The saved choice on the cart, when there is one: a side step whose failure the choice survives (SPEC section 8). */
async function markCart(deps: LoaderDeps): Promise<void> {
  const cart = cartActionOf(deps);
  if (!cart || deps.cartId() === null) return;
  try {
    deps.queryClient.setQueryData(CART_QUERY_KEY, (await cart({ intent: 'professional' })).cart);
  } catch {
    /* the cart keeps what it had */
  }
}

export function professionalAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    if (intent !== CHOOSE_PROFESSIONAL_INTENT)
      return refused({ intent, errors: { form: PROFESSIONAL_MESSAGES.unknownIntent, fields: {} } });
    const id = formText(form, [LOCATION_ID_FIELD])[LOCATION_ID_FIELD].trim();
    const user = await queryClient.ensureQueryData(userQuery(api));
    // A visitor's choice lives in the browser; a session that ended meanwhile signs in first.
    if (!user) throw redirect(loginPathReturningTo(here));
    const parsed = parseSearch(url.searchParams);
    const outcome =
      parsed.kind === 'search' ? await queryClient.ensureQueryData(professionalSearchQuery(api, parsed.search)) : null;
    const location = id && outcome?.kind === 'results' ? outcome.locations.find((l) => l.id === id) : undefined;
    if (!location) return refused({ intent, errors: { form: PROFESSIONAL_MESSAGES.notListed, fields: {} } }, 404);
    try {
      const { professional, errors } = await api.call('user-professional', { location, id: location.id });
      if (!professional)
        return refused({ intent, errors: { form: errors[0]?.message ?? CHOOSE_FAILED_MESSAGE, fields: {} } });
    } catch (err) {
      return refused({ intent, errors: formErrorsFromCall(err, []) });
    }
    await markCart(deps);
    if (!deps.isServer) await refreshUser(deps);
    return redirect(`${here}#${professionalAnchor(location.id)}`);
  };
}
