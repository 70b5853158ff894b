import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import type { Product } from '../../../../shared/contract/models';
import { useApp } from '../../../lib/app/app-context';
import { ProductGrid } from '../../../components/commerce/ProductGrid';
import { relatedProductsQuery } from '../queries';
import { RELATED_PRODUCTS_CLASS } from '../related-products-part';

/** Read under Suspense: the server streams it (and its data) after the rest of the page. */
export function RelatedProducts({ product }: { product: Pick<Product, 'handle' | 'categories'> }) {
  const { api } = useApp();
  const { data: products } = useSuspenseQuery(relatedProductsQuery(api, product));
  if (products.length === 0) return null;
  return (
    <section className={RELATED_PRODUCTS_CLASS} aria-labelledby="related-heading">
      <h2 id="related-heading">You may also like</h2>
      <ProductGrid products={products} list={{ id: 'related-products', name: 'You may also like' }} />
    </section>
  );
}
