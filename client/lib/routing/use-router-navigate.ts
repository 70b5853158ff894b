import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Navigates the data router to a path from the root. react-router's useNavigate carries its
 * relative-path resolution and a second implementation for routers without data, both in every
 * page's first load; the shop navigates only to paths from the root, in a data router.
 */
export function useRouterNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback((to, options) => void router?.navigate(to, options), [router]);
}
