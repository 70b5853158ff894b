import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

// The quiz's reads: loaders ensure them, components read the same factories. The backend works
// out the question and the routine (shared/rules/routine/), so the browser only draws them.

/** The question a quiz URL's query shows (the same for everyone: cached a while). */
export const quizStepQuery = (api: ApiClient, query: string) =>
  queryOptions({
    queryKey: ['skin-quiz', 'step', query],
    queryFn: ({ signal }) => api.call('get-quiz-step', { query }, { signal }),
    staleTime: Infinity,
  });

/** The routine of a result URL's query (its answers and swaps), from the products in stock today. */
export const routineQuery = (api: ApiClient, query: string) =>
  queryOptions({
    queryKey: ['skin-quiz', 'routine', query],
    queryFn: ({ signal }) => api.call('get-routine', { query }, { signal }),
    staleTime: 60_000,
  });

export const savedRoutineQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['account', 'routine'],
    queryFn: async ({ signal }) => (await api.call('get-saved-routine', {}, { signal })).routine,
  });
