import { BUILD_META_DIR } from '../../../shared/build-meta';
import { IPX_PREFIX } from '../../../shared/images/image-constants';
import { CART_ACTION_PATH } from '../../../shared/contract/cart-intents';
import { callNames, calls } from '../../../shared/contract/registry';
import { REVALIDATE_PATH } from '../../../shared/contract/revalidate';
import { RUM_PATH } from '../../../shared/contract/rum-values';
import { LAYOUT_DATA_DIR } from '../../../shared/layout-data';
import { matchRoute } from '../../../shared/routes/match-route';
import { ROUTES } from '../../../shared/routes/route-table';

// The `route` label of the request metrics: the route table's pattern for a page
// ('/products/:handle'), a stable name for everything else ('api:get-cart', 'static', 'image',
// 'ops', 'cart-action'), and 'unmatched' for any path nobody answers. Never the raw path: a
// crawler's random URLs must not make new series. Exact paths are one Map lookup; only a
// path no table knows goes through the page matcher.

export const UNMATCHED = 'unmatched';

/** Paths answered by a fixed handler, to their label. */
const EXACT = new Map<string, string>([
  ...callNames.map((name): [string, string] => [calls[name].path, `api:${name}`]),
  ['/api/session/logout', 'api:logout'],
  [REVALIDATE_PATH, 'api:revalidate'],
  [RUM_PATH, 'api:rum'],
  ['/api/redirects', 'api:redirects'],
  ['/healthz', 'ops'],
  ['/readyz', 'ops'],
  ['/_ah/warmup', 'ops'],
  ['/robots.txt', 'ops'],
  ['/sitemap.xml', 'ops'],
  ['/favicon.ico', 'static'],
]);

/** First path segment (with its slash) of handlers that own everything below them. */
const PREFIXES = new Map<string, string>([
  ['/assets', 'static'],
  [BUILD_META_DIR, 'static'],
  ['/fonts', 'static'],
  // Vite's own paths in development
  ['/@vite', 'static'],
  ['/@fs', 'static'],
  ['/@id', 'static'],
  ['/node_modules', 'static'],
  [LAYOUT_DATA_DIR, 'layout-data'],
  [IPX_PREFIX, 'image'],
  ['/checkout', 'checkout'],
  ['/api', 'api:unknown'],
]);

/** Every value routeLabel can answer: the bound on the label's series. */
export const ROUTE_LABELS: ReadonlySet<string> = new Set([
  ...EXACT.values(),
  ...PREFIXES.values(),
  ...ROUTES.map((r) => r.pattern),
  'cart-action',
  UNMATCHED,
]);

/** The route label of a request; `path` is the URL's path without the query. */
export function routeLabel(method: string, path: string): string {
  const exact = EXACT.get(path);
  if (exact !== undefined) return exact;
  if (path === CART_ACTION_PATH && method === 'POST') return 'cart-action';
  const slash = path.indexOf('/', 1);
  const prefix = PREFIXES.get(slash < 0 ? path : path.slice(0, slash));
  if (prefix !== undefined) return prefix;
  return matchRoute(path)?.route.pattern ?? UNMATCHED;
}
