import { locationOf } from '../../../shared/contract/location-guard';
import type { Location } from '../../../shared/contract/models';

// SPEC section 4: a visitor who is not signed in keeps the chosen professional in this
// browser only. Read through useSyncExternalStore with a null server snapshot, so the server
// render and hydration agree and every reader updates when the choice changes (also in
// another tab, through the storage event).

export const CHOSEN_PROFESSIONAL_STORAGE_KEY = 'chosen-professional';

/** A stored or server-kept professional (JSON text), or null when absent or not a location. */
export function parseProfessional(json: string | null | undefined): Location | null {
  if (!json) return null;
  try {
    return locationOf(JSON.parse(json));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Location | null } = { raw: null, value: null };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_PROFESSIONAL_STORAGE_KEY);
  } catch {
    // Storage can be switched off (private modes, strict settings): then nothing is kept.
    return null;
  }
}

/** The same object while the stored text is unchanged, as useSyncExternalStore requires. */
export function storedProfessionalSnapshot(): Location | null {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, value: parseProfessional(raw) };
  return cache.value;
}

export function subscribeStoredProfessional(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CHOSEN_PROFESSIONAL_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function storeProfessional(location: Location): void {
  try {
    window.localStorage.setItem(CHOSEN_PROFESSIONAL_STORAGE_KEY, JSON.stringify(location));
  } catch {
    /* see readRaw */
  }
  for (const l of listeners) l();
}
