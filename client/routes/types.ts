import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, Params } from 'react-router-dom';
import type { ApiClient } from '../../shared/contract/api-client';
import type { PublicConfig } from '../lib/app/app-context';
import type { LoaderDeps } from '../lib/routing/loader-deps';

/** A page's head: what its route module's `meta` answers; the layout's Head renders it. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** absolute URL, when the page's canonical is not its own path (and page number) */
  canonical?: string;
  /** schema.org objects, each written as one JSON-LD block */
  jsonLd?: object[];
  /** a robots meta value, e.g. 'noindex, follow' for search result pages */
  robots?: string;
}

/** What `meta` reads: the matched route and the query cache its loader filled. */
export interface MetaArgs {
  params: Params;
  pathname: string;
  search: string;
  /** the route loader's return value */
  data: unknown;
  queryClient: QueryClient;
  api: ApiClient;
  config: PublicConfig;
}

/** The code of a part a page renders from a chunk of its own (a kept block, a deferred part). */
export interface PartCode {
  load(): Promise<unknown>;
}

/** A route module: the whole route in one place (loader, action, meta, component, error boundary). */
export interface ScreenModule {
  loader?: (deps: LoaderDeps) => LoaderFunction;
  /**
   * The parts the page always renders whose code is not in its chunk: the route loads them beside
   * its loader (on the server, and on a client navigation, which then renders the page whole at
   * once; the page a document load hydrates keeps their server markup, and no loader runs). A
   * function of the URL's params where a route's pages render different parts. A part only some
   * answers render is loaded by the loader, once it has the answer.
   */
  parts?: readonly PartCode[] | ((params: Params) => readonly PartCode[]);
  /**
   * The route's form handler (`<Form method="post">`). In the browser `deps.api` is the /api
   * transport; for a form posted without JavaScript the BFF runs the same action with an api
   * that goes through the same /api pipeline in-process (session cookies, throttle).
   */
  action?: (deps: LoaderDeps) => ActionFunction;
  /** Called only when the loader succeeded, so the data it reads is in the cache. */
  meta?: (args: MetaArgs) => PageMeta;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}
