import { z } from 'zod';

// The operator's redirect table (config/redirects.json). A `from` ending in `/*` matches
// that path and everything below it.
export const RedirectEntrySchema = z.strictObject({
  from: z.string().regex(/^\/[^/\\]/, 'must be a site path starting with a single /').or(z.literal('/')),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
}).refine((e) => !/^\/[/\\]/.test(e.to), { message: 'target must not start with // or /\\', path: ['to'] })
  .refine((e) => e.to.startsWith('/') || /^https?:\/\//.test(e.to), { message: 'target must be a site path or an http(s) URL', path: ['to'] });

export const RedirectTableSchema = z.array(RedirectEntrySchema);
export type RedirectEntry = z.infer<typeof RedirectEntrySchema>;

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
    const hit = exact.get(pathname)
      ?? prefixes.find((e) => {
        const base = e.from.slice(0, -2);
        return pathname === base || pathname.startsWith(`${base}/`);
      });
    if (!hit) return null;
    return { location: hit.to, status: hit.status, external: /^https?:\/\//.test(hit.to) };
  };
}
