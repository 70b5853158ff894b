import { useState, type MouseEvent } from 'react';
import type { Cart } from '../../../../shared/contract/models';
import { useApp } from '../../../lib/app/app-context';
import { reportCart } from '../../../lib/cart/cart-reports';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';

/**
 * A link to the cart's checkout URL, so it works before the script loads; with the script it
 * asks checkout-url first (the BFF adds the signed-in customer) and follows that.
 */
export function CheckoutButton({ cart, disabled }: { cart: Cart; disabled: boolean }) {
  const { api } = useApp();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (pending || disabled) return;
    setPending(true);
    setError(null);
    const reported = reportCart((a) => a.trackBeginCheckout(cart));
    try {
      const { url } = await api.call('checkout-url', { cartUrl: cart.checkoutUrl });
      // the event is on its way before the page leaves
      await reported;
      window.location.assign(url);
    } catch {
      setError(CART_MESSAGES.checkoutFailed);
      setPending(false);
    }
  };

  return (
    <>
      <a
        href={cart.checkoutUrl}
        className={`btn btn-elevated btn-primary btn-block checkout-button${pending || disabled ? ' btn-disabled' : ''}`}
        aria-disabled={pending || disabled || undefined}
        onClick={onClick}
      >
        <span className="btn-label">{pending ? 'Starting checkout…' : 'Checkout'}</span>
      </a>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
