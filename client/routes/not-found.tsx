import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { PAGE_NOT_FOUND_PREFIX } from '../../shared/constants';
import { ctaTarget } from '../../shared/rules/page-path';
import { isInternalUrl } from '../components/layout/link-rules';
import { Button } from '../components/ui/Button';
import { Image } from '../components/ui/Image';
import { SanitizedText } from '../components/ui/SanitizedText';
import { globalsQuery } from '../components/layout/queries';
import { pushNotFoundEvent } from '../components/layout/not-found-event';
import { useApp } from '../lib/app/app-context';

/**
 * SPEC section 2 "404 screen": image, title, message and call to action, each shown when the
 * site_404_* globals have it. The page title and black header come from the layout's route state.
 */
export function NotFoundScreen({ message }: { message: string }) {
  const { api } = useApp();
  const { pathname, search, hash } = useLocation();
  const { data: globals } = useQuery(globalsQuery(api));
  const requestedUrl = `${pathname}${search}${hash}`;
  useEffect(() => pushNotFoundEvent(requestedUrl), [requestedUrl]);

  const image = globals?.site_404_image;
  const cta = globals?.site_404_cta;
  const target = ctaTarget(cta);
  return (
    <section className="page page-not-found" aria-labelledby="not-found-title">
      {image && (
        // The Image primitive has no title prop; the wrapper carries the CMS title as a tooltip.
        <div className="not-found-image" title={image.title}>
          <Image src={image} alt={image.alt} width={image.width} height={image.height} preload />
        </div>
      )}
      <h1 id="not-found-title">{globals?.site_404_title ?? '404 Not Found'}</h1>
      {globals?.site_404_message && (
        <SanitizedText content={globals.site_404_message} tag="div" className="not-found-body" />
      )}
      <p className="not-found-message" data-testid="not-found-message">
        {message}
      </p>
      {cta?.label && target && (
        <Button
          color="secondary"
          variant="flat"
          className="not-found-cta"
          {...(isInternalUrl(target) ? { to: target } : { href: target })}
        >
          {cta.label}
        </Button>
      )}
      <p className="not-found-help">
        <a href="/shop">Shop all skincare</a> or <a href="/blog">read the journal</a>.
      </p>
    </section>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = (error.data as { message?: string } | undefined)?.message ?? `${PAGE_NOT_FOUND_PREFIX}${pathname}`;
    return <NotFoundScreen message={message} />;
  }
  if (isRouteErrorResponse(error) && error.status === 405) {
    // A form posted to a page that takes none (the BFF answers 405): nothing was changed.
    return (
      <section className="page page-error">
        <h1>Nothing was sent</h1>
        <p>This page does not take forms, so nothing was changed.</p>
        <a href={pathname}>Back to the page</a>
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page page-error">
      <h1>Something went wrong</h1>
      <p>We could not show this page ({status}). Please try again in a moment.</p>
      <a href="/">Go to the home page</a>
    </section>
  );
}
