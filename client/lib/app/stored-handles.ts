import { startTransition, useEffect, useState } from 'react';

// Whether a handle list (local-handle-list.ts) is kept in this browser, read without that module:
// a page whose controls show such a list loads their code only once there is one to show.

/** True when a non-empty list is stored under `key`; false when none is, or storage is switched off. */
export function hasStoredHandles(key: string, storage: () => Storage | null = () => window.localStorage): boolean {
  try {
    const raw = storage()?.getItem(key) ?? null;
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

/**
 * False on the server and while hydrating; true once one of the lists under `keys` is found stored
 * after hydration, or changes, in this tab or another. It stays true: what it gated follows the
 * list from then on.
 */
export function useStoredHandles(keys: readonly string[]): boolean {
  const [found, setFound] = useState(false);
  useEffect(() => {
    if (found) return;
    const find = () => startTransition(() => setFound(true));
    if (keys.some((key) => hasStoredHandles(key))) return find();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || keys.includes(e.key)) find();
    };
    // Another tab's change, or this tab's: the lists' store sends the same event (local-handle-list.ts).
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // The keys are a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  return found;
}
