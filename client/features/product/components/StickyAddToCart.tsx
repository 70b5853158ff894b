import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '../../../lib/app/use-hydrated';

export interface StickyAddToCartProps {
  /** the main Add to cart button: the bar shows while it is off screen */
  watch: RefObject<HTMLElement | null>;
  title: string;
  size: string;
  /** formatted */
  price: string;
  label: string;
  /** nothing to add (sold out) */
  disabled: boolean;
  /** a cart change is on its way: the button refuses but keeps the focus (aria-disabled) */
  busy: boolean;
}

/**
 * Phones: price, size and Add to cart kept at the bottom of the screen while the main button is
 * off screen. It sits inside the purchase form, so its button submits that same form (same
 * intent, size, plan and quantity). Fixed, so showing it moves nothing; only rendered once the
 * page runs (without JavaScript the form is the one way to buy) and hidden on wider screens.
 */
export function StickyAddToCart({ watch, title, size, price, label, disabled, busy }: StickyAddToCartProps) {
  const hydrated = useHydrated();
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = watch.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setAway(!entries[entries.length - 1]?.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [watch]);
  if (!hydrated) return null;
  return (
    <div className="sticky-buy" hidden={!away} data-testid="sticky-add-to-cart">
      <p className="sticky-buy-info">
        <span className="sticky-buy-title">{title}</span>
        <span className="sticky-buy-meta">
          {size} · <span className="sticky-buy-price">{price}</span>
        </span>
      </p>
      <button
        type="submit"
        className="btn btn-elevated btn-primary sticky-buy-button"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        // named apart from the main button (the product's name follows), so there is one "Add to cart"
        aria-label={`${label}: ${title}`}
      >
        <span className="btn-label">{label}</span>
      </button>
    </div>
  );
}
