import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { useEffect } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { SEARCH_MAX_LIMIT } from '../../shared/contract/search-limits';
import { SearchForm } from '../features/search/components/SearchForm';
import { SearchResultsList } from '../features/search/components/SearchResultsList';
import { searchParam, searchTitle } from '../features/search/search-page';
import { track } from '../lib/analytics/analytics';
import { useApp } from '../lib/app/app-context';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import { searchQuery } from '../lib/query/search-query';
import type { MetaArgs, PageMeta, ScreenModule } from './types';
import { formatCount } from '../../shared/format/number';

// /search?q=…: the site search's results page. Server-rendered from the query in the URL, so
// it works without JavaScript (the header's and this page's forms are GET forms to it) and a
// search can be linked; result pages ask not to be indexed (robots noindex), the URL stays linkable.

function Results({ q }: { q: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(searchQuery(api, q, SEARCH_MAX_LIMIT));
  const count = data.products.length + data.posts.length + data.pages.length;
  if (count === 0) {
    return (
      <div className="empty-state search-empty">
        <p>No results for “{q}”. Check the spelling, or try fewer or more general words.</p>
        <p>
          <a className="btn btn-outlined btn-primary" href="/shop">
            Shop all skincare
          </a>{' '}
          <a className="btn btn-text btn-primary" href="/blog">
            Read the blog
          </a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="result-count" aria-live="polite">
        {count === 1 ? '1 result' : `${formatCount(count)} results`}
      </p>
      <SearchResultsList results={data} />
    </>
  );
}

function Search() {
  const { search } = useLocation();
  const q = searchParam(search);
  // SPEC section 9 `search`: once per query viewed (a new query is a new search, a re-render is not).
  useEffect(() => {
    if (q) track('search', { search_term: q });
  }, [q]);
  return (
    <section className="page page-search">
      <header className="page-heading">
        <h1>{searchTitle(q)}</h1>
        <SearchForm q={q} />
      </header>
      {q ? (
        <Results q={q} />
      ) : (
        <p className="search-hint">Search products, articles and skincare guides by name, ingredient or concern.</p>
      )}
    </section>
  );
}

function searchLoader({ queryClient, api }: LoaderDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const q = searchParam(new URL(request.url).search);
    if (q) await queryClient.ensureQueryData(searchQuery(api, q, SEARCH_MAX_LIMIT));
    return null;
  };
}

function searchMeta({ search }: MetaArgs): PageMeta {
  const q = searchParam(search);
  return { title: searchTitle(q), robots: 'noindex, follow' };
}

const searchScreen: ScreenModule = { loader: searchLoader, meta: searchMeta, Component: Search };

export default searchScreen;
