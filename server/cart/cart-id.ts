import type { CallDef } from '../../shared/contract/define';

// The cart id lives in the BFF's httpOnly cookie (ARCHITECTURE, "Where state lives"): the
// BFF fills it into upstream requests as it does the token. docs/decisions/008.

/** True when the call's browser-facing request has a `cartId` field (a call on an existing cart). */
export function carriesCartId(call: Pick<CallDef, 'request'>): boolean {
  const shape = (call.request as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null && Object.prototype.hasOwnProperty.call(shape, 'cartId');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Server transport (SSR loaders, the cart service): an input without a cart id gets the
 * cookie's. An explicit id is kept, never refused: server code may act on a cart it has just
 * created while the cookie still names a stale one.
 */
export function fillCartId(call: Pick<CallDef, 'request'>, input: unknown, cookieCartId: string | undefined): unknown {
  if (cookieCartId === undefined || !carriesCartId(call) || !isRecord(input) || input.cartId !== undefined)
    return input;
  return { ...input, cartId: cookieCartId };
}

export const CART_ID_MISMATCH_MESSAGE = 'cartId: is not the cart of this browser';

export type BrowserCartId =
  { ok: true; cartId: string | undefined } | { ok: false; problem: { status: 400; error: string; field: 'cartId' } };

/**
 * The cart a browser request acts on. The cookie decides; a body cartId may only repeat it,
 * so a page holding an old id can never act on a cart that is no longer this browser's.
 * Without a cookie a body id is taken as given (API clients and scripts): it grants nothing a
 * cookie header with the same id would not.
 */
export function browserCartId(bodyCartId: string | undefined, cookieCartId: string | undefined): BrowserCartId {
  if (bodyCartId !== undefined && cookieCartId !== undefined && bodyCartId !== cookieCartId) {
    return { ok: false, problem: { status: 400, error: CART_ID_MISMATCH_MESSAGE, field: 'cartId' } };
  }
  return { ok: true, cartId: cookieCartId ?? bodyCartId };
}
