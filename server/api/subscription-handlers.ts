import type { Response } from 'express';
import type { CallOutput } from '../../shared/contract/registry';
import type { CookieFlags } from '../http/session-cookie-read';
import { answer } from './api-response';
import { fetchForRequest, type CallHandler } from './call-context';
import { setSubscriptionAuthCookie } from './session-cookies';
import { unavailableError } from '../upstream/upstream-error';

// The subscription widget's auth cookie (SPEC sections 4 and 6). generate-ordergroove-cookie is
// a 'header' call: signed out, fetchForRequest refuses with 401 before asking the upstream.

type OrdergrooveCookie = CallOutput<'generate-ordergroove-cookie'>;

/** RFC 6265 cookie-octets: what a Set-Cookie value may hold without quoting or encoding. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,4000}$/;

/**
 * Sets og_auth from the upstream's signed value and answers only the three keys of the
 * contract. The value is the same string the page's widget can read from the cookie, so the
 * answer exposes nothing the cookie does not; keys are picked one by one so that nothing else
 * an upstream might add ever reaches the browser.
 */
export const subscriptionCookieHandler: CallHandler = async (ctx) => {
  const cookie = (await fetchForRequest(ctx)) as OrdergrooveCookie;
  setSubscriptionCookieFrom(ctx.res, cookie, ctx.deps.config);
  return answer(200, { name: cookie.name, value: cookie.value, expiresAt: cookie.expiresAt });
};

/** og_auth from a generate-ordergroove-cookie answer (this call, and the sign-in's own follow-up). */
export function setSubscriptionCookieFrom(res: Response, cookie: OrdergrooveCookie, flags: CookieFlags): void {
  // The upstream encodes the value; one that is not a valid cookie value would make the
  // Set-Cookie line throw, or worse, inject attributes. Refuse it as a broken upstream.
  if (!COOKIE_VALUE.test(cookie.value)) {
    throw unavailableError({ reason: 'og_auth value is not a cookie value', length: cookie.value.length });
  }
  setSubscriptionAuthCookie(res, cookie.value, flags);
}
