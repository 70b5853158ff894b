import type { Request, Response } from 'express';
import type { AppConfig } from '../config.server';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import type { ApiLogger } from './api-response.server';
import { callUpstream } from './call-upstream.server';
import { forwardContextFrom } from './forward-headers.server';
import type { UpstreamClient } from './upstream.server';
import type { FetchImpl } from './upstream-fetch.server';

// What every per-call handler of the router receives, and the one way those handlers call
// the upstream.

/** The part of AppConfig the /api surface reads. */
export type ApiConfig = Pick<AppConfig, 'upstream' | 'upstreamTimeoutMs' | 'isProduction' | 'siteUrl'>;

export interface CartChangeContext {
  /** The call whose answer carried the cart, e.g. 'add-cart-line-items'. */
  call: string;
  req: Request;
  /** Server transport with this request's session token, for follow-up cart calls. */
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
  afterCartChange?: AfterCartChange | undefined;
  fetchImpl?: FetchImpl | undefined;
}

export interface CallContext {
  req: Request;
  res: Response;
  call: CallDef;
  /** The body after validation with the call's request schema (defaults applied). */
  input: unknown;
  /** Session token from the cookie; undefined when signed out. */
  token: string | undefined;
  deps: ApiDeps;
}

export type CallHandler = (ctx: CallContext) => Promise<void>;

/** Calls the upstream for this request; the upstream call is abandoned if the browser leaves. */
export function fetchForRequest(ctx: CallContext): Promise<unknown> {
  const controller = new AbortController();
  const onClose = () => {
    if (!ctx.res.writableFinished) controller.abort();
  };
  ctx.res.once('close', onClose);
  return callUpstream(ctx.call, ctx.input, {
    config: ctx.deps.config,
    token: ctx.token,
    forward: forwardContextFrom(ctx.req),
    signal: controller.signal,
    ...(ctx.deps.fetchImpl && { fetchImpl: ctx.deps.fetchImpl }),
  }).finally(() => ctx.res.off('close', onClose));
}
