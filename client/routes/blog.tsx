import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { blogPageQuery } from '../features/content/queries';
import { useApp } from '../lib/app-context';
import type { ScreenModule } from './types';

function Blog() {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPageQuery(api, ''));
  return (
    <section className="page page-blog">
      <h1>The journal</h1>
      <ul>
        {data.blogs.map((b) => (
          <li key={b.slug}><Link to={`/blog/${b.slug}`}>{b.title}</Link></li>
        ))}
      </ul>
    </section>
  );
}

export const blogScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async () => {
    await queryClient.ensureQueryData(blogPageQuery(api, ''));
    return null;
  },
  Component: Blog,
};
