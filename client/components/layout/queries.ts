import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

/** Global settings the layout and the 404 screen read (SPEC section 3). */
export const GLOBAL_FIELDS = [
  'site_legal_copy',
  'site_legal_links',
  'site_social',
  'site_404_image',
  'site_404_title',
  'site_404_message',
  'site_404_cta',
  'free_shipping_threshold',
];

export const globalsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['globals'],
    queryFn: async ({ signal }) => (await api.call('get-globals', { fields: GLOBAL_FIELDS }, { signal })).globals,
    staleTime: 5 * 60_000,
  });

export const navigationQuery = (api: ApiClient, handle: 'main' | 'footer') =>
  queryOptions({
    queryKey: ['navigation', handle],
    queryFn: async ({ signal }) => (await api.call('get-navigation', { handle }, { signal })).navigation,
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['announcements'],
    queryFn: async ({ signal }) => (await api.call('get-announcements', {}, { signal })).announcements,
    staleTime: 5 * 60_000,
  });

/**
 * The layout's data: the same for every visitor and every page, so a page does not carry it
 * but names it, and the browser keeps it across pages (client/app/layout-data.ts).
 */
export const layoutQueries = (api: ApiClient) =>
  [globalsQuery(api), navigationQuery(api, 'main'), navigationQuery(api, 'footer'), announcementsQuery(api)] as const;

/** Puts the layout's data into a query client: the root loader; the browser when a page's layout file is gone. */
export function loadLayoutQueries(queryClient: QueryClient, api: ApiClient): Promise<unknown> {
  const [globals, main, footer, announcements] = layoutQueries(api);
  return Promise.all([
    queryClient.ensureQueryData(globals),
    queryClient.ensureQueryData(main),
    queryClient.ensureQueryData(footer),
    queryClient.ensureQueryData(announcements),
  ]);
}
