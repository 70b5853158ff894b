import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouterNavigate } from '../lib/routing/use-router-navigate';
import { withoutTrailingSlash } from '../../shared/routes/route-rules';

/**
 * SPEC section 2, rule 3, for client navigations: the server redirects first requests, but a
 * link to '/shop/' inside the app must land on '/shop' too, query and hash kept.
 */
export function useTrailingSlashRule() {
  const { pathname, search, hash } = useLocation();
  const navigate = useRouterNavigate();
  useEffect(() => {
    const stripped = withoutTrailingSlash(pathname);
    if (stripped !== null) navigate(stripped + search + hash, { replace: true });
  }, [pathname, search, hash, navigate]);
}
