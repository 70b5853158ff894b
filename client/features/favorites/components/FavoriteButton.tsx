import { useLocation } from 'react-router-dom';
import type { Product } from '../../../../shared/contract/models';
import { ACCOUNT_FAVORITES_PATH } from '../../../../shared/routes/paths';
import { loginPathReturningTo } from '../../../../shared/rules/return-path';
import { RETURN_TO_PARAM } from '../../../../shared/routes/sign-in-paths';
import { Icon } from '../../../components/ui/Icon';
import { trackShop } from '../../../lib/analytics/analytics';
import { productItem } from '../../../lib/analytics/analytics-items';
import { FAVORITE_FORM_CLASS, FAVORITE_HANDLE_FIELD, FAVORITE_INTENTS, favoriteAnchor } from '../favorite-form';
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
      <FavoriteToggle product={product} variant={variant} on={on} error={error} onToggle={toggle} signedIn={signedIn} />
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
      Saved in this browser. <a href={loginPathReturningTo(ACCOUNT_FAVORITES_PATH)}>Sign in</a> to see all your
      favorites and keep them on every device.
    </p>
  );
}

/**
 * The button, its state given by FavoriteButton. A signed-in customer's heart is a form
 * to the favorites page's action, so it works before (or without) JavaScript; with it, the
 * submit is handled in place. A visitor's favorites live in this browser: a plain button.
 */
function FavoriteToggle({
  product,
  variant = 'icon',
  on,
  error,
  onToggle,
  signedIn,
}: FavoriteButtonProps & {
  on: boolean;
  error: string | null;
  onToggle(handle: string): unknown;
  signedIn: boolean;
}) {
  const { pathname, search } = useLocation();
  const { handle, title } = product;
  const toggle = () => {
    // The heart fills at once (optimistic), so the wish is reported when it is made.
    if (!on) trackShop('add_to_wishlist', { items: [productItem(product)] });
    void onToggle(handle);
  };
  const className = `favorite-toggle favorite-toggle-${variant}`;
  const button = (
    <button
      type={signedIn ? 'submit' : 'button'}
      className={`icon-toggle${on ? ' is-on' : ''}`}
      aria-pressed={variant === 'icon' ? on : undefined}
      aria-label={variant === 'icon' ? `Favorite ${title}` : undefined}
      onClick={signedIn ? undefined : toggle}
    >
      <Icon name={on ? 'heart-filled' : 'heart'} size={20} />
      {variant === 'full' && <span>{on ? 'In your favorites' : 'Add to favorites'}</span>}
    </button>
  );
  const message = error && (
    <span className="field-error" role="alert">
      {error}
    </span>
  );
  if (!signedIn)
    return (
      <span className={className}>
        {button}
        {message}
      </span>
    );
  const anchor = favoriteAnchor(handle);
  return (
    <form
      method="post"
      action={ACCOUNT_FAVORITES_PATH}
      id={anchor}
      className={`${className} ${FAVORITE_FORM_CLASS}`}
      onSubmit={(event) => {
        event.preventDefault();
        toggle();
      }}
    >
      {button}
      <input type="hidden" name="intent" value={on ? FAVORITE_INTENTS.remove : FAVORITE_INTENTS.add} />
      <input type="hidden" name={FAVORITE_HANDLE_FIELD} value={handle} />
      <input type="hidden" name={RETURN_TO_PARAM} value={`${pathname}${search}#${anchor}`} />
      {message}
    </form>
  );
}
