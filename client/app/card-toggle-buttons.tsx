import { CompareToggle } from '../features/compare/components/CompareToggle';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';
import type { CardProduct } from './product-card-toggles';

export interface CardToggleButtonsProps {
  product: CardProduct;
  /** false while the page hydrates: a signed-in customer's heart only, as the server drew it */
  shown: boolean;
}

/**
 * One card's heart and compare buttons. Each card reads the lists itself: the buttons render
 * after hydration, a few cards an idle callback (use-after-hydration.ts), so their
 * subscriptions are not in hydration's work.
 */
export default function CardToggleButtons({ product, shown }: CardToggleButtonsProps) {
  return (
    <div className="product-card-actions">
      <FavoriteButton product={product} />
      {shown && <CompareToggle handle={product.handle} title={product.title} />}
    </div>
  );
}
