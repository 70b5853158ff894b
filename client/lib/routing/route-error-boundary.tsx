import { deferredPart } from '../../components/commerce/deferred-part';

// The routes' error screens (the 404 page with its picture, message and call to action among
// them) show in few visits: their code loads when a page has one, not in every page's first load.
// A page the server rendered with one hydrates it once the code is in; until then it stays as
// the server wrote it.
const routeErrorPart = deferredPart(
  () => import('../../routes/not-found').then((module) => module.RouteErrorBoundary),
  'at once',
);

// The server renders error pages whole, also for visits without JavaScript: loaded at start.
if (typeof document === 'undefined') void routeErrorPart.load();

/** The route's error boundary: not-found.tsx's, loaded on demand. */
export function RouteErrorBoundary() {
  return <routeErrorPart.Boundary />;
}
