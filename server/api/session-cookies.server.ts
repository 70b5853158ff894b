import type { IncomingHttpHeaders } from 'node:http';
import type { CookieOptions, Response } from 'express';
import { CART_COOKIE_MINUTES, SESSION_COOKIE_MINUTES, SUBSCRIPTION_AUTH_COOKIE_NAME } from '../../shared/constants';

// The only place that knows the names of the BFF's cookies. The names are server-only and the
// browser never reads these cookies (httpOnly): it learns the session state from user-info and
// the cart from the cart calls. The one exception is og_auth, which the subscription widget's
// script in the page must read (see setSubscriptionAuthCookie).

/** The customer's access token; the browser never sees its value. */
export const SESSION_TOKEN_COOKIE = 'session_token';
/** When the upstream says the token expires (ISO string), kept beside the token. */
export const SESSION_EXPIRES_COOKIE = 'session_expires_at';
/** The cart id, read by the BFF so /cart renders on the server. */
export const CART_COOKIE = 'cart_id';
/** Subscription-widget auth cookie (SPEC section 4): set from generate-ordergroove-cookie, cleared on sign-out. */
export const OG_AUTH_COOKIE = SUBSCRIPTION_AUTH_COOKIE_NAME;

const MINUTE_MS = 60_000;

/** Anything with request headers: an Express request, a Node IncomingMessage. */
export interface CookieSource {
  headers: IncomingHttpHeaders;
}

interface CookieFlags {
  siteUrl: string;
}

function baseOptions(flags: CookieFlags): CookieOptions {
  // Lax keeps the cookies on top-level navigations from other sites (links in e-mails)
  // while the csrf guard refuses cross-site POSTs.
  // Secure follows the public origin's scheme: a production build served on plain
  // http://localhost (npm start) must still keep its session.
  return { httpOnly: true, sameSite: 'lax', secure: flags.siteUrl.startsWith('https:'), path: '/' };
}

export function setSessionCookies(res: Response, session: { token: string; expiresAt: string }, flags: CookieFlags): void {
  const options = { ...baseOptions(flags), maxAge: SESSION_COOKIE_MINUTES * MINUTE_MS };
  res.cookie(SESSION_TOKEN_COOKIE, session.token, options);
  res.cookie(SESSION_EXPIRES_COOKIE, session.expiresAt, options);
}

export function clearSessionCookies(res: Response, flags: CookieFlags): void {
  res.clearCookie(SESSION_TOKEN_COOKIE, baseOptions(flags));
  res.clearCookie(SESSION_EXPIRES_COOKIE, baseOptions(flags));
}

export function setCartCookie(res: Response, cartId: string, flags: CookieFlags): void {
  res.cookie(CART_COOKIE, cartId, { ...baseOptions(flags), maxAge: CART_COOKIE_MINUTES * MINUTE_MS });
}

/**
 * og_auth: the signed value the upstream made (already URL-encoded, so it is written verbatim).
 * NOT httpOnly, deliberately: the subscription widget's script runs in the page and reads
 * og_auth from document.cookie to prove who the customer is to its own service. The value is
 * a signature over the customer id and a time, not the session token: a script that reads it
 * can act as the customer at the subscription service until it expires (the widget's design),
 * but never against this site's /api. It lives as long as the session cookies.
 */
export function setSubscriptionAuthCookie(res: Response, value: string, flags: CookieFlags): void {
  res.cookie(OG_AUTH_COOKIE, value, { ...subscriptionOptions(flags), maxAge: SESSION_COOKIE_MINUTES * MINUTE_MS, encode: String });
}

function subscriptionOptions(flags: CookieFlags): CookieOptions {
  return { ...baseOptions(flags), httpOnly: false };
}

export function clearCartCookie(res: Response, flags: CookieFlags): void {
  res.clearCookie(CART_COOKIE, baseOptions(flags));
}

/** Sign-out: session, subscription auth and cart cookies (SPEC section 4, Authentication). */
export function clearAllSessionState(res: Response, flags: CookieFlags): void {
  clearSessionCookies(res, flags);
  clearCartCookie(res, flags);
  res.clearCookie(OG_AUTH_COOKIE, subscriptionOptions(flags));
}

/**
 * Reads one cookie from the raw header. Parsed here rather than through cookie-parser so the
 * SSR code can call it on any request, and so a `j:`-prefixed value is never turned into an
 * object. The first occurrence wins, as browsers send the most specific path first.
 */
export function readCookie(source: CookieSource, name: string): string | undefined {
  const header = source.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}

/** The session token from the httpOnly cookie, or undefined when signed out. */
export function readSessionToken(req: CookieSource): string | undefined {
  return readCookie(req, SESSION_TOKEN_COOKIE);
}

/** The cart id from its cookie, or undefined when there is no cart yet. */
export function readCartId(req: CookieSource): string | undefined {
  return readCookie(req, CART_COOKIE);
}
