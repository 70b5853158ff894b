import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { ProductGrid } from '../../../components/commerce/ProductGrid';
import { useApp } from '../../../lib/app/app-context';
import { cartRecommendationsQuery } from '../queries';

/**
 * "You may also like" under the cart: cards with quick add. Read under Suspense, so the server
 * streams it after the cart (it never holds the cart up) and a page without JavaScript has it.
 */
export function CartRecommendations({ handles }: { handles: readonly string[] }) {
  const { api } = useApp();
  const { data: products } = useSuspenseQuery(cartRecommendationsQuery(api, handles));
  if (products.length === 0) return null;
  return (
    <section className="cart-recommendations" aria-labelledby="cart-recommendations-title">
      <h2 id="cart-recommendations-title">You may also like</h2>
      <ProductGrid products={products} list={{ id: 'cart-recommendations', name: 'Cart: you may also like' }} />
    </section>
  );
}
