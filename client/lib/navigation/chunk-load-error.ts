import { afterLoad } from '../app/after-load';

// What the entry keeps of the build checks (build-freshness.ts): knowing a chunk failure when it
// sees one, and starting the checks. Their code is a chunk of its own, loaded
// FRESHNESS_START_DELAY_MS after load, or at once by the first chunk failure, whichever is first.

/** The checks start this long after load: nothing at load asks for them (the first is an hour later). */
export const FRESHNESS_START_DELAY_MS = 3000;

type Freshness = typeof import('./build-freshness');
let start: (() => Promise<Freshness>) | null = null;

/** A dynamic import's failure, as browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Starts the build checks after load (build-freshness.ts `startBuildFreshness`, whose
 * arguments these are). Until they start, a chunk failure starts them.
 */
export function startBuildFreshnessAfterLoad(runningId: string, target: () => string | null): void {
  let started: Promise<Freshness> | null = null;
  start = () =>
    (started ??= import('./build-freshness').then(
      (m) => {
        m.startBuildFreshness(runningId, target);
        return m;
      },
      (error: unknown) => {
        started = null; // asked again at the next failure
        throw error;
      },
    ));
  afterLoad(() => void start?.().catch(() => undefined), FRESHNESS_START_DELAY_MS);
}

/**
 * Called by a lazy route import, or the entry, when a chunk failed to load: build-freshness.ts
 * `reportChunkLoadError` says whether the page is loaded again. False without the checks
 * (development, tests) or when their own chunk cannot be loaded either.
 */
export function reportChunkLoadError(): Promise<boolean> {
  if (!start) return Promise.resolve(false);
  return start().then(
    (m) => m.reportChunkLoadError(),
    () => false,
  );
}
