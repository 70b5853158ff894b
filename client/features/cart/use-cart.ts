import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../lib/app-context';
import { cartQuery } from './queries';

/** The cart in the query cache (loaded by the root loader, replaced by every cart call). */
export function useCart() {
  const { api } = useApp();
  // Never fetched from here: the cache entry is filled by loaders and cart responses.
  const { data } = useQuery({ ...cartQuery(api, null), enabled: false });
  return data ?? null;
}

/** Items in the cart, gifts included, for the header's cart badge. */
export function useCartCount(): number {
  return useCart()?.totalQuantity ?? 0;
}
