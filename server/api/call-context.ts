import type { Request, Response } from 'express';
import type { AppConfig } from '../config';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import type { RequestContext } from '../http/request-context';
import type { ApiClient } from '../../shared/contract/api-client';
import type { ApiAnswer, ApiLogger } from './api-response';

// What every per-call handler of the router receives. Handlers call the upstream through the
// request context's client (server/http/request-context.ts), as SSR and the cart action do.

/** The part of AppConfig the /api surface reads (cookie flags, same-origin checks). */
export type ApiConfig = Pick<AppConfig, 'isProduction' | 'siteUrl'>;

export interface CartChangeContext {
  /** The call whose answer carried the cart, e.g. 'add-cart-line-items'. */
  call: string;
  req: Request;
  /** The client for follow-up calls: the request context's, or the one of a customer just signed in. */
  client: ApiClient;
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
  afterCartChange?: AfterCartChange | undefined;
  /** Told how each cart change ended (server/telemetry/metrics). */
  onCartChange?: ((call: string, outcome: 'ok' | 'refused' | 'error') => void) | undefined;
}

export interface CallContext {
  req: Request;
  res: Response;
  call: CallDef;
  /** The body after validation with the call's request schema (defaults applied). */
  input: unknown;
  /** The request's context: session token, cart id, the upstream client bound to them. */
  context: RequestContext;
  deps: ApiDeps;
}

/**
 * One call the BFF serves: it returns its answer (status, body with tokens still inside);
 * it may set cookies on ctx.res but never writes the answer itself.
 */
export type CallHandler = (ctx: CallContext) => Promise<ApiAnswer>;

/** Upstream work for this response that is abandoned if the browser leaves before the answer. */
export function whileBrowserWaits<T>(res: Response, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', onClose);
  return run(controller.signal).finally(() => res.off('close', onClose));
}

/**
 * Calls the upstream for this request: validated input in, checked answer out (tokens still
 * inside). A browser's call always asks the upstream: the public-answer cache is the BFF's own.
 */
export function fetchForRequest(ctx: CallContext): Promise<unknown> {
  return whileBrowserWaits(ctx.res, (signal) =>
    ctx.context.upstream.send(ctx.call, ctx.input, { signal, fresh: true }),
  );
}
