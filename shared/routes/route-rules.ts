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

export interface ScrollLocation { pathname: string; hash: string }
export type ScrollAction = { kind: 'keep' } | { kind: 'top' } | { kind: 'anchor'; id: string };

const KEEP_SCROLL_PREFIX = /^\/(shop|blog)(\/|$)/;

/** SPEC section 2, rule 7. */
export function scrollActionFor(previous: ScrollLocation | null, next: ScrollLocation): ScrollAction {
  if (previous && previous.pathname === next.pathname && KEEP_SCROLL_PREFIX.test(next.pathname)) return { kind: 'keep' };
  if (next.hash.length > 1) return { kind: 'anchor', id: decodeURIComponent(next.hash.slice(1)) };
  return { kind: 'top' };
}

/** A request URL that starts with `//` (or `/\`, which browsers read the same) is refused. */
export function isProtocolRelative(url: string): boolean {
  return /^\/[/\\]/.test(url);
}
