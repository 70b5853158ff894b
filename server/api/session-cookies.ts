import type { CookieOptions, Response } from 'express';
import { CART_COOKIE_MINUTES, SESSION_COOKIE_MINUTES } from '../../shared/constants';
import { isHttps, OG_AUTH_COOKIE, sessionCookieNames, type CookieFlags } from '../http/session-cookie-read';

// Setting and clearing the BFF's cookies; their names and reading them: server/http/session-cookie-read.ts.

const MINUTE_MS = 60_000;

function baseOptions(flags: CookieFlags): CookieOptions {
  // Lax keeps the cookies on top-level navigations from other sites (links in e-mails)
  // while the csrf guard refuses cross-site POSTs.
  // Secure follows the public origin's scheme: a production build served on plain
  // http://localhost (npm start) must still keep its session.
  return { httpOnly: true, sameSite: 'lax', secure: isHttps(flags), path: '/' };
}

export function setSessionCookies(
  res: Response,
  session: { token: string; expiresAt: string },
  flags: CookieFlags,
): void {
  const options = { ...baseOptions(flags), maxAge: SESSION_COOKIE_MINUTES * MINUTE_MS };
  const names = sessionCookieNames(flags);
  res.cookie(names.token, session.token, options);
  res.cookie(names.expires, session.expiresAt, options);
}

export function clearSessionCookies(res: Response, flags: CookieFlags): void {
  const names = sessionCookieNames(flags);
  res.clearCookie(names.token, baseOptions(flags));
  res.clearCookie(names.expires, baseOptions(flags));
}

export function setCartCookie(res: Response, cartId: string, flags: CookieFlags): void {
  res.cookie(sessionCookieNames(flags).cart, cartId, {
    ...baseOptions(flags),
    maxAge: CART_COOKIE_MINUTES * MINUTE_MS,
  });
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
  res.cookie(OG_AUTH_COOKIE, value, {
    ...subscriptionOptions(flags),
    maxAge: SESSION_COOKIE_MINUTES * MINUTE_MS,
    encode: String,
  });
}

function subscriptionOptions(flags: CookieFlags): CookieOptions {
  return { ...baseOptions(flags), httpOnly: false };
}

export function clearCartCookie(res: Response, flags: CookieFlags): void {
  res.clearCookie(sessionCookieNames(flags).cart, baseOptions(flags));
}

/** Sign-out: session, subscription auth and cart cookies (SPEC section 4, Authentication). */
export function clearAllSessionState(res: Response, flags: CookieFlags): void {
  clearSessionCookies(res, flags);
  clearCartCookie(res, flags);
  res.clearCookie(OG_AUTH_COOKIE, subscriptionOptions(flags));
}
