import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

// The catalogue the routine rules read, and the customer's saved routine: loaders ensure them,
// components read the same factories.

export const routineProductsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['products', 'routine'],
    queryFn: async ({ signal }) => (await api.call('get-routine-products', {}, { signal })).products,
    staleTime: 60_000,
  });

export const savedRoutineQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['account', 'routine'],
    queryFn: async ({ signal }) => (await api.call('get-saved-routine', {}, { signal })).routine,
  });
