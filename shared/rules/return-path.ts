import { ACCOUNT_HOME_PATH, ACCOUNT_LOGIN_PATH, RETURN_TO_PARAM } from '../routes/sign-in-paths';
import { stripTrailingSlash } from './url';

// Where a customer lands after signing in: the page the auth guard stopped them at,
// carried as `?returnTo=` and a hidden form field. It comes from the URL, so anyone can craft
// it: only a path of this site is accepted, never one that leaves it (open redirect).

const MAX_LENGTH = 2048;
// A base no real request uses: a candidate that resolves elsewhere has left the site.
const BASE = 'http://return-path.invalid';
// Pages a customer must never be sent back to: signing out again, or the sign-in form itself.
const NEVER = new Set([ACCOUNT_LOGIN_PATH, '/account/logout'].map((p) => p.toLowerCase()));

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Looks like a path of this site in every layer of percent-decoding a server or browser may apply. */
function isPlainLocal(text: string): boolean {
  let layer = text;
  for (let i = 0; i < 3; i++) {
    if (!layer.startsWith('/') || layer.startsWith('//') || layer.includes('\\') || CONTROL.test(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/**
 * The path (with query and hash) to go to after sign-in, or `fallback` when `raw` is missing
 * or not a same-site path: absolute and protocol-relative URLs ('//evil', '/\evil', and their
 * percent-encoded forms), control characters, and the login and logout pages are refused.
 */
export function safeReturnPath(raw: unknown, fallback: string = ACCOUNT_HOME_PATH): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH || !isPlainLocal(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = stripTrailingSlash(url.pathname);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path).toLowerCase();
  } catch {
    return fallback;
  }
  if (NEVER.has(decodedPath)) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved by the parse: '/.//evil' becomes '//evil', so the answer is checked again.
  return isPlainLocal(target) ? target : fallback;
}

/** The login page that returns to `path` after sign-in (the guard's redirect target). */
export function loginPathReturningTo(path: string): string {
  const target = safeReturnPath(path, '');
  return target === ''
    ? ACCOUNT_LOGIN_PATH
    : `${ACCOUNT_LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}
