import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/** False on the server and while hydrating, true afterwards: for content only the browser can know. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
