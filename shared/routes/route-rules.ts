import { isConsoleLikePath } from './console-paths';
import type { HeaderColor, RouteDef } from './route-table';

const BLACK_HEADER_PREFIX = /^\/(account|cart|products)(\/|$)|^\/content\/[^/]+/;

/** SPEC section 2, rule 2. */
export function headerColorFor(pathname: string, route: Pick<RouteDef, 'name' | 'headerColor'> | null): HeaderColor {
  if (!route?.name || BLACK_HEADER_PREFIX.test(pathname)) return 'black';
  return route.headerColor ?? 'white';
}

/** SPEC section 2, rule 3: the path without its trailing slash, or null when none applies. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

export interface ScrollLocation {
  pathname: string;
  hash: string;
}
export type ScrollAction = { kind: 'keep' } | { kind: 'top' } | { kind: 'anchor'; id: string };

const KEEP_SCROLL_PREFIX = /^\/(shop|blog)(\/|$)/;

/** SPEC section 2, rule 7. */
export function scrollActionFor(previous: ScrollLocation | null, next: ScrollLocation): ScrollAction {
  if (previous && previous.pathname === next.pathname && KEEP_SCROLL_PREFIX.test(next.pathname))
    return { kind: 'keep' };
  if (next.hash.length > 1) return { kind: 'anchor', id: decodeURIComponent(next.hash.slice(1)) };
  return { kind: 'top' };
}

/** A request URL that starts with `//` (or `/\`, which browsers read the same) is refused. */
export function isProtocolRelative(url: string): boolean {
  return /^\/[/\\]/.test(url);
}

/** Longest path any page of the route table can have; a longer one is no page. */
export const MAX_PAGE_PATH_LENGTH = 2_048;

/**
 * Whether a URL path could name a page at all. No slug, handle, id or content
 * path of the route table has: an escape that is not UTF-8 (`%FF`, `%C0%AF`, `%E0%A4%A`), a
 * control character (`%00`), an encoded slash or backslash (`a%2Fb`), a segment that starts
 * with a dot (`%2e%2e`, hidden names) or starts or ends with a blank (`%20`), or thousands
 * of characters, or a console-like first segment (`/admin`, shared/routes/console-paths.ts).
 * Such a path is answered with the 404 page before any loader asks the upstream about it.
 */
export function isPossiblePagePath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH || isConsoleLikePath(pathname)) return false;
  for (const raw of pathname.split('/').slice(1)) {
    let segment = raw;
    try {
      if (raw.includes('%')) segment = decodeURIComponent(raw);
    } catch {
      return false;
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f/\\]/.test(segment) || segment.startsWith('.') || segment.trim() !== segment) return false;
  }
  return true;
}
