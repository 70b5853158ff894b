import { useLocation } from 'react-router-dom';
import { JsonLd } from '../components/seo/JsonLd';
import { useApp } from '../lib/app/app-context';
import type { RouteState } from './route-state';

const DEFAULT_DESCRIPTION =
  'Clinical skincare for every skin type and concern, with expert advice and a journal of skincare science.';

/** SPEC section 1: title template '%s | {brand} Skin'. React 19 hoists these into <head>. */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand} Skin`;
}

/** The one place a page's head is written: its route module's meta, or the route table's defaults. */
export function Head({ state }: { state: RouteState }) {
  const { config } = useApp();
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const title =
    state.errorStatus === 404
      ? '404 Not Found'
      : state.errorStatus !== null
        ? 'Something went wrong'
        : (state.meta.title ?? state.route?.title ?? config.brand);
  const canonical =
    state.meta.canonical ??
    `${config.siteUrl}${pathname}${page && page !== '1' ? `?page=${encodeURIComponent(page)}` : ''}`;
  const fullTitle = pageTitle(title, config.brand);
  const description = state.meta.description ?? DEFAULT_DESCRIPTION;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* what a shared link's preview shows: the same title and description as the search result */}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {state.errorStatus === null && <link rel="canonical" href={canonical} />}
      {state.errorStatus !== null ? (
        <meta name="robots" content="noindex" />
      ) : (
        state.meta.robots && <meta name="robots" content={state.meta.robots} />
      )}
      {state.meta.jsonLd?.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
