// The operator's redirect table (config/redirects.json). A `from` ending in `/*` matches
// that path and everything below it. The table's schema (redirect-schema.ts) checks it on the
// server; the lookup here is zod-free, as the browser runs it on every navigation (decision 018).

/** One entry of the table, as its schema (redirect-schema.ts) admits it. */
export interface RedirectEntry {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

const STATUSES: ReadonlySet<unknown> = new Set([301, 302, 307, 308]);

/**
 * The entries of the BFF's /api/redirects answer that have the shape of an entry (the BFF
 * checked the table with its schema at start); anything else is dropped, never thrown on.
 */
export function redirectEntriesOf(value: unknown): RedirectEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e: unknown) => {
    if (typeof e !== 'object' || e === null) return [];
    const { from, to, status } = e as Record<string, unknown>;
    if (
      typeof from !== 'string' ||
      !(from === '/' || /^\/[^/\\]/.test(from)) ||
      typeof to !== 'string' ||
      to === '' ||
      !STATUSES.has(status)
    )
      return [];
    if (!to.startsWith('/') && !/^https?:\/\//.test(to)) return [];
    if (/^\/[/\\]/.test(to)) return [];
    return [{ from, to, status: status as RedirectEntry['status'] }];
  });
}

export interface RedirectTarget {
  location: string;
  status: number;
  /** An absolute target leaves the site by a full page load (SPEC section 2, rule 4). */
  external: boolean;
}

export function createRedirectLookup(entries: readonly RedirectEntry[]) {
  const exact = new Map<string, RedirectEntry>();
  const prefixes: RedirectEntry[] = [];
  for (const e of entries) {
    if (e.from.endsWith('/*')) prefixes.push(e);
    else exact.set(e.from, e);
  }
  prefixes.sort((a, b) => b.from.length - a.from.length);
  return function lookup(pathname: string): RedirectTarget | null {
    const hit =
      exact.get(pathname) ??
      prefixes.find((e) => {
        const base = e.from.slice(0, -2);
        return pathname === base || pathname.startsWith(`${base}/`);
      });
    if (!hit) return null;
    return { location: hit.to, status: hit.status, external: /^https?:\/\//.test(hit.to) };
  };
}
