import { CompareToggle } from '../features/compare/components/CompareToggle';
import { FavoriteButton, type FavoriteButtonProps } from '../features/favorites/components/FavoriteButton';

export interface ProductPageTogglesProps {
  product: FavoriteButtonProps['product'];
}

/** A product page's heart and compare buttons, with their labels (product-toggles.tsx loads them). */
export default function ProductPageToggles({ product }: ProductPageTogglesProps) {
  return (
    <>
      <FavoriteButton product={product} variant="full" />
      <CompareToggle handle={product.handle} title={product.title} variant="full" />
    </>
  );
}
