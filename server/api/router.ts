import { Router, type Request, type Response } from 'express';
import { API_PREFIX, type CallDef, type Service } from '../../shared/contract/define';
import { calls as registry } from '../../shared/contract/registry';
import type { Upstream } from '../upstream/upstream-client.server';
import { PERSONAL_NO_STORE, PUBLIC_API_ANSWER } from '../http/cache-control';
import { sendFailure, sendJson, sendUpstreamFailure } from './api-response.server';
import { proxyForRequest, type AfterCartChange, type ApiConfig, type ApiDeps, type CallContext, type CallHandler } from './call-context.server';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from './csrf.server';
import { readSession } from '../http/session-cookie-read.server';
import { clearAllSessionState } from './session-cookies.server';
import { logoutHandler, revokeUpstreamSession, signInHandler, userInfoHandler } from './session-handlers.server';
import { subscriptionCookieHandler } from './subscription-handlers.server';
import type { Throttle } from './throttle/throttle.server';
import { readJsonBody, validateBody } from './validate-body.server';
import type { ApiLogger } from './api-response.server';

export type { AfterCartChange, CartChangeContext, ApiConfig } from './call-context.server';

// The BFF's /api surface (ARCHITECTURE, step 6). Per call, in this order: known name, POST,
// same origin, JSON body within 32kb, no prototype keys, the shared request schema, the throttle
// (account calls); only then the session token and the upstream. Mount at '/' BEFORE any global body parser.

export const LOGOUT_PATH = '/api/session/logout';

export interface ApiRouterOptions {
  config: ApiConfig;
  logger: ApiLogger;
  /** The app's one upstream client (server/upstream). */
  upstream: Upstream;
  /** Limits on the account calls (server/api/throttle), shared by every replica when Redis is configured. */
  throttle: Throttle;
  /** Gift-with-purchase hook point; none by default. */
  afterCartChange?: AfterCartChange;
  /** The cart calls the BFF acts on (server/cart: the cart id cookie, the settled cart), by call name. */
  cartHandlers: Readonly<Record<string, CallHandler>>;
  /** The contract; the shared registry unless a test narrows it. */
  calls?: Readonly<Record<string, CallDef>>;
}

/** Session calls whose answer the BFF acts on; with the cart handlers, every other call passes through (proxied). */
const SESSION_HANDLERS: Readonly<Record<string, CallHandler>> = {
  'user-login': signInHandler,
  'activate-account': signInHandler,
  'reset-password': signInHandler,
  'user-info': userInfoHandler,
  'user-logout': logoutHandler,
  'generate-ordergroove-cookie': subscriptionCookieHandler,
};

/** Pass-through: same policy as every other call (server/upstream), http-proxy-middleware as transport. */
const proxied: CallHandler = async (ctx) => {
  const { status, answer } = await proxyForRequest(ctx);
  sendJson(ctx.res, status, answer);
};

export function createApiRouter(options: ApiRouterOptions): Router {
  const contract = options.calls ?? (registry as Readonly<Record<string, CallDef>>);
  const deps: ApiDeps = {
    config: options.config,
    logger: options.logger,
    upstream: options.upstream,
    afterCartChange: options.afterCartChange,
  };
  const ownHandlers: Readonly<Record<string, CallHandler>> = { ...options.cartHandlers, ...SESSION_HANDLERS };
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
    // Only answers the upstream client may share between visitors are public; the rest carry
    // a session, a cart or an account (issue 9 §10).
    res.set('cache-control', call.cacheMs > 0 ? PUBLIC_API_ANSWER : PERSONAL_NO_STORE);
    try {
      const body = await readJsonBody(req, res);
      if (!body.ok) return sendFailure(req, res, deps.logger, body.problem.status, body.problem, { call: name });
      const valid = validateBody(call.request, body.value);
      if (!valid.ok) return sendFailure(req, res, deps.logger, valid.problem.status, valid.problem, { call: name });
      const session = readSession(req, deps.config);
      const admission = await options.throttle.admit(req, res, name, valid.data, session.token);
      if (!admission) return;
      const ctx: CallContext = { req, res, call, input: valid.data, token: session.token, sessionRefused: session.refused, deps };
      const handler = Object.prototype.hasOwnProperty.call(ownHandlers, name) ? ownHandlers[name]! : proxied;
      await handler(ctx);
      await admission.settle();
    } catch (err) {
      sendUpstreamFailure(req, res, deps.logger, err, name);
    }
  };

  router.use(API_PREFIX.ecom, serve('ecom'));
  router.use(API_PREFIX.cms, serve('cms'));

  // Sign-out (SPEC section 4): the upstream revokes the token (issue 9), then session, og_auth
  // and cart cookies are cleared.
  router.all(LOGOUT_PATH, async (req, res) => {
    if (!admit(req, res)) return;
    await revokeUpstreamSession(req, deps, readSession(req, deps.config).token);
    clearAllSessionState(res, deps.config);
    res.set('cache-control', PERSONAL_NO_STORE).status(204).end();
  });

  return router;
}
