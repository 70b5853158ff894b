// The session token lives only in the httpOnly cookie. Whatever an upstream returns, no key
// that could carry a token reaches the browser or the SSR HTML (dehydrated query data).

const TOKEN_KEYS = new Set(['token', 'customerAccessToken', 'accessToken']);

/** A copy of the value without token-carrying keys at any depth. */
export function stripTokens<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (TOKEN_KEYS.has(key)) continue;
    // defineProperty, not assignment: an own "__proto__" key from JSON.parse stays data.
    Object.defineProperty(out, key, { value: strip(child), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
