import { createHandleListStore, type HandleListStore } from '../../lib/app/local-handle-list';
import { FAVORITES_STORAGE_KEY } from './favorites-keys';

/** A visitor's favorites in this browser; a signed-in customer's live on the server. */
export const localFavorites: HandleListStore = createHandleListStore(FAVORITES_STORAGE_KEY);

export function toggleHandle(handles: readonly string[], handle: string): string[] {
  return handles.includes(handle) ? handles.filter((h) => h !== handle) : [...handles, handle];
}

/** Union, server list first, each handle once. */
export function unionHandles(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}

/** The handles of a favorites metafield value (JSON-encoded list); [] when unreadable. */
export function handlesFromMetafield(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}
