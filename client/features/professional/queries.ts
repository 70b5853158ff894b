import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';
import type { Location } from '../../../shared/contract/models';
import type { ProfessionalSearch } from './search';

export type SearchOutcome =
  { kind: 'results'; near: string; locations: Location[] } | { kind: 'unknown-zip'; zip: string };

/**
 * Professionals near a ZIP code (lat-long, then store-locations around that point) or near
 * a point. An unknown ZIP is an answer the page shows, not an error.
 */
export const professionalSearchQuery = (api: ApiClient, search: ProfessionalSearch) =>
  queryOptions({
    queryKey: ['professionals', search],
    queryFn: async ({ signal }): Promise<SearchOutcome> => {
      if (search.kind === 'point') {
        const { locations } = await api.call(
          'store-locations',
          { search: '', lat: search.lat, long: search.long },
          { signal },
        );
        return { kind: 'results', near: 'your location', locations };
      }
      let point;
      try {
        point = await api.call('lat-long', { zipcode: search.zip }, { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { kind: 'unknown-zip', zip: search.zip };
        throw err;
      }
      const { locations } = await api.call(
        'store-locations',
        { search: '', lat: point.lat, long: point.long },
        { signal },
      );
      return { kind: 'results', near: `${point.city}, ${point.state} ${point.zipcode}`, locations };
    },
    staleTime: 5 * 60_000,
  });
