import { isCartId, isSessionToken } from '../../shared/contract/session-values';
import { SUBSCRIPTION_AUTH_COOKIE_NAME } from '../../shared/constants';
import { cookieOccurrences, readCookie, type CookieSource } from './cookie-header';

// The names of the BFF's cookies and how a request's cookies are read and validated, once per
// request by the request context (request-context.ts, request flow step 3); setting and clearing them is server/api/session-cookies.ts. The names
// are server-only and the browser never reads these cookies (httpOnly): it learns the session
// state from user-info and the cart from the cart calls. The one exception is og_auth, which
// the subscription widget's script in the page must read (see setSubscriptionAuthCookie).
//
// On an https site the names carry the `__Host-` prefix: the browser then only accepts them
// Secure, with Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant
// one. Plain names on http (npm start on http://localhost). docs/decisions/010.

/** The customer's access token; the browser never sees its value. */
export const SESSION_TOKEN_COOKIE = 'session_token';
/** When the upstream says the token expires (ISO string), kept beside the token. */
export const SESSION_EXPIRES_COOKIE = 'session_expires_at';
/** The cart id, read by the BFF so /cart renders on the server. */
export const CART_COOKIE = 'cart_id';
/** Subscription-widget auth cookie (SPEC section 4): set from generate-ordergroove-cookie, cleared on sign-out. Its name is the widget's, never prefixed. */
export const OG_AUTH_COOKIE = SUBSCRIPTION_AUTH_COOKIE_NAME;
/** The prefix the browser enforces as Secure, Path=/, no Domain. */
export const HOST_PREFIX = '__Host-';

export interface CookieFlags {
  siteUrl: string;
}

export interface SessionCookieNames {
  token: string;
  expires: string;
  cart: string;
}

export const isHttps = (flags: CookieFlags) => flags.siteUrl.startsWith('https:');

/** The names this site uses: `__Host-` prefixed on https, plain on http. */
export function sessionCookieNames(flags: CookieFlags): SessionCookieNames {
  const prefix = isHttps(flags) ? HOST_PREFIX : '';
  return { token: prefix + SESSION_TOKEN_COOKIE, expires: prefix + SESSION_EXPIRES_COOKIE, cart: prefix + CART_COOKIE };
}

/** What the request's session cookies say. */
export interface SessionRead {
  /** The token, when exactly one well-formed token cookie (and at most one expiry cookie) came. */
  token: string | undefined;
  /** A session cookie came but was refused (malformed, duplicated): the visitor is signed out and the cookies should go. */
  refused: boolean;
}

/**
 * The session from the cookies. A token that does not look like one (SESSION_TOKEN_PATTERN),
 * or a token or expiry cookie sent twice, is no session: it never reaches an upstream header.
 */
export function readSession(req: CookieSource, flags: CookieFlags): SessionRead {
  const names = sessionCookieNames(flags);
  const tokens = cookieOccurrences(req, names.token);
  const expiries = cookieOccurrences(req, names.expires);
  if (tokens.length === 0) return { token: undefined, refused: expiries.length > 1 };
  const token = readCookie(req, names.token);
  if (!isSessionToken(token) || expiries.length > 1) return { token: undefined, refused: true };
  return { token, refused: false };
}

/** The cart id from its cookie, or undefined when there is no (usable) cart cookie: absent, malformed or duplicated. */
export function readCartId(req: CookieSource, flags: CookieFlags): string | undefined {
  const cartId = readCookie(req, sessionCookieNames(flags).cart);
  return isCartId(cartId) ? cartId : undefined;
}
