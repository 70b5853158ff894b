import type { ApiClient } from '../../shared/contract/api-client';
import { nextBadgeChange } from '../../shared/rules/product-badges';

// A page shows products' badges as they are at its render ("new" for 60 days after
// publication, or until a day set by hand): a kept page must be gone by the time one of them
// would read differently. These find that time in the answers a render reads.

/** The earliest time a product in the answer changes its badges by the clock alone; null: none does. */
export function badgeExpiryIn(answer: unknown, now: Date, depth = 0): number | null {
  if (depth > 6 || answer === null || typeof answer !== 'object') return null;
  let soonest: number | null = null;
  const keep = (t: number | null) => {
    if (t !== null && (soonest === null || t < soonest)) soonest = t;
  };
  if (Array.isArray(answer)) {
    for (const item of answer) keep(badgeExpiryIn(item, now, depth + 1));
    return soonest;
  }
  const o = answer as Record<string, unknown>;
  if (typeof o.id === 'string' && o.id.startsWith('gid://shopify/Product/') && typeof o.publishedAt === 'string')
    keep(
      nextBadgeChange(
        { publishedAt: o.publishedAt, ...(typeof o.newUntil === 'string' && { newUntil: o.newUntil }) },
        now,
      ),
    );
  for (const key in o) {
    const value = o[key];
    if (value !== null && typeof value === 'object') keep(badgeExpiryIn(value, now, depth + 1));
  }
  return soonest;
}

/** When a render's kept page must be gone: the soonest badge change of what it read (null: none). */
export interface BadgeExpiry {
  at: number | null;
}

/** The client a render for the page cache reads through: each answer may bring `into.at` closer. */
export function collectingBadgeExpiry(api: ApiClient, into: BadgeExpiry, now: () => Date): ApiClient {
  return {
    async call(name, input, options) {
      const answer = await api.call(name, input, options);
      const at = badgeExpiryIn(answer, now());
      if (at !== null && (into.at === null || at < into.at)) into.at = at;
      return answer;
    },
  };
}

/**
 * A page's lifetimes cut so it is gone by `expiresInMs`: fresh for at most that, stale for at
 * most what is left after. Null when too little is left to be worth keeping (it renders live).
 */
export function lifetimesWithin(
  freshMs: number,
  staleMs: number,
  expiresInMs: number | null,
): { freshMs: number; staleMs: number } | null {
  if (expiresInMs === null) return { freshMs, staleMs };
  if (expiresInMs < 1000) return null;
  const fresh = Math.min(freshMs, expiresInMs);
  return { freshMs: fresh, staleMs: Math.max(0, Math.min(staleMs, expiresInMs - fresh)) };
}
