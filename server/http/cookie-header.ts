import type { IncomingHttpHeaders } from 'node:http';

// Reads cookies from the raw Cookie header. Parsed here rather than through cookie-parser so
// the SSR code can call it on any request, so a `j:`-prefixed value is never turned into an
// object, and so a name sent twice is seen as such (cookie-parser keeps the first).

/** Anything with request headers: an Express request, a Node IncomingMessage. */
export interface CookieSource {
  headers: IncomingHttpHeaders;
}

/** One occurrence of a cookie: its decoded value, or null when it cannot be decoded. */
export type CookieOccurrence = string | null;

/** Every occurrence of the cookie, in header order (empty when the browser sent none). */
export function cookieOccurrences(source: CookieSource, name: string): CookieOccurrence[] {
  const header = source.headers.cookie;
  if (!header) return [];
  const found: CookieOccurrence[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      found.push(decodeURIComponent(value));
    } catch {
      found.push(null);
    }
  }
  return found;
}

/**
 * The value of a cookie the BFF set once: undefined when absent, empty, undecodable or sent
 * more than once. Two cookies of one name mean another path or a parent domain planted one
 * (cookie tossing); neither can be trusted, so neither is used.
 */
export function readCookie(source: CookieSource, name: string): string | undefined {
  const found = cookieOccurrences(source, name);
  if (found.length !== 1) return undefined;
  const [value] = found;
  return value === null || value === '' ? undefined : value;
}
