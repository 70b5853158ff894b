import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine } from '../../shared/contract/models';
import { appliedCodes } from '../../shared/rules/discount-codes';
import { CartLineItem } from '../features/cart/components/CartLineItem';
import { CartNoteForm } from '../features/cart/components/CartNoteForm';
import { CartSummary } from '../features/cart/components/CartSummary';
import { DiscountCodeForm } from '../features/cart/components/DiscountCodeForm';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { cartErrorMessage } from '../lib/cart-messages';
import { discountTypeQuery } from '../features/cart/queries';
import { useCart } from '../features/cart/use-cart';
import { useCartActions } from '../features/cart/use-cart-actions';
import { cartQuery } from '../lib/cart-query';
import { useCartBusy } from '../lib/use-cart-mutation';
import type { ScreenModule } from './types';

function EmptyCart() {
  return (
    <div className="empty-state">
      <p>Your cart is empty.</p>
      <Link className="btn btn-elevated btn-primary" to="/shop">Continue shopping</Link>
    </div>
  );
}

function Cart() {
  const cart = useCart();
  const busy = useCartBusy();
  const { updateQuantity, removeLine } = useCartActions();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      setStatus(done);
    } catch (err) {
      setError(cartErrorMessage(err));
    }
  };
  const onQuantity = (line: CartLine, quantity: number) =>
    run(() => updateQuantity.mutateAsync({ lineId: line.id, quantity }), CART_MESSAGES.quantityUpdated(line.product.title, quantity));
  const onRemove = (line: CartLine) => run(() => removeLine.mutateAsync(line.id), CART_MESSAGES.removed(line.product.title));

  const count = cart?.totalQuantity ?? 0;
  return (
    <section className="page page-cart" aria-busy={busy}>
      <header className="page-heading">
        <h1>Your cart</h1>
        {count > 0 && <p className="lead" data-testid="cart-count">{count === 1 ? '1 item' : `${count} items`}</p>}
      </header>
      {/* Every change is read out here, so a screen reader hears what happened. */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="cart-status">{status}</p>
      {error && <p className="field-error cart-error" role="alert">{error}</p>}
      {!cart || cart.lineItems.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <div className="cart-lines-wrap">
            <h2 className="visually-hidden">Items</h2>
            <ul className="cart-lines">
              {cart.lineItems.map((line) => (
                <CartLineItem key={line.id} line={line} busy={busy} onQuantity={onQuantity} onRemove={onRemove} />
              ))}
            </ul>
            <CartNoteForm key={cart.id} note={cart.note} busy={busy} onStatus={setStatus} />
          </div>
          <CartSummary cart={cart} busy={busy}>
            <DiscountCodeForm codes={appliedCodes(cart)} busy={busy} onStatus={setStatus} />
          </CartSummary>
        </div>
      )}
      {count > 0 && <p className="continue-link"><Link to="/shop">← Continue shopping</Link></p>}
    </section>
  );
}

export const cartScreen: ScreenModule = {
  // The root loader asks for the same cart; the query client runs the one request for both.
  loader: ({ queryClient, api, cartId }) => async () => {
    const cart = await queryClient.ensureQueryData(cartQuery(api, cartId() !== null));
    await Promise.all(appliedCodes(cart).map((code) => queryClient.ensureQueryData(discountTypeQuery(api, code)).catch(() => null)));
    return null;
  },
  Component: Cart,
};
