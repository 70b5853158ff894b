import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';
import { CART_COOKIE, SESSION_TOKEN_COOKIE } from '../http/session-cookie-read';
import { contextOf } from '../http/request-context';
import { ANONYMOUS_PAGE, PERSONAL_NO_STORE } from '../http/cache-control';
import type { CallPipeline } from '../api/call-pipeline';
import { createInProcessApi } from '../api/in-process-api';
import { cartActionFor } from '../cart/cart-action';
import type { RenderOptions, RenderResult } from '../../client/entry-server';
import type { Screen } from '../../shared/routes/route-table';
import type { ApiClient } from '../../shared/contract/api-client';
import type { LayoutEntry } from '../cache/layout-entry';
import type { MakeLayout } from '../../shared/layout-data';
import { safeLocalPath } from '../../shared/rules/url';
import { toFetchRequest } from './fetch-request';
import { clearCartNotice, hasCartNoticeCookie, readCartNotice } from '../cart/cart-notice-cookie';
import { readPagePost, sendFormRefusal } from './page-post';
import { RENDER_ABORT_MS } from './render-timeout';
import { writesPerPass } from './pass-writes';
import type { SsrRecorder } from '../telemetry/metrics/bff-metrics';
import { routeLabel } from '../telemetry/metrics/route-label';
import { renderPhases } from '../telemetry/render-phases';
import { serverTiming } from '../telemetry/server-timing';

export interface EntryServer {
  render(options: RenderOptions): Promise<RenderResult>;
  /** Fetches the layout's answers for the server's layout entry (a layout file asked of a process that has not rendered it). */
  makeLayout?: MakeLayout;
}

/** What a page of these screens loads at once besides the entry: modulepreload links and stylesheets. */
export interface ScreenAssets {
  modules: string[];
  styles: string[];
  /** The screen's own route chunk, when these are one screen's (the browser imports it to hydrate). */
  module?: string;
}

export interface ClientAssets {
  scripts: string[];
  styles: string[];
  /** The web fonts' stylesheet, asked for after the first paint (production; development imports it). */
  fonts?: string;
  /** The route chunks of the matched screens (production; development loads modules as imported). */
  forScreens?(screens: readonly Screen[]): ScreenAssets;
}

export interface PageRendererOptions {
  config: AppConfig;
  /** The /api call pipeline: a form posted without JavaScript runs its route action with it, in-process. */
  pipeline: CallPipeline;
  loadEntry(): Promise<EntryServer>;
  assets(): ClientAssets;
  /** How long a stream may run before it is cut short. */
  abortAfterMs?: number;
  /** The layout's data, one tagged entry for every page, which pages name instead of carrying (shared/layout-data.ts). */
  layout?: LayoutEntry;
  /** Time to shell and to all-ready, streams cut short (server/telemetry/metrics). */
  metrics?: SsrRecorder;
}

const ERROR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  '<body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>';

/**
 * Step 8 of the request flow: route loaders, then React streamed to the response. Loaders call
 * the request context's upstream client (its token, cart id, and the stale cart and lapsed
 * session rules). A form POST (decision 013) runs the route's action first, with the /api
 * pipeline in-process as its api.
 */
