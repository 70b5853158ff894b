import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { SKINCARE_101_PAGES } from '../../../shared/routes/route-table';

export const SKINCARE_101_ROOT = '/skincare-101';

export interface TopicLink {
  path: string;
  title: string;
}

export function isSkincare101Path(pathname: string): boolean {
  return pathname === SKINCARE_101_ROOT || pathname.startsWith(`${SKINCARE_101_ROOT}/`);
}

/**
 * The Skincare 101 topics with their real titles, for the related links of those pages. The
 * route table says which topics exist; there is no list call, so each page is looked up once
 * and only its path and title are kept (small in the cache and in the page's boot data).
 * Topics whose page is missing are left out rather than linked to a 404.
 */
export const skincare101TopicsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['content-links', SKINCARE_101_ROOT],
    queryFn: async ({ signal }): Promise<TopicLink[]> => {
      const pages = await Promise.all(
        SKINCARE_101_PAGES.map((slug) =>
          api.call('get-content-page', { path: `${SKINCARE_101_ROOT}/${slug}` }, { signal }).then((r) => r.page, () => null)),
      );
      return pages.flatMap((p) => (p ? [{ path: p.path, title: p.title }] : []));
    },
    staleTime: 60 * 60_000,
  });
