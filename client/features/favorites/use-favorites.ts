import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/contract/api-client';
import type { User } from '../../../shared/contract/models';
import { useApp } from '../../lib/app/app-context';
import { useHandleList } from '../../lib/app/local-handle-list';
import { userQuery } from '../../lib/session/user-query';
import { FAVORITES_SAVE_FAILED } from './favorite-form';
import { handlesFromMetafield, localFavorites, toggleHandle } from './favorites-store';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

export interface Favorites {
  handles: readonly string[];
  isFavorite(handle: string): boolean;
  toggle(handle: string): Promise<void>;
  /** the last save failure, for a message next to the control */
  error: string | null;
  signedIn: boolean;
}

/**
 * Favorites wherever a product shows. A signed-in customer's list comes from the user record
 * (so the server renders it too) and is saved with update-metafield; a visitor's lives in
 * localStorage and appears after hydration.
 */
export function useFavorites(): Favorites {
  const { api } = useApp();
  const queryClient = useQueryClient();
  // The root loader put the user into the cache; reading it must not refetch per button.
  const { data: user } = useQuery({ ...userQuery(api), enabled: false });
  const local = useHandleList(localFavorites);
  const [error, setError] = useState<string | null>(null);
  const handles = user ? user.favorites.handles : local;

  const toggle = useCallback(
    async (handle: string) => {
      setError(null);
      const key = userQuery(api).queryKey;
      const current = queryClient.getQueryData(key);
      const withFavorites = (user: User, favorites: User['favorites']): User => ({ ...user, favorites });
      if (!current) {
        localFavorites.set(toggleHandle(localFavorites.get(), handle));
        return;
      }
      const next = toggleHandle(current.favorites.handles, handle);
      // Optimistic: the heart fills at once; a failure puts the previous list back.
      queryClient.setQueryData(key, withFavorites(current, { ...current.favorites, handles: next }));
      try {
        const { metafield, errors } = await api.call('update-metafield', {
          payload: { key: 'favorites', value: next },
        });
        if (!metafield) throw new ApiError(400, errors[0]?.message ?? FAVORITES_SAVE_FAILED);
        const latest = queryClient.getQueryData(key);
        if (latest) {
          // Only the id is taken from the answer: a later toggle may already be on its way.
          const saved = sameList(latest.favorites.handles, next)
            ? handlesFromMetafield(metafield.value)
            : latest.favorites.handles;
          queryClient.setQueryData(key, withFavorites(latest, { id: metafield.id, handles: saved }));
        }
      } catch (err) {
        const latest = queryClient.getQueryData(key);
        if (latest) queryClient.setQueryData(key, withFavorites(latest, current.favorites));
        setError(err instanceof ApiError ? err.message : FAVORITES_SAVE_FAILED);
      }
    },
    [api, queryClient],
  );

  return {
    handles,
    isFavorite: (handle) => handles.includes(handle),
    toggle,
    error,
    signedIn: Boolean(user),
  };
}
