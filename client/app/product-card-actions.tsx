import type { ProductCardActions } from '../components/commerce/product-card-actions';
import { useHydrated } from '../lib/local-handle-list';
import { CompareToggle } from '../features/compare/components/CompareToggle';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';
import { useFavorites } from '../features/favorites/use-favorites';

type CardProduct = Parameters<ProductCardActions>[0];

/**
 * A card's toggles work only with JavaScript (they keep local lists or call the API), so the
 * server leaves them out (two buttons a card, ~12 KB of a 24-card listing) and they appear once
 * the page is hydrated, drawn over the picture's corner (no shift). A signed-in customer's hearts
 * are the exception: the server knows them and renders them filled, so they show at once.
 */
function CardToggles({ product }: { product: CardProduct }) {
  const hydrated = useHydrated();
  const { signedIn } = useFavorites();
  return (
    <>
      {(hydrated || signedIn) && <FavoriteButton product={product} />}
      {hydrated && <CompareToggle handle={product.handle} title={product.title} />}
    </>
  );
}

/** What every product card offers: add to favorites and compare. */
export const productCardActions: ProductCardActions = (product) => <CardToggles product={product} />;
