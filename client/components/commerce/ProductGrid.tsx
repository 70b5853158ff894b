import { useEffect, useEffectEvent } from 'react';
import { trackSelectItem, trackViewItemList, type ProductList } from '../../lib/analytics/product-analytics';
import { listedOf, type ProductSummary } from './product-summary';
import { useProductCardActions } from './product-card-actions-context';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { QuickAddScope } from './QuickAdd';

/** Above-the-fold cards on a desktop row and a half on a phone. */
const EAGER_CARDS = 4;

/** The first card of a page-top listing is its largest paint (the one preload); the first row loads eagerly. */
const cardImage = (top: boolean, i: number) => (!top || i >= EAGER_CARDS ? 'lazy' : i === 0 ? 'preload' : 'eager');

export function ProductGrid({
  products,
  headingLevel,
  label,
  list,
  top = false,
}: {
  products: ProductSummary[];
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
  /** the list these cards are, for analytics: seen once per set of products, and each pick */
  list: ProductList;
  /** the listing starts the page (shop, favorites): its first row is in the first screen */
  top?: boolean;
}) {
  const shown = products.map((p) => p.handle).join(' ');
  const reportView = useEffectEvent(() => trackViewItemList(list, products.map(listedOf)));
  // Once per list seen: new products or another list are a new view, a re-render is not.
  useEffect(() => reportView(), [list.id, shown]);
  const { Scope } = useProductCardActions();
  // No Suspense boundary of its own: inside a part that streams in late (a StreamedSuspense
  // listing), React's server writes a large boundary apart, moved into place by a script, so
  // the cards would be missing without JavaScript.
  return (
    <Scope>
      <QuickAddScope>
        <ul className="product-grid" aria-label={label}>
          {products.map((p, i) => (
            <li key={p.handle}>
              <ProductCard
                product={p}
                headingLevel={headingLevel}
                image={cardImage(top, i)}
                onSelect={() => trackSelectItem(list, listedOf(p), i)}
              />
            </li>
          ))}
        </ul>
      </QuickAddScope>
    </Scope>
  );
}
