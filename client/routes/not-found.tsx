import { useQuery } from '@tanstack/react-query';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { globalsQuery } from '../features/layout/queries';
import { useApp } from '../lib/app-context';
import { ctaTarget } from '../../shared/rules/page-path';

/** SPEC section 2 "404 screen", content from the site_404_* globals. */
export function NotFoundScreen({ message }: { message: string }) {
  const { api } = useApp();
  const { data: globals } = useQuery(globalsQuery(api));
  const cta = globals?.site_404_cta;
  const target = cta ? ctaTarget(cta) : null;
  return (
    <section className="page page-not-found" data-header-color="black">
      <h1>{globals?.site_404_title ?? '404 Not Found'}</h1>
      <p className="not-found-message" data-testid="not-found-message">{message}</p>
      {cta && target && <Link className="btn btn-flat btn-secondary" to={target}>{cta.label}</Link>}
    </section>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = (error.data as { message?: string } | undefined)?.message ?? `Page not found: ${pathname}`;
    return <NotFoundScreen message={message} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page page-error">
      <h1>Something went wrong</h1>
      <p>We could not show this page ({status}). Please try again in a moment.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
