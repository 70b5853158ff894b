import { Suspense, useEffect, useEffectEvent } from 'react';
import { trackSelectItem, trackViewItemList, type ProductList } from '../../lib/analytics/product-analytics';
import { listedOf, type ProductSummary } from './product-summary';
import { useProductCardActions } from './product-card-actions-context';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { QuickAddScope } from './QuickAdd';

/** Above-the-fold cards on a desktop row and a half on a phone. */
const EAGER_CARDS = 4;

/**
 * Cards hydrated as one piece (a desktop row): each piece is a Suspense boundary of its own, which
 * React hydrates after the page around it, in a task of its own with a commit of its own, rather
 * than all 24 cards in one commit, a long task at 4x CPU. The server writes every piece in place
 * (the render's progressiveChunkSize keeps finished boundaries inline), so nothing changes
 * without JavaScript; a press in a piece not hydrated yet hydrates it first and is replayed.
 */
const CARDS_PER_PIECE = 4;

/** `list` in consecutive runs of `size`. */
export function piecesOf<T>(list: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < list.length; i += size) pieces.push(list.slice(i, i + size));
  return pieces;
}

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
  return (
    <Scope>
      <QuickAddScope>
        <ul className="product-grid" aria-label={label}>
          {piecesOf(products, CARDS_PER_PIECE).map((piece, p) => (
            <Suspense key={piece[0]!.handle} fallback={null}>
              {piece.map((product, j) => {
                const i = p * CARDS_PER_PIECE + j;
                return (
                  <li key={product.handle}>
                    <ProductCard
                      product={product}
                      headingLevel={headingLevel}
                      image={cardImage(top, i)}
                      onSelect={() => trackSelectItem(list, listedOf(product), i)}
                    />
                  </li>
                );
              })}
            </Suspense>
          ))}
        </ul>
      </QuickAddScope>
    </Scope>
  );
}
