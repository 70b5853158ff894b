import { matchRoutes, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';

// A form posted to a page without JavaScript (the BFF admitted it: same-site, urlencoded,
// within its size). The route's action runs as it would in the browser; a page whose route has
// no action is rendered as for GET (so a missing page is still the 404 and the auth guard still
// sends a signed-out visitor to login), then answered 405 with the page's own error boundary.

export const PAGE_METHODS = 'GET, HEAD';

const METHOD_NOT_ALLOWED = {
  status: 405,
  statusText: 'Method Not Allowed',
  internal: false,
  data: { message: 'This page does not take form posts.' },
};

export async function queryForPost(
  handler: StaticHandler,
  request: Request,
  /** this request's loader deps (the handler serves every request) */
  requestContext: unknown,
): Promise<{ context: StaticHandlerContext | Response; allow: string | undefined }> {
  const { pathname } = new URL(request.url);
  const leaf = matchRoutes(handler.dataRoutes, pathname)?.at(-1);
  if (leaf?.route.action) return { context: await handler.query(request, { requestContext }), allow: undefined };

  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  const context = await handler.query(new Request(request.url, { method: 'GET', headers, signal: request.signal }), {
    requestContext,
  });
  // A redirect (auth guard, configured redirect) or an error page (404) answers as for GET.
  if (context instanceof Response || context.statusCode >= 300 || !leaf) return { context, allow: undefined };
  context.statusCode = 405;
  // Shown by the route's own error boundary, inside the layout, like any other route error.
  context.errors = { ...context.errors, [leaf.route.id]: METHOD_NOT_ALLOWED };
  return { context, allow: PAGE_METHODS };
}
