import { QueryClient, useQuery } from '@tanstack/react-query';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import type { Article, Related } from './content';

// The floor page's one route and one query, shared by its server and browser entries.

export const RELATED_KEY = ['floor', 'related'] as const;

/** The shop's query defaults that matter at hydration: hydrated data is fresh, no refetch on mount. */
export function createFloorQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/** In the browser only after hydration (a client navigation): the server answers these as JSON. */
const fetchJson = async <T,>(path: string): Promise<T> => (await fetch(path)).json() as Promise<T>;

/** The route; its loader is the server's own data there and a fetch in the browser. */
export function floorRoutes(loadArticle: () => Promise<Article>): RouteObject[] {
  return [{ id: 'floor', path: '/', loader: () => loadArticle(), Component: FloorPage }];
}

export const browserLoader = () => fetchJson<Article>('/data/article');

function FloorPage() {
  const article = useLoaderData() as Article;
  const related = useQuery({ queryKey: RELATED_KEY, queryFn: () => fetchJson<Related[]>('/data/related') });
  return (
    <main>
      <article>
        <h1>{article.title}</h1>
        <p>{article.lead}</p>
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </article>
      <aside>
        <h2>Related</h2>
        <ul>
          {related.data?.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      </aside>
    </main>
  );
}
