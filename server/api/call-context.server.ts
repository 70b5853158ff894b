import type { Request, Response } from 'express';
import type { AppConfig } from '../config.server';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import type { Upstream, UpstreamClient } from '../upstream/upstream-client.server';
import type { ApiAnswer, ApiLogger } from './api-response.server';

// What every per-call handler of the router receives, and the one way those handlers call
// the upstream (server/upstream, shared with SSR and the ops endpoints).

/** The part of AppConfig the /api surface reads (cookie flags, same-origin checks). */
export type ApiConfig = Pick<AppConfig, 'isProduction' | 'siteUrl'>;

export interface CartChangeContext {
  /** The call whose answer carried the cart, e.g. 'add-cart-line-items'. */
  call: string;
  req: Request;
  /** This request's client (session token, forwarded headers, shared public cache), for follow-up calls. */
  client: UpstreamClient;
  log: ApiLogger;
}

/**
 * Hook run after every cart-changing call (gift-with-purchase, SPEC section 4). It may return
 * the cart after its own changes, which then replaces the answer; failures are swallowed.
 */
export type AfterCartChange = (cart: Cart, ctx: CartChangeContext) => Promise<Cart | void> | Cart | void;

export interface ApiDeps {
  config: ApiConfig;
  logger: ApiLogger;
  /** The one upstream client of the app. */
  upstream: Upstream;
  afterCartChange?: AfterCartChange | undefined;
}

export interface CallContext {
  req: Request;
  res: Response;
  call: CallDef;
  /** The body after validation with the call's request schema (defaults applied). */
  input: unknown;
  /** Session token from the cookie; undefined when signed out. */
  token: string | undefined;
  /** A session cookie came but was refused (malformed or duplicated): signed out, and its cookies should go. */
  sessionRefused: boolean;
  deps: ApiDeps;
  /**
   * How a pass-through call travels: through http-proxy-middleware for the /api router, or
   * through fetch when the call runs in-process (a route action's api), with the same policy.
   */
  transport: 'proxy' | 'fetch';
}

/**
 * One call the BFF serves: it returns its answer (status, body with tokens still inside);
 * it may set cookies on ctx.res but never writes the answer itself.
 */
export type CallHandler = (ctx: CallContext) => Promise<ApiAnswer>;

/** Follows the browser: the upstream call is abandoned if the browser leaves before the answer. */
function untilBrowserLeaves(res: Response): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', onClose);
  return { signal: controller.signal, done: () => res.off('close', onClose) };
}

/** Calls the upstream for this request: validated input in, checked answer out (tokens still inside). */
export function fetchForRequest(ctx: CallContext): Promise<unknown> {
  const browser = untilBrowserLeaves(ctx.res);
  const request = { ...ctx.deps.upstream.requestOf(ctx.req), token: ctx.token, signal: browser.signal };
  return ctx.deps.upstream.send(ctx.call, ctx.input, request).finally(browser.done);
}

/** The same pass-through, for calls the BFF does not act on (http-proxy-middleware). */
export function proxyForRequest(ctx: CallContext): Promise<{ status: number; answer: unknown }> {
  const browser = untilBrowserLeaves(ctx.res);
  const request = { ...ctx.deps.upstream.requestOf(ctx.req), token: ctx.token, signal: browser.signal };
  return ctx.deps.upstream.proxy(ctx.req, ctx.res, ctx.call, ctx.input, request).finally(browser.done);
}

/** This request's typed client, for the BFF's own follow-up calls (the cart service, gift rules). */
export function clientForRequest(ctx: CallContext): UpstreamClient {
  return ctx.deps.upstream.forRequest(ctx.req);
}
