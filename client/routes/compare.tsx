import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsByHandlesQuery } from '../features/catalog/queries';
import { ComparePicker } from '../features/compare/components/ComparePicker';
import { CompareTable } from '../features/compare/components/CompareTable';
import { compareList } from '../features/compare/compare-store';
import { comparePopularQuery } from '../features/compare/queries';
import { useApp } from '../lib/app/app-context';
import { useHandleList } from '../lib/app/local-handle-list';
import { useHydrated } from '../lib/app/use-hydrated';
import type { ScreenModule } from './types';

function ChosenProducts({ handles }: { handles: readonly string[] }) {
  const { api } = useApp();
  const { data, isPending, isError } = useQuery({
    ...productsByHandlesQuery(api, handles),
    placeholderData: keepPreviousData,
  });
  if (isError) return <p role="alert">We could not load the products to compare. Please reload the page.</p>;
  if (isPending) return <p className="loading-note">Loading your comparison…</p>;
  // A removal shows at once, before the new list arrives.
  const products = data.filter((p) => handles.includes(p.handle));
  if (products.length === 0) return null;
  return <CompareTable products={products} />;
}

function Compare() {
  // The list lives in this browser only: the server (and hydration) render a neutral state.
  const hydrated = useHydrated();
  const handles = useHandleList(compareList);
  return (
    <section className="page page-compare">
      <header className="page-heading">
        <h1>Compare products</h1>
        <p className="lead">See ingredients, skin types and concerns side by side.</p>
      </header>
      <div aria-live="polite" aria-busy={!hydrated}>
        {!hydrated ? (
          <>
            <p className="loading-note">Loading your comparison…</p>
            {/* Shown only where scripts are off (compare.css): the list lives in the browser. */}
            <div className="no-scripting-note empty-state">
              <p>
                Comparing products needs JavaScript, which is turned off in this browser. Each product page lists its
                ingredients, skin types and concerns.
              </p>
              <a className="btn btn-outlined btn-primary" href="/shop">
                Browse the shop
              </a>
            </div>
          </>
        ) : handles.length === 0 ? (
          <div className="empty-state">
            <p>
              You have not chosen any products yet. Use <strong>Compare</strong> on any product, or pick one below.
            </p>
            <a className="btn btn-outlined btn-primary" href="/shop">
              Browse the shop
            </a>
          </div>
        ) : (
          <ChosenProducts handles={handles} />
        )}
      </div>
      <ComparePicker chosen={hydrated ? handles : []} />
    </section>
  );
}

const compareScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      await queryClient.ensureQueryData(comparePopularQuery(api));
      return null;
    },
  meta: () => ({ description: 'Compare skincare products side by side: ingredients, skin types, concerns and price.' }),
  Component: Compare,
};

export default compareScreen;
