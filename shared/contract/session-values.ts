// What a session token and a cart id look like, once, for the backend that issues them and
// the BFF that reads them back from cookies. A cookie value that does not fit is treated as
// absent (signed out, no cart) before it can reach an upstream header or body.

/**
 * Opaque bearer tokens: the embedded backend issues 43 base64url characters (32 random
 * bytes); other upstreams' opaque tokens of the same alphabet (e.g. 32 hex digits) fit too.
 * Every character is allowed in a header, so a token can never break `setHeader`.
 */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

/** Shopify-style cart gids, with the optional `?key=` some upstreams append. */
export const CART_ID_PATTERN = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && SESSION_TOKEN_PATTERN.test(value);
}

export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && CART_ID_PATTERN.test(value);
}
