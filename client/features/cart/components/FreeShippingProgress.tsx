import { useId } from 'react';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';
import type { Cart } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';
import { freeShippingProgress } from '../free-shipping';

/**
 * "You're $16.00 away from free standard shipping.", a bar and which total counts (the subtotal
 * after codes; a gift offer counts before them); nothing when the shop sets no threshold.
 */
export function FreeShippingProgress({ cart, threshold }: { cart: Cart; threshold: number | undefined }) {
  const id = useId();
  const progress = freeShippingProgress(cart.cost.subtotalAmount.amount, threshold);
  if (!progress) return null;
  const text = progress.reached
    ? CART_MESSAGES.freeShippingReached
    : CART_MESSAGES.freeShippingAway(formatMoney(progress.remaining));
  return (
    <div className={`free-shipping${progress.reached ? ' is-reached' : ''}`} data-testid="free-shipping">
      <p id={id} className="free-shipping-text">
        {text}
      </p>
      <div
        className="free-shipping-bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
      >
        <span className="free-shipping-fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="free-shipping-hint">{CART_MESSAGES.freeShippingCounts}</p>
    </div>
  );
}
