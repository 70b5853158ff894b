import type { Product } from '../../../../shared/contract/models';
import { ACCOUNT_FAVORITES_PATH } from '../../../../shared/routes/route-table';
import { loginPathReturningTo } from '../../../../shared/rules/return-path';
import { Icon } from '../../../components/ui/Icon';
import { trackShop } from '../../../lib/analytics';
import { productItem } from '../../../lib/analytics-items';
import { useFavorites } from '../use-favorites';

export interface FavoriteButtonProps {
  product: Pick<Product, 'handle' | 'title' | 'priceRange'>;
  /** 'icon' on product cards; 'full' adds a visible label (product page) */
  variant?: 'icon' | 'full';
}

/**
 * On cards an icon toggle: its name stays the same and aria-pressed carries the state. With a
 * visible label (product page) the label itself says the state, so aria-pressed is left out.
 */
export function FavoriteButton({ product, variant = 'icon' }: FavoriteButtonProps) {
  const { isFavorite, toggle, error, signedIn } = useFavorites();
  const on = isFavorite(product.handle);
  return (
    <>
      <FavoriteToggle product={product} variant={variant} on={on} error={error} onToggle={toggle} />
      {variant === 'full' && on && !signedIn && <KeptInThisBrowser />}
    </>
  );
}

/**
 * A visitor's favorites live in this browser, and the list of them is an account page: the way
 * there is signing in, which also saves them to the account (merge-favorites.ts).
 */
function KeptInThisBrowser() {
  return (
    <p className="favorite-note form-hint">
      Saved in this browser. <a href={loginPathReturningTo(ACCOUNT_FAVORITES_PATH)}>Sign in</a> to see all your favorites and keep them on every device.
    </p>
  );
}

/**
 * The button alone, its state given: a grid of cards reads the favorites once and passes each
 * card its own (one subscription for 24 cards, not 24).
 */
export function FavoriteToggle({ product, variant = 'icon', on, error, onToggle }: FavoriteButtonProps & {
  on: boolean;
  error: string | null;
  onToggle(handle: string): unknown;
}) {
  const { handle, title } = product;
  const onClick = () => {
    // The heart fills at once (optimistic), so the wish is reported when it is made.
    if (!on) trackShop('add_to_wishlist', { items: [productItem(product)] });
    void onToggle(handle);
  };
  return (
    <span className={`favorite-toggle favorite-toggle-${variant}`}>
      <button
        type="button"
        className={`icon-toggle${on ? ' is-on' : ''}`}
        aria-pressed={variant === 'icon' ? on : undefined}
        aria-label={variant === 'icon' ? `Favorite ${title}` : undefined}
        onClick={onClick}
      >
        <Icon name={on ? 'heart-filled' : 'heart'} size={20} />
        {variant === 'full' && <span>{on ? 'In your favorites' : 'Add to favorites'}</span>}
      </button>
      {error && <span className="field-error" role="alert">{error}</span>}
    </span>
  );
}
