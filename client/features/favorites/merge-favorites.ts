import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { User } from '../../../shared/contract/models';
import { localFavorites, handlesFromMetafield, unionHandles } from './favorites-store';
import type { HandleListStore } from '../../lib/app/local-handle-list';
import { userQuery } from '../../lib/session/user-query';

/**
 * Call right after a successful sign-in: the visitor's favorites of this browser join the
 * customer's saved ones (union), are saved on the server, and the local copy is cleared so
 * the next person on a shared browser does not inherit them. Returns the merged handles, or
 * null when nobody is signed in (the local list is then left alone).
 */
export async function mergeFavoritesOnSignIn(
  api: ApiClient,
  queryClient: QueryClient,
  store: HandleListStore = localFavorites,
): Promise<string[] | null> {
  const { user } = await api.call('user-info', {});
  if (!user) return null;
  const local = store.get();
  const saved = user.favorites.handles;
  const merged = unionHandles(saved, local);
  let favorites: User['favorites'] = { id: user.favorites.id, handles: merged };
  if (merged.length !== saved.length) {
    const { metafield, errors } = await api.call('update-metafield', { payload: { key: 'favorites', value: merged } });
    // Keep the local copy if saving failed, so nothing is lost; the next sign-in tries again.
    if (!metafield) throw new Error(errors[0]?.message ?? 'Your favorites could not be saved.');
    favorites = { id: metafield.id, handles: handlesFromMetafield(metafield.value) };
  }
  const updated: User = { ...user, favorites };
  queryClient.setQueryData(userQuery(api).queryKey, updated);
  if (local.length > 0) store.set([]);
  return favorites.handles;
}
