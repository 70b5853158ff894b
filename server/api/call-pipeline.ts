import type { Request, Response } from 'express';
import type { CallDef } from '../../shared/contract/define';
import { calls as registry } from '../../shared/contract/registry';
import { contextOf } from '../http/request-context';
import { answer, failure, upstreamFailure, type ApiAnswer, type ApiLogger } from './api-response';
import {
  fetchForRequest,
  type AfterCartChange,
  type ApiConfig,
  type ApiDeps,
  type CallContext,
  type CallHandler,
} from './call-context';
import { logoutHandler, signInHandler, userInfoHandler } from './session-handlers';
import { subscriptionCookieHandler } from './subscription-handlers';
import type { Throttle } from './throttle/throttle';
import { validateBody } from './validate-body';

// One /api call from its name and body to its answer, as a value: known call → the shared
// request schema → the throttle → the session → the call's handler. The /api router sends the
// answer; a route action run by the BFF for a form posted without JavaScript gets it through
// the in-process api. Both go through exactly this, so every rule of /api holds for both.

export interface CallPipelineOptions {
  config: ApiConfig;
  logger: ApiLogger;
  /** Limits on the account calls (server/api/throttle), shared by every replica when Redis is configured. */
  throttle: Throttle;
  /** Gift-with-purchase hook point; none by default. */
  afterCartChange?: AfterCartChange | undefined;
  onCartChange?: ApiDeps['onCartChange'];
  /** The cart calls the BFF acts on (server/cart: the cart id cookie, the settled cart), by call name. */
  cartHandlers: Readonly<Record<string, CallHandler>>;
  /** The contract; the shared registry unless a test narrows it. */
  calls?: Readonly<Record<string, CallDef>> | undefined;
}

export interface CallPipeline {
  readonly deps: ApiDeps;
  /** The call of that name, or undefined when the contract has none. */
  callOf(name: string): CallDef | undefined;
  /** Runs one call for this request; cookies the handlers set go on `res`, the answer comes back. */
  runCall(name: string, input: unknown, req: Request, res: Response): Promise<ApiAnswer>;
}

/** Session calls whose answer the BFF acts on; with the cart handlers, every other call passes through. */
const SESSION_HANDLERS: Readonly<Record<string, CallHandler>> = {
  'user-login': signInHandler,
  'activate-account': signInHandler,
  'reset-password': signInHandler,
  'user-info': userInfoHandler,
  'user-logout': logoutHandler,
  'generate-ordergroove-cookie': subscriptionCookieHandler,
};

/**
 * Pass-through: the same client, transport and policy as every other call (server/upstream),
 * asking the upstream each time (the public-answer cache serves the BFF's own calls).
 */
const passThrough: CallHandler = async (ctx) => answer(200, await fetchForRequest(ctx));

const own = <T>(record: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;

export function createCallPipeline(options: CallPipelineOptions): CallPipeline {
  const contract = options.calls ?? (registry as Readonly<Record<string, CallDef>>);
  const deps: ApiDeps = {
    config: options.config,
    logger: options.logger,
    afterCartChange: options.afterCartChange,
    onCartChange: options.onCartChange,
  };
  const handlers: Readonly<Record<string, CallHandler>> = { ...options.cartHandlers, ...SESSION_HANDLERS };
  const callOf = (name: string) => own(contract, name);

  return {
    deps,
    callOf,
    async runCall(name, input, req, res) {
      const call = callOf(name);
      if (!call) return failure(req, deps.logger, 404, { error: `Unknown API call: ${name.slice(0, 100)}` });
      try {
        const valid = validateBody(call.request, input);
        if (!valid.ok) return failure(req, deps.logger, valid.problem.status, valid.problem, { call: name });
        const context = contextOf(req);
        const admission = await options.throttle.admit(req, name, valid.data, context.token);
        if (admission.refused) return admission.refused;
        const ctx: CallContext = { req, res, call, input: valid.data, context, deps };
        const result = await (own(handlers, name) ?? passThrough)(ctx);
        await admission.settle(result);
        return result;
      } catch (err) {
        return upstreamFailure(req, deps.logger, err, name);
      }
    },
  };
}
