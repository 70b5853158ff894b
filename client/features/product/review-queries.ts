import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { ReviewParams } from './review-params';

/** One page of a product's published reviews with its summary; keyed by everything the URL chose. */
export const reviewsQuery = (api: ApiClient, handle: string, params: ReviewParams) =>
  queryOptions({
    queryKey: ['product', handle, 'reviews', params],
    queryFn: ({ signal }) => api.call('get-product-reviews', { handle, ...params }, { signal }),
    staleTime: 60_000,
  });

/** Whether whoever is signed in may write a review (signed out: the BFF answers without asking). */
export const reviewEligibilityQuery = (api: ApiClient, handle: string) =>
  queryOptions({
    queryKey: ['user', 'review-eligibility', handle],
    queryFn: ({ signal }) => api.call('review-eligibility', { handle }, { signal }),
    staleTime: 30_000,
  });
