import type { Logger } from 'pino';
import { callTag, REDIRECTS_TAG } from '../../shared/contract/change-tags';
import type { CacheLayer } from '../cache/cache-layer';
import type { Upstream } from '../upstream/upstream-client';
import type { LiveRedirectTable } from './redirects';

// Keeps the BFF's redirect table equal to the backend's (get-redirects, which the console
// edits): read once at start, and again whenever a purge names REDIRECTS_TAG, so a change
// event (this replica's or one relayed from another) is applied within the time of one call.
// A failed read keeps the table in use (at first the file's), never an empty one.

const RETRY_MS = 1_000;

export interface RedirectSource {
  /** Reads the backend's table now; resolves once it is applied or refused. */
  refresh(): Promise<void>;
  stop(): void;
}

export function followBackendRedirects(deps: {
  table: LiveRedirectTable;
  upstream: Upstream;
  cache: CacheLayer;
  logger: Logger;
}): RedirectSource {
  let asked = 0;
  let applied = 0;
  async function read(retry: boolean): Promise<void> {
    const mine = ++asked;
    try {
      const { redirects } = await deps.upstream.client().call('get-redirects', {});
      // An older read that answers after a newer one must not put an older table back; one
      // that answers after a newer read failed is still newer than what is in use.
      if (mine > applied) {
        applied = mine;
        deps.table.replace(redirects);
      }
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'redirect table not read from the backend: the last one stays');
      // once more, a moment later, so a change announced during a blip is not missed until the next one
      if (retry && mine === asked) await new Promise((r) => setTimeout(r, RETRY_MS).unref()).then(() => read(false));
    }
  }
  const refresh = () => read(true);
  const stop = deps.cache.onPurge((event) => {
    if (event.tags.includes(REDIRECTS_TAG) || event.tags.includes(callTag('get-redirects'))) void refresh();
  });
  return { refresh, stop };
}
