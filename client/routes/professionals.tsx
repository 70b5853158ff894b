import { useSuspenseQuery } from '@tanstack/react-query';
import { contentPageQuery } from '../features/content/queries';
import { useApp } from '../lib/app-context';
import type { ScreenModule } from './types';

const PATH = '/find-a-professional';

function Professionals() {
  const { api } = useApp();
  const { data: page } = useSuspenseQuery(contentPageQuery(api, PATH));
  return (
    <section className="page page-professionals">
      <h1>{page?.title ?? 'Find a professional'}</h1>
      {page && <p className="lead">{page.lead}</p>}
    </section>
  );
}

export const professionalsScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async () => {
    const page = await queryClient.ensureQueryData(contentPageQuery(api, PATH));
    return page ? { title: page.title, description: page.description } : null;
  },
  Component: Professionals,
};
