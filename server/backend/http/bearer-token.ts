// Its own module so the checkout pages read the session token without importing the call
// pipeline (and, through it, every handler).

/** 'Bearer x' or the raw token, as the BFF sends it. */
export function headerToken(value: string | undefined): string | null {
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}
