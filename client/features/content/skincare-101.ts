import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

export const SKINCARE_101_ROOT = '/skincare-101';

export interface TopicLink {
  path: string;
  title: string;
}

export function isSkincare101Path(pathname: string): boolean {
  return pathname === SKINCARE_101_ROOT || pathname.startsWith(`${SKINCARE_101_ROOT}/`);
}

/** The Skincare 101 topics with their titles, for the related links of those pages: one list call. */
export const skincare101TopicsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['content-links', SKINCARE_101_ROOT],
    queryFn: async ({ signal }): Promise<TopicLink[]> => {
      const { pages } = await api.call('get-content-pages', { prefix: SKINCARE_101_ROOT }, { signal });
      return pages.map((p) => ({ path: p.path, title: p.title }));
    },
    staleTime: 5 * 60_000,
  });
