import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { bootScript, type FloorBoot } from './boot';
import { ARTICLE, RELATED } from './content';
import { Document } from './Document';
import { createFloorQueryClient, floorRoutes, RELATED_KEY } from './routes';

export interface FloorRender {
  status: number;
  pipe(destination: Writable): void;
  abort(reason?: unknown): void;
}

// One static handler for the process, as the shop keeps one per route tree.
const handler = createStaticHandler(floorRoutes(async () => ARTICLE));

/**
 * The floor page's server render, the way the shop renders its pages: the static handler's query
 * (loaders), a query prefetched into a request's QueryClient, then renderToPipeableStream of the
 * whole document with the boot data and the entry's module script, sent at the shell.
 */
export async function renderFloor(request: Request, entryScript: string): Promise<FloorRender | Response> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const queryClient = createFloorQueryClient();
  await queryClient.prefetchQuery({ queryKey: RELATED_KEY, queryFn: async () => RELATED });
  const boot: FloorBoot = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Document>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </Document>,
      {
        bootstrapScriptContent: bootScript(boot),
        bootstrapModules: [entryScript],
        onShellReady: () => resolve({ status: context.statusCode, pipe: stream.pipe, abort: stream.abort }),
        onShellError: reject,
      },
    );
  });
}

export { ARTICLE, RELATED };
