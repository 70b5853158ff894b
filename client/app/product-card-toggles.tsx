import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ProductCardActions } from '../components/commerce/product-card-actions-context';
import { useHandleList } from '../lib/app/local-handle-list';
import { useAfterHydration } from '../lib/app/use-after-hydration';
import { CompareToggleButton } from '../features/compare/components/CompareToggle';
import { compareList, toggleCompare } from '../features/compare/compare-store';
import { FavoriteToggle } from '../features/favorites/components/FavoriteButton';
import { useFavorites } from '../features/favorites/use-favorites';

type CardProduct = Parameters<ProductCardActions['render']>[0];

/** What a grid's cards show, read once for the whole grid. */
interface GridToggles {
  signedIn: boolean;
  favorites: readonly string[];
  /** the last failed favorite save, next to the card it was made on */
  favoriteError: { handle: string; message: string } | null;
  toggleFavorite(handle: string): void;
  compare: readonly string[];
  /** the card whose compare was refused because the list is full */
  compareFullFor: string | null;
  toggleCompare(handle: string): void;
}

const GridTogglesContext = createContext<GridToggles | null>(null);

/**
 * One subscription to the favorites (the user query and the local list) and one to the compare
 * list for a whole grid, instead of two query observers and three store subscriptions per card.
 * A card's toggles work only with JavaScript, so the server leaves them out (two buttons a card,
 * ~12 KB of a 24-card listing); after hydration they are drawn a few cards at a time, each
 * batch a transition (React renders it in slices between frames, not inside hydration's long
 * task), over the picture's corner (no shift). A signed-in customer's hearts are the exception:
 * the server knows them and renders them filled, so they show at once.
 */
function TogglesScope({ children }: { children: ReactNode }) {
  const { handles, toggle, error, signedIn } = useFavorites();
  const compare = useHandleList(compareList);
  const [favoriteFor, setFavoriteFor] = useState<string | null>(null);
  const [compareFullFor, setCompareFullFor] = useState<string | null>(null);
  const toggleFavorite = useCallback(
    (handle: string) => {
      setFavoriteFor(handle);
      void toggle(handle);
    },
    [toggle],
  );
  const onCompare = useCallback((handle: string) => setCompareFullFor(toggleCompare(handle) ? null : handle), []);
  const value = useMemo<GridToggles>(
    () => ({
      signedIn,
      favorites: handles,
      toggleFavorite,
      compare,
      compareFullFor,
      toggleCompare: onCompare,
      favoriteError: error && favoriteFor ? { handle: favoriteFor, message: error } : null,
    }),
    [signedIn, handles, toggleFavorite, compare, compareFullFor, onCompare, error, favoriteFor],
  );
  return <GridTogglesContext.Provider value={value}>{children}</GridTogglesContext.Provider>;
}

function CardToggles({ product }: { product: CardProduct }) {
  const grid = useContext(GridTogglesContext);
  // False only while hydrating, a card at a time after it (use-after-hydration.ts): a grid
  // mounted by a client navigation shows its toggles at once.
  const shown = useAfterHydration();
  if (!grid) return null;
  const { handle, title } = product;
  // Nothing until a toggle shows (no empty box in each card of the server's page).
  if (!shown && !grid.signedIn) return null;
  return (
    <div className="product-card-actions">
      <FavoriteToggle
        product={product}
        on={grid.favorites.includes(handle)}
        onToggle={grid.toggleFavorite}
        signedIn={grid.signedIn}
        error={grid.favoriteError?.handle === handle ? grid.favoriteError.message : null}
      />
      {shown && (
        <CompareToggleButton
          handle={handle}
          title={title}
          on={grid.compare.includes(handle)}
          full={grid.compareFullFor === handle}
          onToggle={grid.toggleCompare}
        />
      )}
    </div>
  );
}

/** What every product card offers: add to favorites and compare. */
export const productCardActions: ProductCardActions = {
  Scope: TogglesScope,
  render: (product) => <CardToggles product={product} />,
};
