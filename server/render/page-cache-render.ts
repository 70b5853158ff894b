import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AppConfig } from '../config';
import type { Upstream } from '../upstream/upstream-client';
import type { ClientAssets, EntryServer } from './page-renderer';
import { UNCACHEABLE, type CachedPage, type RenderForCache } from './page-store';
import { RENDER_ABORT_MS } from './render-timeout';
import type { LayoutEntry } from '../cache/layout-entry';
import { collectingTags } from '../cache/collect-tags';
import { collectingBadgeExpiry, lifetimesWithin, type BadgeExpiry } from '../cache/badge-expiry';
import type { Tag } from '../cache/tagged-cache';
import { routeLabel } from '../telemetry/metrics/route-label';
import { renderPhases } from '../telemetry/render-phases';

// How a page is rendered for the cache: as a crawler gets it (every Suspense boundary resolved,
// nothing streamed later), so one entry serves crawlers and people alike; as nobody in
// particular (no cookies, no forwarded headers, the site's own origin, so a Host header cannot
// poison an entry); with a placeholder where the CSP nonce goes.

/**
 * Stands where the nonce goes in a stored page. Random per process: no page text can know it
 * in advance and have a real nonce put into it.
 */
export const NONCE_PLACEHOLDER = `pcnonce${randomBytes(12).toString('hex')}`;

/** Not found pages are kept briefly: a product added a moment later shows soon. */
export const NOT_FOUND_FRESH_MS = 10_000;

export interface CacheRenderOptions {
  config: Readonly<AppConfig>;
  upstream: Upstream;
  loadEntry(): Promise<EntryServer>;
  assets(): ClientAssets;
  abortAfterMs?: number;
  layout?: LayoutEntry;
  /** The wall clock badges are read with (tests set it). */
  clock?: () => Date;
}

export class CacheRenderError extends Error {}

export function createCacheRender(o: CacheRenderOptions): RenderForCache {
  const { ttlSeconds, staleSeconds } = o.config.pageCache;
  const origin = new URL(o.config.siteUrl).origin;
  const clock = o.clock ?? (() => new Date());
  return async (key, now) => {
    const phases = renderPhases(() => routeLabel('GET', new URL(key, origin).pathname));
    const entry = await o.loadEntry();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new CacheRenderError('render timed out')),
      o.abortAfterMs ?? RENDER_ABORT_MS,
    );
    try {
      let failure: unknown;
      // What the page shows: the tags of every answer read while rendering it, the layout's too.
      const tags = new Set<Tag>();
      // and the soonest moment a product badge it shows would read differently
      const expiry: BadgeExpiry = { at: null };
      const api = o.upstream.client({ signal: controller.signal });
      const result = await phases.run(() =>
        entry.render({
          request: new Request(urlOf(origin, key), {
            method: 'GET',
            headers: { accept: 'text/html' },
            signal: controller.signal,
          }),
          api: collectingBadgeExpiry(collectingTags(api, tags), expiry, clock),
          cartId: null,
          hasSession: false,
          notice: null,
          nonce: NONCE_PLACEHOLDER,
          waitForAll: true,
          production: o.config.isProduction,
          config: o.config.public,
          assets: o.assets(),
          ...(o.layout && { layout: o.layout.forRequest(api, tags) }),
          onLoaded: phases.loaded,
          onShellReady: phases.shell,
          onAllReady: phases.allReady,
          onError(error) {
            failure ??= error;
          },
        }),
      );
      if (result.kind === 'response') return UNCACHEABLE;
      if (result.status >= 500) {
        result.abort();
        throw new CacheRenderError(`page answered ${result.status}`);
      }
      if (result.status !== 200 && result.status !== 404) {
        result.abort();
        return UNCACHEABLE;
      }
      const html = await collect(result, controller.signal);
      // A boundary that failed renders its fallback: such a page is not kept for everyone.
      if (failure !== undefined) throw failure;
      const notFound = result.status === 404;
      const lifetimes = lifetimesWithin(
        notFound ? Math.min(NOT_FOUND_FRESH_MS, ttlSeconds * 1000) : ttlSeconds * 1000,
        notFound ? 0 : staleSeconds * 1000,
        expiry.at === null ? null : expiry.at - clock().getTime(),
      );
      // a badge on it changes within the second: rendered for each request until then
      if (!lifetimes) return UNCACHEABLE;
      const timing = phases.timing();
      return {
        status: result.status,
        ...template(html),
        ...lifetimes,
        storedAt: now(),
        tags: [...tags],
        ...(timing && { timing }),
      } satisfies CachedPage;
    } catch (err) {
      phases.close(err);
      throw err;
    } finally {
      phases.close();
      clearTimeout(timer);
    }
  };
}

/**
 * A stored page split where the nonce goes. Nothing else in it changes with its age: the
 * browser counts hydrated query data as fetched when the page arrives (freshOnArrival in
 * client/lib/query/query-stream.ts), so the times the render wrote can stay as written.
 */
export function template(html: string): Pick<CachedPage, 'parts'> {
  return { parts: html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part, 'utf8')) };
}

/** The key is the request's path and query as sent; set as parts so a path starting with // stays a path. */
function urlOf(origin: string, key: string): URL {
  const url = new URL(origin);
  const q = key.indexOf('?');
  url.pathname = q >= 0 ? key.slice(0, q) : key;
  if (q >= 0) url.search = key.slice(q);
  return url;
}

function collect(
  result: { pipe(destination: Writable): void; abort(reason?: unknown): void },
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    signal.addEventListener(
      'abort',
      () => {
        result.abort(signal.reason);
        reject(signal.reason as Error);
      },
      { once: true },
    );
    result.pipe(sink);
  });
}
