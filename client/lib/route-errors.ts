import { data } from 'react-router-dom';
import { PAGE_NOT_FOUND_PREFIX, PAGE_VALIDATION_NOT_FOUND_PREFIX } from '../../shared/constants';

/** SPEC section 2, rule 6: a page exists as a route but its data does not. */
export function pageNotFound(pathname: string): never {
  throw data({ message: `${PAGE_VALIDATION_NOT_FOUND_PREFIX}${pathname}`, fatal: false }, { status: 404, statusText: 'Not Found' });
}

/** SPEC section 2, rule 5: nothing matched; non-fatal, shown inside the normal layout. */
export function noRouteMatch(pathname: string): never {
  throw data({ message: `${PAGE_NOT_FOUND_PREFIX}${pathname}`, fatal: false }, { status: 404, statusText: 'Not Found' });
}

export function pathnameOf(request: Request): string {
  return new URL(request.url).pathname;
}
