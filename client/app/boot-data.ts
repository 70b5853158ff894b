import type { HydrationState } from 'react-router-dom';
import type { RouteDef } from '../../shared/routes/route-table';
import type { PublicConfig } from '../lib/app/app-context';
import type { CompactQueryState } from './boot-query-state';
import type { DocumentAssets } from './Document';

/** Everything the browser needs to hydrate, written once into the page by the server. */
export interface BootData {
  config: PublicConfig;
  assets: DocumentAssets;
  /**
   * The page's own queries, compact (boot-query-state.ts: the client entry expands them); the
   * layout's are in the layout file named below, when there is one.
   */
  queryState: CompactQueryState;
  router: HydrationState;
  /** The id of the layout file with the layout's queries (shared/layout-data.ts). */
  layout?: string;
  /**
   * The page route the server matched (none: the catch-all's patterns, or no page), and its
   * screen's route chunk (a built app): the browser hydrates with this route alone, without
   * the route table (client/lib/routing/route-catalog.ts comes later).
   */
  page?: BootPage;
}

export interface BootPage {
  route: RouteDef;
  module?: string;
}

export const BOOT_GLOBAL = '__BOOT__';

/** Route errors as plain objects: react-router's isRouteErrorResponse accepts this shape. */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null,
  production: boolean,
): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    const r = e as { status?: unknown; statusText?: unknown; data?: unknown; internal?: unknown };
    if (typeof r?.status === 'number' && typeof r.statusText === 'string') {
      out[id] = { status: r.status, statusText: r.statusText, data: r.data, internal: Boolean(r.internal) };
    } else {
      // Never ship a stack trace; in production not even the message.
      const message = production ? 'Unexpected error' : e instanceof Error ? e.message : String(e);
      out[id] = { status: 500, statusText: 'Internal Server Error', data: { message }, internal: true };
    }
  }
  return out;
}
