import { ONE_HOUR_MS, RELOAD_GUARD_MS } from '../../../shared/constants';
import { BUILD_META_PATH, parseBuildMeta } from '../../../shared/build-meta';

// SPEC section 2 rule 8: an open page checks now and then whether a newer build was deployed;
// when a chunk then fails to load (the old build's chunks are gone), the page is loaded again
// from the server, once: a second failure within RELOAD_GUARD_MS shows the error instead of
// reloading in a loop (SPEC section 9, page-reload guard 10 seconds). This module is a chunk
// loaded some time after load, or at the first chunk failure if that comes first
// (chunk-load-error.ts, which the entry carries).

/** sessionStorage key of the last reload's time. */
export const RELOAD_AT_KEY = 'shop:build-reload-at';
/** How often an open page asks for the build metadata (besides when it becomes visible again). */
export const BUILD_CHECK_INTERVAL_MS = ONE_HOUR_MS;

export type MetaOutcome = 'same' | 'changed' | 'unknown';

/** What one metadata answer says about the running build. 404 and 403 (no metadata published) say nothing. */
export function metaOutcome(status: number, body: unknown, runningId: string): MetaOutcome {
  if (status < 200 || status >= 300) return 'unknown';
  const meta = parseBuildMeta(body);
  if (!meta) return 'unknown';
  return meta.id === runningId ? 'same' : 'changed';
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether a reload may happen now; when it may, the time is recorded so the next one within the guard may not. */
export function claimReload(storage: SessionStore | null, now: number): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_AT_KEY) ?? NaN);
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage?.setItem(RELOAD_AT_KEY, String(now));
    return true;
  } catch {
    // Storage refused (private mode, quota): without a guard a reload could loop; do not reload.
    return false;
  }
}

export interface FreshnessEnv {
  runningId: string;
  fetchMeta(url: string): Promise<{ status: number; body: unknown }>;
  now(): number;
  storage: SessionStore | null;
  /** Loads `url` from the server (a full page load). */
  load(url: string): void;
}

export interface BuildFreshness {
  /** Asks for the metadata now; resolves with what it said. */
  check(): Promise<MetaOutcome>;
  /**
   * A chunk failed to load. When a newer build is (or is now found) deployed and the guard
   * allows it, loads `target` again from the server and resolves true.
   */
  chunkFailed(target: string): Promise<boolean>;
}

export function createBuildFreshness(env: FreshnessEnv): BuildFreshness {
  let outdated = false;
  let reloading = false;
  let pending: Promise<boolean> | null = null;

  async function check(): Promise<MetaOutcome> {
    try {
      const { status, body } = await env.fetchMeta(`${BUILD_META_PATH}?t=${env.now()}`);
      const outcome = metaOutcome(status, body, env.runningId);
      if (outcome === 'changed') outdated = true;
      return outcome;
    } catch {
      return 'unknown';
    }
  }

  return {
    check,
    chunkFailed(target) {
      // Vite's preload hook and the route's import report the same failure: one answer for both.
      pending ??= (async () => {
        if (reloading) return true;
        if (!outdated) await check();
        if (!outdated || !claimReload(env.storage, env.now())) return false;
        reloading = true;
        env.load(target);
        return true;
      })().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

/** Where the error hook of the page finds the running page's freshness (null: development, tests). */
let current: BuildFreshness | null = null;
let targetOf: () => string | null = () => null;

/**
 * Called by a lazy route import or Vite's preload hook when a chunk failed to load. Only a
 * failure on the way to a page (a navigation, the first render) reloads; a failed prefetch
 * only checks the metadata, so hovering a link never reloads the page under the pointer.
 */
export function reportChunkLoadError(): Promise<boolean> {
  if (!current) return Promise.resolve(false);
  const target = targetOf();
  if (target === null) return current.check().then(() => false);
  return current.chunkFailed(target);
}

/**
 * Starts the checks in the browser: every BUILD_CHECK_INTERVAL_MS and whenever the page becomes
 * visible again; Vite's preload failures count as chunk-load errors. `target` is where a reload
 * should land: the page being navigated to, or null when no page is on its way (a prefetch).
 */
export function startBuildFreshness(runningId: string, target: () => string | null): BuildFreshness {
  const freshness = createBuildFreshness({
    runningId,
    async fetchMeta(url) {
      const res = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    now: () => Date.now(),
    storage: (() => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    })(),
    // The same URL with a hash would only scroll: reload it instead.
    load: (url) => (url === window.location.href ? window.location.reload() : window.location.assign(url)),
  });
  current = freshness;
  targetOf = target;
  window.setInterval(() => void freshness.check(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void freshness.check();
  });
  window.addEventListener('vite:preloadError', () => void reportChunkLoadError());
  return freshness;
}
