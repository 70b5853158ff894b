import type { ApiClient } from '../../shared/contract/api-client';

// /readyz and /_ah/warmup: ready when the upstream answers and the render bundle is loaded.
// The upstream is asked a cheap public call through server/upstream, so a probe costs at
// most one upstream request per cache period (the answer is shared like any public one);
// a failure is never cached, so recovery shows on the next probe.

export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = { ok: true } | { ok: false; reason: string };

export interface ReadinessOptions {
  /** An anonymous client of the one upstream, with the short readiness deadline. */
  upstream: ApiClient;
  /** Resolves with the SSR entry (production: already imported; development: Vite loads it). */
  loadEntry(): Promise<unknown>;
  timeoutMs?: number;
}

export function createReadinessCheck(o: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = o.timeoutMs ?? READINESS_TIMEOUT_MS;
  const within = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };

  return async () => {
    const [render, upstream] = await Promise.allSettled([
      within(o.loadEntry()),
      within(o.upstream.call('get-announcements', {})),
    ]);
    if (render.status === 'rejected') return { ok: false, reason: 'render bundle not loaded' };
    if (upstream.status === 'rejected') return { ok: false, reason: 'upstream unavailable' };
    return { ok: true };
  };
}
