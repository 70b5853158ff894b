import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

/** Who is signed in; null when nobody is. The token itself never reaches the browser. */
export const userQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async ({ signal }) => (await api.call('user-info', {}, { signal })).user,
    staleTime: 60_000,
  });
