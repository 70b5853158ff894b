import type { ProductCardActions } from '../components/commerce/product-card-actions';
import { CompareToggle } from '../features/compare/components/CompareToggle';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';

/** What every product card offers: add to favorites and compare. */
export const productCardActions: ProductCardActions = (product) => (
  <>
    <FavoriteButton product={product} />
    <CompareToggle handle={product.handle} title={product.title} />
  </>
);
