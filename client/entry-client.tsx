import '@vitejs/plugin-react/preamble';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Cart } from '../shared/contract/models';
import { App } from './app/App';
import { BOOT_GLOBAL, type BootData } from './app/boot-data';
import { Document } from './app/Document';
import { configureAnalytics } from './lib/analytics';
import { createBrowserApi } from './lib/browser-api';
import { createQueryClient } from './lib/query-client';
import { receiveStreamedQueries } from './lib/query-stream';
import { createRoutes } from './routes';
import './styles/app.css';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
configureAnalytics({ debug: boot.config.analyticsDebug });
const queryClient = createQueryClient();
hydrate(queryClient, boot.queryState);
// Data streamed after the shell: what arrived already, and from now on each script as it runs.
receiveStreamedQueries(queryClient, window as never);
const api = createBrowserApi();
const routes = createRoutes({
  queryClient,
  api,
  isServer: false,
  cartId: () => queryClient.getQueryData<Cart | null>(['cart'])?.id ?? null,
  notice: () => null,
});
const router = createBrowserRouter(routes, { hydrationData: boot.router });

startTransition(() => {
  hydrateRoot(
    document,
    <Document config={boot.config} assets={boot.assets}>
      <App config={boot.config} api={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </Document>,
  );
});
