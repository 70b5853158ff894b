import { useSyncExternalStore } from 'react';

// A list of product handles kept in the browser's localStorage (favorites for visitors, the
// compare list). Read through useSyncExternalStore with an empty server snapshot, so the
// server render and the hydration render agree and the stored list appears right after.

export interface HandleListStore {
  /** The current list; the same array object until the list changes. */
  get(): readonly string[];
  set(handles: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly string[] = Object.freeze([]);

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the list then lives for the page only.
    return null;
  }
}

function parse(raw: string | null, max: number): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return [...new Set(value.filter((h): h is string => typeof h === 'string' && h.length > 0))].slice(0, max);
  } catch {
    return EMPTY;
  }
}

export function createHandleListStore(
  key: string,
  options: { max?: number; storage?: () => Storage | null } = {},
): HandleListStore {
  const max = options.max ?? 200;
  const storage = options.storage ?? browserStorage;
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cachedRaw: string | null | undefined;
  let cached: readonly string[] = EMPTY;

  const read = (): string | null => {
    const s = storage();
    if (!s) return memory;
    try {
      return s.getItem(key);
    } catch {
      return memory;
    }
  };
  const notify = () => listeners.forEach((l) => l());
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) notify();
  };

  return {
    get() {
      const raw = read();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parse(raw, max);
      }
      return cached;
    },
    set(handles) {
      const raw = JSON.stringify([...new Set(handles)].slice(0, max));
      memory = raw;
      try {
        storage()?.setItem(key, raw);
      } catch {
        // quota or disabled storage: the in-memory copy still serves this page
      }
      notify();
      // The same event another tab's change brings, for what shows a list without this module
      // (stored-handles.ts); this store's own listener finds the list unchanged.
      if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    subscribe(listener) {
      listeners.add(listener);
      // Other tabs change the same list; keep this one in step.
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The stored list after hydration; empty on the server and during hydration. */
export function useHandleList(store: HandleListStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
