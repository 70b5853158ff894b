import type { Request, Response } from 'express';
import { CartNotice } from '../../shared/contract/cart-action';
import { readCookie } from '../http/cookie-header';
import { HOST_PREFIX, isHttps, type CookieFlags } from '../http/session-cookie-read';

// The cart action's outcome carried across its 303 to the next page (a flash): a
// cart form posted without JavaScript has no script to show it, so the page after the
// redirect does, once. httpOnly: only the BFF reads it; the page renderer clears it as it
// renders the notice. Short-lived, so a notice never shows up on a page much later.

export const CART_NOTICE_COOKIE = 'cart_notice';
const NOTICE_MAX_AGE_MS = 60_000;

/** `__Host-` prefixed on https, as the session cookies (docs/decisions/010). */
const nameFor = (flags: CookieFlags) => (isHttps(flags) ? HOST_PREFIX : '') + CART_NOTICE_COOKIE;

const options = (flags: CookieFlags) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isHttps(flags),
  path: '/',
});

export function setCartNotice(res: Response, notice: CartNotice, flags: CookieFlags): void {
  res.cookie(nameFor(flags), JSON.stringify(notice), { ...options(flags), maxAge: NOTICE_MAX_AGE_MS });
}

/**
 * The notice the request carries, or null. Whatever the cookie holds (absent, garbage, forged)
 * only a valid CartNotice is shown, as text: React escapes it.
 */
export function readCartNotice(req: Pick<Request, 'headers'>, flags: CookieFlags): CartNotice | null {
  const raw = readCookie(req, nameFor(flags));
  if (raw === undefined) return null;
  try {
    const parsed = CartNotice.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when the browser sent a notice cookie (valid or not): it is cleared on this response. */
export function hasCartNoticeCookie(req: Pick<Request, 'headers'>, flags: CookieFlags): boolean {
  return (req.headers.cookie ?? '').includes(`${nameFor(flags)}=`);
}

export function clearCartNotice(res: Response, flags: CookieFlags): void {
  res.clearCookie(nameFor(flags), options(flags));
}
