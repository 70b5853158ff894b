import { data } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import { PAGE_NOT_FOUND_PREFIX, PAGE_VALIDATION_NOT_FOUND_PREFIX } from '../../../shared/constants';

/** SPEC section 2, rule 6: a page exists as a route but its data does not. */
export function pageNotFound(pathname: string): never {
  throw data(
    { message: `${PAGE_VALIDATION_NOT_FOUND_PREFIX}${pathname}`, fatal: false },
    { status: 404, statusText: 'Not Found' },
  );
}

/** SPEC section 2, rule 5: nothing matched; non-fatal, shown inside the normal layout. */
export function noRouteMatch(pathname: string): never {
  throw data(
    { message: `${PAGE_NOT_FOUND_PREFIX}${pathname}`, fatal: false },
    { status: 404, statusText: 'Not Found' },
  );
}

export function pathnameOf(request: Request): string {
  return new URL(request.url).pathname;
}

/**
 * Runs a page loader; a 400 from a call it made (the BFF or the upstream refused a slug,
 * handle or path taken from the URL: `/about/%FF`, `/content/a%2Fb`, a 10 KB path) means
 * this page cannot exist, so it is the 404 page rather than a server error.
 */
export async function notFoundWhenRefused<T>(request: Request, load: () => Promise<T> | T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) pageNotFound(pathnameOf(request));
    throw err;
  }
}
