import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../lib/app/app-context';
import { cartQuery } from '../../lib/cart/cart-query';

/** The cart in the query cache (loaded by the root loader, replaced by every cart change). */
export function useCart() {
  const { api } = useApp();
  // Never fetched from here: the cache entry is filled by loaders and cart answers.
  const { data } = useQuery({ ...cartQuery(api, false), enabled: false });
  return data ?? null;
}

/** Items in the cart, gifts included, for the header's cart badge. */
export function useCartCount(): number {
  return useCart()?.totalQuantity ?? 0;
}
