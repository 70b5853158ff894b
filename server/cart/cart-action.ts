import type { Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/contract/api-client';
import {
  CART_INTENT_FIELD,
  type CartAction,
  type CartActionAnswer,
  type CartActionFailure,
  type CartNotice,
} from '../../shared/contract/cart-action';
import { CART_FIELD_LABELS } from '../../shared/contract/cart-intents';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { labelledFieldMessage, shopperFieldMessage } from '../../shared/format/field-message';
import { failure, sendAnswer, type ApiAnswer, type ApiLogger } from '../api/api-response';
import { PERSONAL_NO_STORE } from '../http/cache-control';
import { FORM_CONTENT_TYPE, mediaTypeOf, readPost, sendFormRefusal, type FormRefusal } from '../render/page-post';
import { stripTokens } from '../upstream/strip-tokens';
import { browserCartFor } from './browser-cart';
import type { CartRequest } from './cart-handlers';
import { runCartIntent, type IntentOutcome } from './cart-action-intents';
import { formFields, jsonFields, parseCartAction } from './cart-action-parse';
import { setCartNotice } from './cart-notice-cookie';

// The cart action (docs/decisions/015): every cart change of the browser posts here, to the
// cart page's own path, with an `intent`. Admitted as a page form is (same-site, 32 kB), in two
// modes by content type:
//  - FORM (urlencoded, JavaScript off): 303 back to `returnTo`, the outcome in a one-time
//    notice cookie the next page shows (server/render/page-renderer.ts);
//  - JSON (the enhanced form): 200 `{ cart, notice }` with the settled cart, or the status
//    with `{ error, field }` as /api answers.
// The intent calls the cart service directly (browser-cart.ts), with the rules an /api
// cart call has: the call's validation, the cart cookie, gift rules, attribution.

export const JSON_CONTENT_TYPE = 'application/json';
const CALL = 'cart-action';

/** The app's cart dependencies: cookie flags, logger, the upstream client and the gift rules. */
export type CartActionOptions = CartRequest['deps'];

type Outcome = { ok: true; value: IntentOutcome } | { ok: false; answer: ApiAnswer & { body: CartActionFailure } };

function refuseJson(req: Request, res: Response, logger: ApiLogger, refusal: FormRefusal): void {
  // The body may be unread: close rather than leave an upload in the connection.
  res.set('connection', 'close');
  sendAnswer(res, failure(req, logger, refusal.status, { error: refusal.message }, { call: CALL }));
}

async function outcomeOf(req: Request, res: Response, o: CartActionOptions, fields: Record<string, unknown> | null) {
  const parsed = parseCartAction(fields);
  if (!parsed.ok) {
    return {
      returnTo: parsed.returnTo,
      outcome: { ok: false, answer: failure(req, o.logger, 400, parsed.problem, { call: CALL }) } as Outcome,
    };
  }
  try {
    const value = await runCartIntent(browserCartFor({ req, res, deps: o }), parsed.action);
    return { returnTo: parsed.returnTo, outcome: { ok: true, value } as Outcome };
  } catch (err) {
    // Refusals were logged where they were made; anything else is a fault of ours, logged here once.
    const answer =
      err instanceof ApiError
        ? {
            status: err.status,
            body: err.field === undefined ? { error: err.message } : { error: err.message, field: err.field },
          }
        : failure(req, o.logger, 500, { error: CART_MESSAGES.failed }, { call: CALL, err });
    return { returnTo: parsed.returnTo, outcome: { ok: false, answer } as Outcome };
  }
}

/**
 * The notice the page after the redirect shows. A refused discount code belongs to the code
 * field (the cart page shows it beside the input, with what was typed), whichever call refused it.
 */
function noticeOf(outcome: Outcome, posted: Record<string, unknown> | null): CartNotice {
  if (outcome.ok) return outcome.value.notice;
  const { error, field } = outcome.answer.body;
  const code =
    posted?.[CART_INTENT_FIELD] === 'apply-code' && typeof posted.code === 'string'
      ? posted.code.trim().slice(0, 50)
      : undefined;
  // Beside the code field the message is a sentence of its own; above the page it names the
  // field as the shopper knows it, not as the call does.
  if (code !== undefined)
    return { kind: 'error', text: shopperFieldMessage(error, field).slice(0, 500), field: 'code', value: code };
  const label = field === undefined ? undefined : CART_FIELD_LABELS[field];
  const text = field !== undefined && label !== undefined ? labelledFieldMessage(error, field, label) : error;
  return { kind: 'error', text: text.slice(0, 500), ...(field !== undefined && { field: field.slice(0, 50) }) };
}

/**
 * The cart action for a route action the BFF runs (a page form posted without JavaScript, e.g.
 * choosing a professional): the intent run here for this request; a refusal is an ApiError.
 */
export function cartActionFor(
  o: CartActionOptions,
  req: Request,
  res: Response,
): (action: CartAction) => Promise<CartActionAnswer> {
  // Tokens never leave the BFF, not even into an action's data or the page after it.
  return async (action) => stripTokens(await runCartIntent(browserCartFor({ req, res, deps: o }), action));
}

export function createCartAction(o: CartActionOptions): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', PERSONAL_NO_STORE);
    const json = mediaTypeOf(req) === JSON_CONTENT_TYPE;
    try {
      const post = await readPost(req, res, o.config.siteUrl, [FORM_CONTENT_TYPE, JSON_CONTENT_TYPE]);
      if (!post.ok)
        return json ? refuseJson(req, res, o.logger, post.refusal) : sendFormRefusal(req, res, post.refusal);
      const fields = json ? jsonFields(post.body) : formFields(post.body);
      const { returnTo, outcome } = await outcomeOf(req, res, o, fields);
      if (json) {
        const body: CartActionAnswer | CartActionFailure = outcome.ok
          ? { cart: outcome.value.cart, notice: outcome.value.notice }
          : outcome.answer.body;
        // Tokens never leave the BFF, whatever an upstream cart carried.
        res.status(outcome.ok ? 200 : outcome.answer.status).json(stripTokens(body));
        return;
      }
      // Post/redirect/get: the page the form was on (or the cart) shows the notice once.
      setCartNotice(res, noticeOf(outcome, fields), o.config);
      res.redirect(303, returnTo);
    } catch (err) {
      const answer = failure(req, o.logger, 500, { error: CART_MESSAGES.failed }, { call: CALL, err });
      if (!res.headersSent) res.status(answer.status).json(answer.body);
    }
  };
}
