import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The current page's query parameters, read only. The router's useSearchParams also writes
 * them (through navigate), and its code came to every page's first load for these reads.
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
