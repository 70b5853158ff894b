import { Router, type Request, type Response } from 'express';
import { API_PREFIX, type Service } from '../../shared/contract/define';
import { PERSONAL_NO_STORE, PUBLIC_API_ANSWER } from '../http/cache-control';
import { sendAnswer, sendFailure } from './api-response';
import type { CallPipeline } from './call-pipeline';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from './csrf';
import { clearAllSessionState } from './session-cookies';
import { revokeUpstreamSession } from './session-handlers';
import { readJsonBody } from './validate-body';

export type { AfterCartChange, CartChangeContext, ApiConfig } from './call-context';

// The BFF's /api surface (ARCHITECTURE, step 6). Per call, in this order: known name, POST,
// same origin, JSON body within 32kb, no prototype keys, the shared request schema, the throttle
// (account calls); only then the session token and the upstream. From the schema on, the call
// runs through the call pipeline (call-pipeline.ts), which returns the answer this router
// sends. Mount at '/' BEFORE any global body parser.

export const LOGOUT_PATH = '/api/session/logout';

/** The /api surface around the app's one call pipeline (shared with the in-process api of page forms). */
export function createApiRouter(pipeline: CallPipeline): Router {
  const { deps } = pipeline;
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
      sendFailure(
        req,
        res,
        deps.logger,
        403,
        { error: CROSS_SITE_MESSAGE },
        { ...context, detail: { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site') } },
      );
      return false;
    }
    return true;
  }

  const serve = (service: Service) => async (req: Request, res: Response) => {
    // Mounted with use(): req.path is '/<name>' below the service prefix.
    const name = req.path.slice(1);
    const call = pipeline.callOf(name);
    if (!call || call.service !== service) {
      return sendFailure(req, res, deps.logger, 404, { error: `Unknown API call: ${name.slice(0, 100)}` });
    }
    if (!admit(req, res, name)) return;
    // Only answers the upstream client may share between visitors are public; the rest carry
    // a session, a cart or an account.
    res.set('cache-control', call.cacheMs > 0 ? PUBLIC_API_ANSWER : PERSONAL_NO_STORE);
    const body = await readJsonBody(req, res);
    if (!body.ok) return sendFailure(req, res, deps.logger, body.problem.status, body.problem, { call: name });
    sendAnswer(res, await pipeline.runCall(name, body.value, req, res));
  };

  router.use(API_PREFIX.ecom, serve('ecom'));
  router.use(API_PREFIX.cms, serve('cms'));

  // Sign-out (SPEC section 4): the upstream revokes the token, then session, og_auth
  // and cart cookies are cleared.
  router.all(LOGOUT_PATH, async (req, res) => {
    if (!admit(req, res)) return;
    await revokeUpstreamSession(req, deps);
    clearAllSessionState(res, deps.config);
    res.set('cache-control', PERSONAL_NO_STORE).status(204).end();
  });

  // Any other path under /api is no call: a JSON 404, whatever the method or body (not the page
  // renderer's answer to a form, nor its HTML 404 page).
  router.use('/api', (req, res) => {
    sendFailure(req, res, deps.logger, 404, { error: `Not found: ${req.method} /api${req.path.slice(0, 100)}` });
  });

  return router;
}
