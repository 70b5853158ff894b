import { useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { headerColorFor } from '../../shared/routes/route-rules';
import type { HeaderColor, RouteDef } from '../../shared/routes/route-table';
import { useApp } from '../lib/app/app-context';
import { FALLBACK_ROUTE_ID, type FallbackData } from '../lib/routing/root-data';
import type { PageMeta, ScreenModule } from '../routes/types';

export interface RouteState {
  route: RouteDef | null;
  meta: PageMeta;
  /** status of the error a route threw, if any (404 for missing pages) */
  errorStatus: number | null;
  headerColor: HeaderColor;
}

/** What each route object carries for the layout (routes.tsx). */
export interface RouteHandle {
  route?: RouteDef;
  meta?: ScreenModule['meta'];
}

/** What the layout needs to know about the current page, from the router's state. */
export function useRouteState(): RouteState {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { api, config } = useApp();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors ?? null;
  const firstError = errors ? Object.values(errors)[0] : undefined;
  const errorStatus = firstError === undefined ? null : isRouteErrorResponse(firstError) ? firstError.status : 500;

  let route: RouteDef | null = null;
  let meta: PageMeta = {};
  for (const m of matches) {
    const handle = m.handle as RouteHandle | undefined;
    if (handle?.route) route = handle.route;
    // Patterns react-router cannot express arrive through the catch-all route (decision 003),
    // whose loader names the route.
    if (m.id === FALLBACK_ROUTE_ID) route = (m.data as FallbackData | undefined)?.route ?? route;
    // The page's own meta, from its route module; none when a loader failed (the error screen's head).
    if (handle?.meta && errorStatus === null)
      meta = handle.meta({ params: m.params, pathname, search, data: m.data, queryClient, api, config });
  }
  // SPEC section 2: the 404 screen sets the header black, as does a route with no name.
  const headerColor = errorStatus !== null ? 'black' : headerColorFor(pathname, route);
  return { route: errorStatus === null ? route : null, meta, errorStatus, headerColor };
}
