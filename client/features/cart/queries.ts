import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

/** What kind of discount a code is (percentage or free shipping); type null for unknown codes. */
export const discountTypeQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['discount-type', code],
    queryFn: async ({ signal }) => (await api.call('get-discount-type', { code }, { signal })).type,
    staleTime: 10 * 60_000,
  });
