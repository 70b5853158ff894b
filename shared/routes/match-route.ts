import { ROUTES, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  segments: string[];
  splat: boolean;
  /** Higher wins: literal segments outrank parameters, which outrank splats. */
  score: number;
}

function compile(route: RouteDef): Compiled {
  const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
  const splat = parts[parts.length - 1] === '*';
  const segments = splat ? parts.slice(0, -1) : parts;
  let score = segments.length * 10 + (splat ? 0 : 5);
  for (const s of segments) if (!s.startsWith(':')) score += 3;
  return { route, segments, splat, score };
}

function matchSegment(pattern: string, value: string, params: Record<string, string>): boolean {
  if (!pattern.startsWith(':')) return pattern === value; // case-sensitive
  const dot = pattern.indexOf('.');
  if (dot < 0) {
    params[pattern.slice(1)] = value;
    return value.length > 0;
  }
  const suffix = pattern.slice(dot);
  if (!value.endsWith(suffix) || value.length === suffix.length) return false;
  params[pattern.slice(1, dot)] = value.slice(0, -suffix.length);
  return true;
}

/** Builds a matcher over a route list; most specific pattern wins, as in react-router. */
export function createMatcher(routes: readonly RouteDef[]) {
  const compiled = routes.map(compile).sort((a, b) => b.score - a.score);
  return function match(pathname: string): RouteMatch | null {
    // Strict: '/shop/' is not '/shop' (the trailing-slash rule redirects it first).
    if (pathname !== '/' && pathname.endsWith('/')) return null;
    if (!pathname.startsWith('/') || pathname.includes('//')) return null;
    const values = pathname === '/' ? [] : pathname.slice(1).split('/');
    for (const c of compiled) {
      if (c.splat ? values.length <= c.segments.length : values.length !== c.segments.length) continue;
      const params: Record<string, string> = {};
      if (!c.segments.every((s, i) => matchSegment(s, values[i]!, params))) continue;
      if (c.splat) params['*'] = values.slice(c.segments.length).join('/');
      return { route: c.route, params };
    }
    return null;
  };
}

export const matchRoute = createMatcher(ROUTES);

export { toRouterPath } from './router-path';
