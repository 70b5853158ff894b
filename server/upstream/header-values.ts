// What may be copied into an upstream request header. Node's setHeader (the checkout
// pass-through) and undici's Headers (fetch) throw on characters a header cannot carry (NUL,
// CR, LF, DEL, beyond Latin-1); thrown inside http-proxy's event listener that once ended the
// process. Every value the BFF
// copies upstream passes here first: a value that does not fit is dropped, never repaired.

/** Printable ASCII and spaces, no surrounding whitespace (undici trims, Node does not). */
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** Bounds what one browser header can make the BFF send upstream. */
export const MAX_FORWARDED_HEADER_LENGTH = 1024;
/** A session token is one opaque word: no spaces either. */
const TOKEN_VALUE = /^[\x21-\x7e]{1,4096}$/;

/** The value when it can travel in a header as it is, else undefined. */
export function headerSafe(value: unknown, max = MAX_FORWARDED_HEADER_LENGTH): string | undefined {
  return typeof value === 'string' && value.length <= max && HEADER_VALUE.test(value) ? value : undefined;
}

/** A token that can travel as `Authorization` (or in a body); anything else reads as signed out. */
export function tokenSafe(token: string | undefined): string | undefined {
  return token !== undefined && TOKEN_VALUE.test(token) ? token : undefined;
}

/** The scheme Express resolved (possibly from X-Forwarded-Proto), as one of the two it can be. */
export function schemeOf(protocol: unknown): 'http' | 'https' {
  return protocol === 'https' ? 'https' : 'http';
}
