import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { contentPageQuery } from '../features/content/queries';
import { useApp } from '../lib/app-context';
import { pageNotFound, pathnameOf } from '../lib/route-errors';
import type { ScreenModule } from './types';

/** Every editorial and info page renders through this one screen (SPEC section 2). */
function Content() {
  const { api } = useApp();
  const { pathname } = useLocation();
  const { data: page } = useSuspenseQuery(contentPageQuery(api, pathname));
  return (
    <article className="page page-content">
      <h1>{page!.title}</h1>
      <p className="lead">{page!.lead}</p>
    </article>
  );
}

export const contentScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ request }) => {
    const path = pathnameOf(request);
    const page = await queryClient.ensureQueryData(contentPageQuery(api, path));
    if (!page) pageNotFound(path);
    return { title: page.title, description: page.description };
  },
  Component: Content,
};
