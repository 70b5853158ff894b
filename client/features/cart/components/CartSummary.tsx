import type { ReactNode } from 'react';
import { PROFESSIONAL_ATTRIBUTE_KEY } from '../../../../shared/cart-constants';
import { UNAVAILABLE_LINE_MESSAGES } from '../../../../shared/contract/cart-messages';
import type { Cart } from '../../../../shared/contract/models';
import { formatMoney, toAmount } from '../../../../shared/format/money';
import { isGiftLine } from './CartLineItem';
import { CheckoutButton } from './CheckoutButton';

/** Order summary: the subtotal after discount codes, the chosen professional and checkout. */
export function CartSummary({
  cart,
  busy,
  children,
  after,
}: {
  cart: Cart;
  busy: boolean;
  children?: ReactNode;
  /** below the checkout button, which stays on a phone's first screen */
  after?: ReactNode;
}) {
  const discount = toAmount(cart.cost.discountAmount.amount) ?? 0;
  const subtotal = toAmount(cart.cost.subtotalAmount.amount) ?? 0;
  // Integer cents, so the items line never shows a float rounding error.
  const items = (Math.round(subtotal * 100) + Math.round(discount * 100)) / 100;
  const professional = cart.attributes.find((a) => a.key === PROFESSIONAL_ATTRIBUTE_KEY)?.value;
  // lines no longer sold hold the checkout until they are removed (an unavailable gift is left out)
  const unavailable = cart.lineItems.filter((l) => l.unavailable && !isGiftLine(l)).map((l) => l.product.title);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">Order summary</h2>
      <dl className="summary-rows">
        {discount > 0 && (
          <>
            <div>
              <dt>Items</dt>
              <dd>{formatMoney(items)}</dd>
            </div>
            <div className="summary-discount">
              <dt>Discount</dt>
              <dd>−{formatMoney(discount)}</dd>
            </div>
          </>
        )}
        <div className="summary-subtotal">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatMoney(cart.cost.subtotalAmount.amount)}</dd>
        </div>
      </dl>
      <p className="form-hint">Shipping and taxes are calculated at checkout.</p>
      {professional && (
        <p className="cart-professional">
          <span className="label">Your professional</span> {professional}
        </p>
      )}
      {children}
      {unavailable.length > 0 && (
        <p className="field-error cart-unavailable" data-testid="cart-unavailable">
          {UNAVAILABLE_LINE_MESSAGES.checkout(unavailable)}
        </p>
      )}
      <CheckoutButton cart={cart} disabled={busy || unavailable.length > 0} />
      {after}
    </aside>
  );
}
