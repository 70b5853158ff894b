import type { Logger } from 'pino';
import { callTag, REDIRECTS_TAG } from '../../shared/contract/change-tags';
import type { CacheLayer } from '../cache/cache-layer';
import type { Upstream } from '../upstream/upstream-client';
import type { LiveRedirectTable } from './redirects';

// Keeps the BFF's redirect table equal to the backend's (get-redirects, which the console
// edits): read once at start, and again whenever a purge names REDIRECTS_TAG, so a change
// event (this replica's or one relayed from another) is applied within the time of one call.
// A failed read keeps the table in use (at first the file's), never an empty one.

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
  async function refresh() {
    const mine = ++asked;
    try {
      const { redirects } = await deps.upstream.client().call('get-redirects', {});
      // an older read that answers after a newer one must not put an older table back
      if (mine === asked) deps.table.replace(redirects);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'redirect table not read from the backend: the last one stays');
    }
  }
  const stop = deps.cache.onPurge((event) => {
    if (event.tags.includes(REDIRECTS_TAG) || event.tags.includes(callTag('get-redirects'))) void refresh();
  });
  return { refresh, stop };
}
