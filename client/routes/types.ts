import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { LoaderDeps } from '../lib/loader-deps';

/** Small per-page head data a loader may return; the full data lives in the query cache. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** A route module: the whole route in one place (loader, component, error boundary). */
export interface ScreenModule {
  loader?: (deps: LoaderDeps) => LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}
