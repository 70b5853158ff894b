import { QueryClient } from '@tanstack/react-query';

/** One per request on the server and one per page on the client; never shared between customers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
