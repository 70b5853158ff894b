import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { homeQuery } from '../features/content/queries';
import { useApp } from '../lib/app-context';
import type { ScreenModule } from './types';

function Home() {
  const { api } = useApp();
  const { data: home } = useSuspenseQuery(homeQuery(api));
  return (
    <section className="page page-home">
      <h1>{home.hero.title}</h1>
      <p>{home.hero.subtitle}</p>
      <Link to={home.hero.cta.url}>{home.hero.cta.label}</Link>
      <h2>From the journal</h2>
      <ul>
        {home.featuredBlogs.map((b) => (
          <li key={b.slug}><Link to={`/blog/${b.slug}`}>{b.title}</Link></li>
        ))}
      </ul>
    </section>
  );
}

export const homeScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async () => {
    await queryClient.ensureQueryData(homeQuery(api));
    return null;
  },
  Component: Home,
};