export function createPageRenderer(o: PageRendererOptions): RequestHandler {
  const abortAfterMs = o.abortAfterMs ?? RENDER_ABORT_MS;
  return async (req, res, next) => {
    const isForm = req.method === 'POST';
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isForm) return next();
    let body: string | undefined;
    if (isForm) {
      const post = await readPagePost(req, res, o.config.siteUrl);
      if (!post.ok) return sendFormRefusal(req, res, post.refusal);
      body = post.body;
    }
    const context = contextOf(req);
    // SPEC section 4 "Root": bots get the whole page.
    const { bot } = context;
    // The cart action's one-time notice (no JavaScript): shown on this page, then gone.
    const notice = req.method === 'GET' ? readCartNotice(req, o.config) : null;
    if (req.method === 'GET' && hasCartNoticeCookie(req, o.config)) clearCartNotice(res, o.config);
    const metrics = o.metrics;
    const started = performance.now();
    const visitor = bot ? 'bot' : 'person';
    const phases = renderPhases(() => routeLabel(req.method, req.path));
    res.once('close', () => phases.close());
    let result: RenderResult;
    try {
      const entry = await o.loadEntry();
      // A form post runs its action through the /api pipeline.
      const api: ApiClient = isForm ? createInProcessApi(o.pipeline, req, res) : context.upstream;
      result = await phases.run(() =>
        entry.render({
          request: toFetchRequest(req, res, body),
          api,
          cartId: context.cartId ?? null,
          hasSession: context.token !== undefined,
          notice,
          // A form's route action changes the cart as the cart action does, here in-process.
          ...(isForm && { cart: cartActionFor(o.pipeline.deps, req, res) }),
          nonce: context.nonce,
          waitForAll: bot,
          production: o.config.isProduction,
          config: o.config.public,
          assets: o.assets(),
          ...(o.layout && { layout: o.layout.forRequest(api) }),
          onLoaded: phases.loaded,
          onShellReady: () => {
            phases.shell();
            metrics?.shell(visitor, (performance.now() - started) / 1000);
          },
          onAllReady: () => {
            phases.allReady();
            metrics?.allReady(visitor, (performance.now() - started) / 1000);
          },
          onError(error) {
            // For bots a render error is reported as an app error and the page still goes out.
            req.log.error({ err: error, appError: true, bot }, 'render error');
          },
        }),
      );
    } catch (err) {
      phases.close(err);
      req.log.error({ err }, 'page render failed');
      if (!res.headersSent) res.status(500).type('html').set('Cache-Control', 'no-store').send(ERROR_HTML);
      return;
    }

    if (result.kind === 'response') {
      const { response } = result;
      const location = response.headers.get('location');
      if (location && response.status >= 300 && response.status < 400) {
        // Loaders redirect within the site only; a Location can never send a visitor elsewhere.
        // After a form, 303 See Other: the browser GETs the target (post/redirect/get).
        if (isForm) res.set('Cache-Control', PERSONAL_NO_STORE);
        res.redirect(isForm ? 303 : response.status, safeLocalPath(location));
      } else {
        res.set('Cache-Control', PERSONAL_NO_STORE);
        res
          .status(response.status)
          .type(response.headers.get('content-type') ?? 'text/plain')
          .send(await response.text());
      }
      return;
    }

    res.status(result.status);
    if (result.allow !== undefined) res.setHeader('Allow', result.allow);
    // where this page's time went (DevTools' Timing tab): rendered for this request, so a MISS
    res.setHeader('Server-Timing', serverTiming('MISS', phases.timing()));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The answer to a form is about what this visitor just sent: never kept anywhere.
    res.setHeader(
      'Cache-Control',
      isForm || notice !== null || isPersonalPage(req) ? PERSONAL_NO_STORE : ANONYMOUS_PAGE,
    );
    if (req.method === 'HEAD') {
      result.abort();
      res.end();
      return;
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      metrics?.aborted('timeout');
      result.abort(new Error('render timed out'));
    }, abortAfterMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!timedOut && !res.writableFinished) metrics?.aborted('client-gone');
    });
    result.pipe(writesPerPass(res));
  };
}

/** Account and cart pages always, and every page of a visitor with a session or a cart. */
const PERSONAL_PATH = /^\/(account|cart)(\/|$)/;

/**
 * Whether the page carries personal data: the signed-in customer's name and
 * cart are in its HTML and its dehydrated data, so no cache, not even the browser's back/
 * forward or disk cache, may keep it. Anonymous pages keep the revalidating header.
 */
export function isPersonalPage(req: Parameters<RequestHandler>[0]): boolean {
  if (PERSONAL_PATH.test(req.path)) return true;
  // Any session or cart cookie marks a visitor, even one that does not read as valid
  // (malformed, duplicated) and whatever its name prefix (__Host- on https): erring
  // towards no-store costs nothing.
  return contextOf(req).namesCookie([SESSION_TOKEN_COOKIE, CART_COOKIE]);
}
