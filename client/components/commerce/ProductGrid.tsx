import { useEffect, useEffectEvent } from 'react';
import { trackSelectItem, trackViewItemList, type ProductList } from '../../lib/product-analytics';
import type { ProductSummary } from './product-summary';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** Above-the-fold cards on a desktop row and a half on a phone. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, headingLevel, label, list }: {
  products: ProductSummary[];
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
  /** the list these cards are, for analytics: seen once per set of products, and each pick */
  list: ProductList;
}) {
  const shown = products.map((p) => p.handle).join(' ');
  const reportView = useEffectEvent(() => trackViewItemList(list, products));
  // Once per list seen: new products or another list are a new view, a re-render is not.
  useEffect(() => reportView(), [list.id, shown]);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.handle}>
          <ProductCard product={p} headingLevel={headingLevel} eager={i < EAGER_CARDS} onSelect={() => trackSelectItem(list, p, i)} />
        </li>
      ))}
    </ul>
  );
}
