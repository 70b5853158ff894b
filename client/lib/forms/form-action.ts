/** Where a page's form posts, as react-router's form resolved it for the shop's routes. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

/**
 * The `action` a route form renders: none posts to the page itself with its query (so a GET
 * form's other parameters are kept by the browser's own submission too), a hash or a query
 * stays on the page's path, and a path is the path. The shop's routes are leaves with full
 * paths and no index routes, so the page's path is the route's.
 */
export function formAction(action: string | undefined, page: PageLocation): string {
  if (action === undefined || action === '') return page.pathname + page.search;
  if (action.startsWith('#') || action.startsWith('?')) return page.pathname + action;
  if (!action.startsWith('/')) throw new Error(`A form's action is a path from the root: ${action}`);
  return action;
}
