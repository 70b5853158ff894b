import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';

/** What every route loader gets, on the server (per request) and in the browser. */
export interface LoaderDeps {
  queryClient: QueryClient;
  api: ApiClient;
  isServer: boolean;
  /**
   * The cart id: from the cart cookie on the server, from the loaded cart in the browser. Only
   * whether there is one is used (to skip asking for no cart); requests never carry it.
   */
  cartId(): string | null;
}
