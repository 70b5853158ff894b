import { useQuery } from '@tanstack/react-query';
import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import type { Crumb } from '../components/seo/Breadcrumbs';
import { KeptMarkup } from '../components/ui/KeptMarkup';
import { CONTENT_PAGE } from '../features/content/content-page-part';
import { contentPageQuery } from '../features/content/queries';
import { isSkincare101Path, SKINCARE_101_ROOT, skincare101TopicsQuery } from '../features/content/skincare-101';
import { useApp } from '../lib/app/app-context';
import { pageNotFound, pathnameOf } from '../lib/routing/route-errors';
import { track } from '../lib/analytics/analytics';
import type { ScreenModule } from './types';

function crumbsFor(pathname: string, title: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  if (isSkincare101Path(pathname) && pathname !== SKINCARE_101_ROOT)
    crumbs.push({ label: 'Skincare 101', to: SKINCARE_101_ROOT });
  crumbs.push({ label: title });
  return crumbs;
}

/** Every editorial and info page renders through this one screen (SPEC section 2). */
function Content() {
  const { api } = useApp();
  const { pathname } = useLocation();
  const { data } = useSuspenseQuery(contentPageQuery(api, pathname));
  // Loaded by the loader for Skincare 101 pages only; elsewhere this stays empty.
  const { data: topics } = useQuery({ ...skincare101TopicsQuery(api), enabled: false });
  // The loader turned a missing page into a 404, so the page is here.
  const page = data!;
  // Skincare 101 pages are articles; help and company pages are not.
  const reportRead = useEffectEvent(() => {
    if (isSkincare101Path(pathname))
      track('article', { article_type: 'content', article_title: page.title, article_slug: pathname });
  });
  useEffect(() => reportRead(), [pathname]);
  const shownTopics = isSkincare101Path(pathname) ? topics : undefined;
  return (
    <KeptMarkup
      identity={pathname}
      part={CONTENT_PAGE}
      as="article"
      id="content-page"
      className="page page-content"
      props={{ page, crumbs: crumbsFor(pathname, page.title), topics: shownTopics, pathname }}
      untilChanged
    />
  );
}

const contentScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ request }) => {
      const path = pathnameOf(request);
      const [page] = await Promise.all([
        queryClient.ensureQueryData(contentPageQuery(api, path)),
        isSkincare101Path(path) ? queryClient.ensureQueryData(skincare101TopicsQuery(api)) : null,
      ]);
      if (!page) pageNotFound(path);
      return null;
    },
  parts: [CONTENT_PAGE],
  meta: ({ pathname, queryClient, api, config }) => {
    const page = queryClient.getQueryData(contentPageQuery(api, pathname).queryKey);
    if (!page) return {};
    return {
      title: page.title,
      description: page.description,
      jsonLd: [breadcrumbListJsonLd(crumbsFor(pathname, page.title), config.siteUrl)],
    };
  },
  Component: Content,
};

export default contentScreen;
