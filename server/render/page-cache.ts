import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { CART_NOTICE_COOKIE } from '../cart/cart-notice-cookie';
import { ANONYMOUS_PAGE, publicPage } from '../http/cache-control';
import { CART_COOKIE, OG_AUTH_COOKIE, SESSION_EXPIRES_COOKIE, SESSION_TOKEN_COOKIE } from '../http/session-cookie-read';
import { createCacheRender, type CacheRenderOptions } from './page-cache-render';
import { fillPage, PageStore, type CachedPage, type CacheState } from './page-store';
import { contextOf } from '../http/request-context';
import { isPersonalPage } from './page-renderer';
import type { CacheLayer } from '../cache/cache-layer';
import type { CacheRecorder } from '../telemetry/metrics/bff-metrics';
import { inSpan, startSpan } from '../telemetry/spans';
import { serverTiming } from '../telemetry/server-timing';

// The anonymous page cache, step 8 of the request flow, in front of the page
// renderer: every earlier step (request id, guard, security headers with this request's nonce,
// compression, redirects) has run for this request. A page GET or HEAD of a visitor with no
// cookie of ours is answered from memory with this response's own nonce; anything else, and
// any page that is not kept (a redirect, an error), goes on to the renderer as before.

/** HIT, STALE or MISS: for operators and tests. */
export const CACHE_STATE_HEADER = 'X-Cache';

/** Cookies that make a page someone's: the session, the cart, the cart's one-time notice, the subscription widget's auth. */
const VISITOR_COOKIES = [SESSION_TOKEN_COOKIE, SESSION_EXPIRES_COOKIE, CART_COOKIE, CART_NOTICE_COOKIE, OG_AUTH_COOKIE];

/**
 * Whether this request may get (and fill) the shared page. Cookies are matched by name
 * anywhere in the header, whatever their prefix (__Host-) or validity: erring towards the
 * renderer costs only time. Other cookies (consent, attribution) do not change the HTML.
 */
export function isAnonymousPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isPersonalPage(req)) return false;
  return !contextOf(req).namesCookie(VISITOR_COOKIES);
}

export interface PageCacheOptions extends CacheRenderOptions {
  logger: Logger;
  /** The store's clock (tests). */
  now?: () => number;
  /** The process's tagged caches: a purge by tag forgets the pages showing it too. */
  cache: CacheLayer;
  /** Lookups and size, for the cache metrics. */
  metrics?: CacheRecorder;
  /** Whether the redirect table has an entry for this path now (it changes while pages are kept). */
  redirected(pathname: string): boolean;
}

export interface PageCache {
  /**
   * Early in the request flow, right after the request context: a page already kept is sent
   * without passing the steps between (static files, ops, images, /api never answer a kept
   * page's address, and the console-path and trailing-slash rules gave it the same answer when
   * it was kept). The one rule that changes meanwhile, the redirect table, is asked again: a
   * redirected path goes on. Anything not kept goes on too. (docs/decisions/040)
   */
  kept: RequestHandler;
  /** Step 8, after the route rules: kept, or rendered and kept now. */
  handler: RequestHandler;
}

export function createPageCache(o: PageCacheOptions): PageCache {
  const { maxBytes } = o.config.pageCache;
  const now = o.now ?? (() => performance.now());
  const store = new PageStore({
    maxBytes,
    render: createCacheRender(o),
    now,
    onRefreshError: (key, err) => o.logger.warn({ err, key }, 'page cache refresh failed; the stale page stays'),
  });
  o.cache.register(store);
  o.metrics?.watch('page', () => store.size);
  // each kept page's header, written once rather than on every hit
  const headerOf = new WeakMap<CachedPage, string>();
  const answer = (req: Request, res: Response, page: CachedPage, state: CacheState) => {
    o.metrics?.lookup('page', state === 'HIT' ? 'hit' : state === 'STALE' ? 'stale' : 'miss');
    // A not found page is kept briefly and never stale, a page whose product badge changes soon
    // only until then (page-cache-render.ts): a shared cache keeps it no longer than we do.
    let cacheControl = headerOf.get(page);
    if (cacheControl === undefined) {
      cacheControl = publicPage(Math.floor(page.freshMs / 1000), Math.floor(page.staleMs / 1000));
      headerOf.set(page, cacheControl);
    }
    send(req, res, page, state, cacheControl, Math.max(0, now() - page.storedAt));
  };
  const kept: RequestHandler = (req, res, next) => {
    if (!isAnonymousPageRequest(req)) return next();
    const span = startSpan('page cache lookup');
    const found = store.peek(req.originalUrl);
    span?.setAttribute('cache.state', found?.state ?? 'MISS');
    span?.end();
    if (!found || o.redirected(req.path)) return next();
    answer(req, res, found.page, found.state);
  };
  const handler: RequestHandler = async (req, res, next) => {
    if (!isAnonymousPageRequest(req)) return next();
    let found: Awaited<ReturnType<PageStore['lookup']>>;
    try {
      // a miss renders the page inside this span: its loaders and render are the lookup's children
      found = await inSpan('page cache', {}, async (span) => {
        const page = await store.lookup(req.originalUrl);
        span?.setAttribute('cache.state', page?.state ?? 'UNCACHEABLE');
        return page;
      });
    } catch (err) {
      // The renderer answers as it always does (its error page, its log line).
      req.log.warn({ err }, 'page cache render failed');
      return next();
    }
    // An uncacheable page (a redirect, an error) is rendered afresh: a miss as well.
    if (!found) {
      o.metrics?.lookup('page', 'miss');
      return next();
    }
    answer(req, res, found.page, found.state);
  };
  return { kept, handler };
}

function send(
  req: Request,
  res: Response,
  page: CachedPage,
  state: CacheState,
  cacheControl: string,
  ageMs: number,
): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A cookie an earlier step set on this response is this visitor's: no shared cache may keep it.
  res.setHeader('Cache-Control', res.getHeader('set-cookie') === undefined ? cacheControl : ANONYMOUS_PAGE);
  // The page is the one for a visitor without our cookies: a browser that kept it (stale-while-
  // revalidate holds for browsers too) must not show it again once a sign-in or a cart set one.
  res.vary('Cookie');
  res.setHeader(CACHE_STATE_HEADER, state);
  // a kept page (fresh or stale) cost this request nothing to fetch or render
  res.setHeader('Server-Timing', state === 'MISS' ? serverTiming('MISS', page.timing) : serverTiming('HIT'));
  res.setHeader('Age', String(Math.floor(ageMs / 1000)));
  // The nonce helmet put in this response's CSP header, in every hole that held the placeholder.
  const body = fillPage(page, res.locals.nonce);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
