import type { RequestHandler } from 'express';
import type { CallDef } from '../../../shared/contract/define';
import { calls, type CallName } from '../../../shared/contract/registry';
import { DEFAULT_SITE_URL } from '../backend-env';
import { sessionFor } from '../customers/sessions';
import { handlers } from '../handlers';
import type { Ctx } from './context';
import type { BackendOptions } from '../backend-options';
import { validationMessage } from './validation-message';
import { headerToken } from './bearer-token';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * One contract call: token, request validation (400 naming the field), handler, and in
 * development and tests a check of our own answer against the response schema, so the
 * backend can never drift from the contract unnoticed.
 */
export function callRoute(name: CallName, options: BackendOptions): RequestHandler {
  const call = calls[name];
  const handler = handlers[name] as (input: unknown, ctx: Ctx) => unknown;
  const checkResponse = options.validateResponses ?? process.env.NODE_ENV !== 'production';

  return async (req, res) => {
    let body: unknown = req.body ?? {};
    if (!isObject(body)) {
      res.status(400).json({ error: 'body: must be a JSON object' });
      return;
    }
    let token: string | null = null;
    if (call.token === 'body') {
      const { token: bodyToken, ...rest } = body;
      token = typeof bodyToken === 'string' ? bodyToken : null;
      body = rest;
    } else if (call.token !== 'none') {
      token = headerToken(req.get('authorization'));
    }
    const now = options.now?.() ?? new Date();
    const session = sessionFor(options.db, token, now);
    if (call.token === 'header' && !session) {
      res.status(401).json({ error: 'Unauthorized' });
      return;
    }
    // The upstream schema where the BFF fills fields in (a cart call's cartId is required here).
    const parsed = ((call as CallDef).upstreamRequest ?? call.request).safeParse(body);
    if (!parsed.success) {
      res.status(400).json({ error: validationMessage(parsed.error) });
      return;
    }
    const ctx: Ctx = {
      db: options.db,
      secret: options.secret,
      siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
      now,
      onMail: options.onMail,
      token,
      customerId: session?.customerId ?? null,
    };
    const out = await handler(parsed.data, ctx);
    if (checkResponse) {
      const check = call.response.safeParse(out);
      if (!check.success) throw new Error(`response of ${name} breaks the contract: ${validationMessage(check.error)}`);
    }
    res.set('Cache-Control', 'no-store').json(out);
  };
}
