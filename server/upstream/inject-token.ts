import type { CallDef } from '../../shared/contract/define';

// How the session token travels upstream, for the /api router and the server transport alike
// (CallDef.token, SPEC section 6). The browser never sends or sees the token: it comes from
// the httpOnly cookie, and the request schemas are strict, so a body cannot smuggle one in.
//
// Buyer identity (create-cart, update-cart-buyer-identity): the contract deliberately has no
// buyerIdentity.customerAccessToken; those calls are 'optional-header', so the token travels as
// Authorization and the upstream links the customer to the cart.

export type TokenApplied =
  | { ok: true; body: Record<string, unknown>; authorization?: string }
  /** The call needs a token and there is none: 401, or `{user: null}` for user-info. */
  | { ok: false; reason: 'signed-out' };

/** The upstream body and Authorization value for a validated request body. */
export function applyToken(call: Pick<CallDef, 'token'>, body: unknown, token: string | undefined): TokenApplied {
  const out: Record<string, unknown> = isRecord(body) ? { ...body } : {};
  switch (call.token) {
    case 'none':
      return { ok: true, body: out };
    case 'body':
      if (token === undefined) return { ok: false, reason: 'signed-out' };
      return { ok: true, body: { ...out, token } };
    case 'header':
      if (token === undefined) return { ok: false, reason: 'signed-out' };
      return { ok: true, body: out, authorization: token };
    case 'optional-header':
      return token === undefined ? { ok: true, body: out } : { ok: true, body: out, authorization: token };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
