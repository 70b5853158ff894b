import { Icon } from '../../../components/ui/Icon';
import { useFavorites } from '../use-favorites';

export interface FavoriteButtonProps {
  handle: string;
  title: string;
  /** 'icon' on product cards; 'full' adds a visible label (product page) */
  variant?: 'icon' | 'full';
}

/**
 * On cards an icon toggle: its name stays the same and aria-pressed carries the state. With a
 * visible label (product page) the label itself says the state, so aria-pressed is left out.
 */
export function FavoriteButton({ handle, title, variant = 'icon' }: FavoriteButtonProps) {
  const { isFavorite, toggle, error } = useFavorites();
  const on = isFavorite(handle);
  return (
    <span className={`favorite-toggle favorite-toggle-${variant}`}>
      <button
        type="button"
        className={`icon-toggle${on ? ' is-on' : ''}`}
        aria-pressed={variant === 'icon' ? on : undefined}
        aria-label={variant === 'icon' ? `Favorite ${title}` : undefined}
        title={variant === 'icon' ? (on ? 'In your favorites' : 'Add to favorites') : undefined}
        data-analytics="add_to_wishlist"
        data-handle={handle}
        onClick={() => void toggle(handle)}
      >
        <Icon name={on ? 'heart-filled' : 'heart'} size={20} />
        {variant === 'full' && <span>{on ? 'In your favorites' : 'Add to favorites'}</span>}
      </button>
      {error && <span className="field-error" role="alert">{error}</span>}
    </span>
  );
}
