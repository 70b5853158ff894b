import { Router, type Request, type Response } from 'express';
import { API_PREFIX, type CallDef, type Service } from '../../shared/contract/define';
import { calls as registry } from '../../shared/contract/registry';
import { sendFailure, sendJson, sendUpstreamFailure } from './api-response.server';
import type { AfterCartChange, ApiConfig, ApiDeps, CallContext, CallHandler } from './call-context.server';
import { signedOutAnswer } from './call-upstream.server';
import { CART_CHANGING_CALLS, cartChangeHandler, createCartHandler, getCartHandler } from './cart-handlers.server';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from './csrf.server';
import { forwardContextFrom, upstreamHeaders } from './forward-headers.server';
import { applyToken } from './inject-token.server';
import { createCallProxy, type ProxyCall } from './proxy-call.server';
import { clearAllSessionState, readSessionToken } from './session-cookies.server';
import { signInHandler, userInfoHandler } from './session-handlers.server';
import { subscriptionCookieHandler } from './subscription-handlers.server';
import { signInRequiredError } from './upstream-error.server';
import { upstreamBase, type FetchImpl } from './upstream-fetch.server';
import { readJsonBody, validateBody } from './validate-body.server';
import type { ApiLogger } from './api-response.server';

export type { AfterCartChange, CartChangeContext, ApiConfig } from './call-context.server';

// The BFF's /api surface (ARCHITECTURE, step 6). Per call, in this order: known name, POST,
// same origin, JSON body within 32kb, no prototype keys, the shared request schema; only then
// the session token and the upstream. Mount at '/' BEFORE any global body parser.

export const LOGOUT_PATH = '/api/session/logout';

export interface ApiRouterOptions {
  config: ApiConfig;
  logger: ApiLogger;
  /** Gift-with-purchase hook point; none by default. */
  afterCartChange?: AfterCartChange;
  /** fetch for the BFF's own handlers and the hook's client (instrumentation); the proxy always uses HTTP. */
  fetchImpl?: FetchImpl;
  /** The contract; the shared registry unless a test narrows it. */
  calls?: Readonly<Record<string, CallDef>>;
}

/** Calls whose answer the BFF acts on; every other call is proxied. */
const OWN_HANDLERS: Readonly<Record<string, CallHandler>> = {
  'user-login': signInHandler,
  'activate-account': signInHandler,
  'reset-password': signInHandler,
  'user-info': userInfoHandler,
  'generate-ordergroove-cookie': subscriptionCookieHandler,
  'create-cart': createCartHandler,
  'get-cart': getCartHandler,
  ...Object.fromEntries([...CART_CHANGING_CALLS].map((name) => [name, cartChangeHandler])),
};

function proxyHandler(proxy: ProxyCall): CallHandler {
  return async ({ req, res, call, input, token, deps }) => {
    const applied = applyToken(call, input, token);
    if (!applied.ok) {
      const answer = signedOutAnswer(call);
      if (answer === undefined) throw signInRequiredError();
      return sendJson(res, 200, answer);
    }
    await proxy(req, res, {
      call: call.name,
      base: upstreamBase(deps.config, call.service),
      path: call.path,
      body: applied.body,
      headers: upstreamHeaders(forwardContextFrom(req), applied.authorization),
      timeoutMs: deps.config.upstreamTimeoutMs,
    });
  };
}

export function createApiRouter(options: ApiRouterOptions): Router {
  const contract = options.calls ?? (registry as Readonly<Record<string, CallDef>>);
  const deps: ApiDeps = {
    config: options.config,
    logger: options.logger,
    afterCartChange: options.afterCartChange,
    fetchImpl: options.fetchImpl,
  };
  const proxied = proxyHandler(createCallProxy(options.logger));
  const router = Router();

  /** Method and origin checks shared by every endpoint; true when the request may go on. */
  function admit(req: Request, res: Response, call?: string): boolean {
    const context = call === undefined ? {} : { call };
    if (req.method !== 'POST') {
      res.set('allow', 'POST');
      sendFailure(req, res, deps.logger, 405, { error: 'Method not allowed' }, context);
      return false;
    }
    if (isCrossSiteRequest(req, deps.config.siteUrl)) {
      sendFailure(req, res, deps.logger, 403, { error: CROSS_SITE_MESSAGE }, { ...context, detail: { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site') } });
      return false;
    }
    return true;
  }

  const serve = (service: Service) => async (req: Request, res: Response) => {
    // Mounted with use(): req.path is '/<name>' below the service prefix.
    const name = req.path.slice(1);
    const call = Object.prototype.hasOwnProperty.call(contract, name) ? contract[name] : undefined;
    if (!call || call.service !== service) {
      return sendFailure(req, res, deps.logger, 404, { error: `Unknown API call: ${name.slice(0, 100)}` });
    }
    if (!admit(req, res, name)) return;
    try {
      const body = await readJsonBody(req, res);
      if (!body.ok) return sendFailure(req, res, deps.logger, body.problem.status, body.problem, { call: name });
      const valid = validateBody(call.request, body.value);
      if (!valid.ok) return sendFailure(req, res, deps.logger, valid.problem.status, valid.problem, { call: name });
      const ctx: CallContext = { req, res, call, input: valid.data, token: readSessionToken(req), deps };
      const handler = Object.prototype.hasOwnProperty.call(OWN_HANDLERS, name) ? OWN_HANDLERS[name]! : proxied;
      await handler(ctx);
    } catch (err) {
      sendUpstreamFailure(req, res, deps.logger, err, name);
    }
  };

  router.use(API_PREFIX.ecom, serve('ecom'));
  router.use(API_PREFIX.cms, serve('cms'));

  // Sign-out (SPEC section 4): session, og_auth and cart cookies; nothing upstream to tell.
  router.all(LOGOUT_PATH, (req, res) => {
    if (!admit(req, res)) return;
    clearAllSessionState(res, deps.config);
    res.set('cache-control', 'no-store').status(204).end();
  });

  return router;
}
