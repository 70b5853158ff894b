import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../shared/contract/api-client';
import { ProductCardActionsProvider } from '../components/commerce/product-card-actions-context';
import { AppProvider, type PublicConfig } from '../lib/app/app-context';
import { productCardActions } from './product-card-actions';

/** Providers shared by the server render and the browser hydration. */
export function App({
  config,
  api,
  queryClient,
  children,
}: {
  config: PublicConfig;
  api: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppProvider value={{ config, api }}>
      <QueryClientProvider client={queryClient}>
        <ProductCardActionsProvider value={productCardActions}>{children}</ProductCardActionsProvider>
      </QueryClientProvider>
    </AppProvider>
  );
}
