import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FLOOR_BOOT, type FloorBoot } from './boot';
import { Document } from './Document';
import { browserLoader, createFloorQueryClient, floorRoutes } from './routes';

// The floor page in the browser: the framework's own steps to hydrate a server-rendered page with
// loader data and one query, written as the libraries' guides write them, and nothing else.
const boot = (window as unknown as Record<string, FloorBoot>)[FLOOR_BOOT]!;
const queryClient = createFloorQueryClient();
hydrate(queryClient, boot.queries);
const router = createBrowserRouter(floorRoutes(browserLoader), { hydrationData: boot.router });

hydrateRoot(
  document,
  <Document>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </Document>,
);
