import { redirect, type ActionFunction } from 'react-router-dom';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';
import { ACCOUNT_FAVORITES_PATH } from '../../../shared/routes/route-table';
import { loginPathReturningTo, safeReturnPath } from '../../../shared/rules/return-path';
import { RETURN_TO_PARAM } from '../../../shared/routes/sign-in-paths';
import { formText } from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';
import { formErrorsFromCall, intentOf, refreshUser, refused } from '../../features/account/action-answers';
import { FAVORITE_HANDLE_FIELD, FAVORITE_INTENTS, FAVORITES_SAVE_FAILED } from '../../features/favorites/favorite-form';

// POST /account/favorites: the heart of a product card or page, sent as a form by a signed-in
// customer without JavaScript (with it, the button saves in place: features/favorites/use-favorites.ts). The same
// update-metafield call as the button, then back to the page the heart was on.

export const FAVORITE_MESSAGES = {
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
  noProduct: 'Choose a product to add to or remove from your favorites.',
  unknownProduct: 'That product is not in the shop.',
} as const;

/** The list with `handle` in or out, as asked; the same list when it already is. */
export function withFavorite(handles: readonly string[], handle: string, wanted: boolean): readonly string[] {
  const has = handles.includes(handle);
  if (has === wanted) return handles;
  return wanted ? [...handles, handle] : handles.filter((h) => h !== handle);
}

/** A product of the shop has this handle (one the catalog refuses to look up has none). */
async function isSold(api: ApiClient, handle: string): Promise<boolean> {
  try {
    const { products } = await api.call('get-products-by-handles', { handles: [handle] });
    return products.some((p) => p.handle === handle);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return false;
    throw err;
  }
}

export function favoriteAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    const handle = formText(form, [FAVORITE_HANDLE_FIELD])[FAVORITE_HANDLE_FIELD].trim();
    const back = safeReturnPath(form.get(RETURN_TO_PARAM), ACCOUNT_FAVORITES_PATH);
    if (intent !== FAVORITE_INTENTS.add && intent !== FAVORITE_INTENTS.remove) {
      return refused({ intent, errors: { form: FAVORITE_MESSAGES.unknownIntent, fields: {} } });
    }
    if (!handle) return refused({ intent, errors: { form: FAVORITE_MESSAGES.noProduct, fields: {} } });
    const user = await queryClient.ensureQueryData(userQuery(api));
    // The session ended since the page was drawn: sign in, then back to that page.
    if (!user) throw redirect(loginPathReturningTo(back));
    const wanted = intent === FAVORITE_INTENTS.add;
    const next = withFavorite(user.favorites.handles, handle, wanted);
    if (next === user.favorites.handles) return redirect(back);
    try {
      if (wanted && !(await isSold(api, handle))) {
        return refused({ intent, errors: { form: FAVORITE_MESSAGES.unknownProduct, fields: {} } }, 404);
      }
      const { metafield, errors } = await api.call('update-metafield', {
        payload: { key: 'favorites', value: [...next] },
      });
      if (!metafield)
        return refused({ intent, errors: { form: errors[0]?.message ?? FAVORITES_SAVE_FAILED, fields: {} } });
    } catch (err) {
      return refused({ intent, errors: formErrorsFromCall(err, []) });
    }
    // In the browser the hearts read the cached user; on the server the next page reads it anew.
    if (!deps.isServer) await refreshUser(deps);
    return redirect(back);
  };
}
