import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { appliedCodes } from '../../shared/rules/discount-codes';
import { CartActionForm } from '../components/commerce/CartActionForm';
import { globalsQuery } from '../components/layout/queries';
import { CartLineItem } from '../features/cart/components/CartLineItem';
import { CartNote, DiscountCodes, FreeShipping, GiftOffers, loadCartParts } from '../features/cart/cart-parts';
import { cartRecommendationsPart } from '../features/cart/cart-recommendations-part';
import { CartSummary } from '../features/cart/components/CartSummary';
import { cartHandles, cartRecommendationsQuery, discountTypeQuery, giftRulesQuery } from '../features/cart/queries';
import { QuietBoundary } from '../features/product/components/QuietBoundary';
import { useCart } from '../features/cart/use-cart';
import { useApp } from '../lib/app/app-context';
import { reportCart } from '../lib/cart/cart-reports';
import { cartQuery } from '../lib/cart/cart-query';
import { StreamedSuspense } from '../lib/query/StreamedSuspense';
import { useCartBusy, useCartForm, useCartOutcome } from '../lib/cart/use-cart-form';
import type { ScreenModule } from './types';

function EmptyCart() {
  return (
    <div className="empty-state">
      <p>Your cart is empty.</p>
      <a className="btn btn-elevated btn-primary" href="/shop">
        Continue shopping
      </a>
    </div>
  );
}

/** "Remove all items": every line out and the discount codes reset (the clear intent). */
function ClearCartForm() {
  const form = useCartForm({ source: 'clear' });
  const clearing = form.sent?.intent === 'clear';
  return (
    <CartActionForm intent="clear" onSubmit={form.onSubmit} className="cart-clear">
      <button type="submit" className="link-button" disabled={form.busy} aria-busy={clearing || undefined}>
        {clearing ? 'Removing all items…' : 'Remove all items'}
      </button>
      {form.error && (
        <p className="field-error" role="alert">
          {form.error.text}
        </p>
      )}
    </CartActionForm>
  );
}

function Cart() {
  const { api } = useApp();
  const cart = useCart();
  const busy = useCartBusy();
  const outcome = useCartOutcome();
  // The root loader loaded the globals, so the server render has the threshold.
  const { data: globals } = useQuery(globalsQuery(api));
  // The loader loaded them; a failure leaves the cart without its gift offers.
  const { data: giftRules } = useQuery(giftRulesQuery(api));
  const { key } = useLocation();
  const reportView = useEffectEvent(() => void reportCart((a) => a.trackCartView(cart)));
  // Once per visit to the cart page; its own changes report themselves.
  useEffect(() => reportView(), [key]);

  // A removed line takes the focused Remove button with it: the focus would fall to the page's
  // body, so it goes to the heading instead (the status region says what happened).
  const heading = useRef<HTMLHeadingElement>(null);
  const lineCount = cart?.lineItems.length ?? 0;
  const linesBefore = useRef(lineCount);
  useEffect(() => {
    const fewer = lineCount < linesBefore.current;
    linesBefore.current = lineCount;
    if (fewer && document.activeElement === document.body) heading.current?.focus();
  }, [lineCount]);

  const count = cart?.totalQuantity ?? 0;
  // Recommendations for the cart as the page opened: a quick add from them must not reshuffle
  // the list (and drop the focus with the card) while the shopper is using it.
  const [recommendedFor] = useState(() => (cart ? cartHandles(cart) : []));
  return (
    <section className="page page-cart" aria-busy={busy}>
      <header className="page-heading">
        <h1 ref={heading} tabIndex={-1}>
          Your cart
        </h1>
        {count > 0 && (
          <p className="lead" data-testid="cart-count">
            {count === 1 ? '1 item' : `${count} items`}
          </p>
        )}
      </header>
      {/* Every settled change is read out here; a failure is an alert beside its form. */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="cart-status">
        {outcome?.kind === 'status' ? outcome.text : ''}
      </p>
      {!cart || cart.lineItems.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <div className="cart-lines-wrap">
            <h2 className="visually-hidden">Items</h2>
            <ul className="cart-lines">
              {cart.lineItems.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
            <ClearCartForm />
            <CartNote key={cart.id} note={cart.note} />
          </div>
          <CartSummary cart={cart} busy={busy} after={giftRules && <GiftOffers cart={cart} rules={giftRules} />}>
            <FreeShipping cart={cart} threshold={globals?.free_shipping_threshold} />
            <DiscountCodes codes={appliedCodes(cart)} />
          </CartSummary>
        </div>
      )}
      {count > 0 && (
        <p className="continue-link">
          <a href="/shop">← Continue shopping</a>
        </p>
      )}
      {count > 0 && recommendedFor.length > 0 && <Recommendations handles={recommendedFor} />}
    </section>
  );
}

/**
 * Optional: if it fails the cart goes on without it; while it loads, nothing stands in for it.
 * Its cards' code hydrates after the page (cartRecommendationsPart); `handles` keeps its identity
 * (the cart as the page opened), as a deferred part's props must.
 */
const Recommendations = memo(function Recommendations({ handles }: { handles: readonly string[] }) {
  const { api } = useApp();
  cartRecommendationsPart.preload();
  return (
    <QuietBoundary>
      <StreamedSuspense fallback={null} queries={[cartRecommendationsQuery(api, handles)]}>
        <cartRecommendationsPart.Part handles={handles} />
      </StreamedSuspense>
    </QuietBoundary>
  );
});

const cartScreen: ScreenModule = {
  // The root loader asks for the same cart; the query client runs the one request for both.
  loader:
    ({ queryClient, api, cartId }) =>
    async () => {
      const cart = await queryClient.ensureQueryData(cartQuery(api, cartId() !== null));
      // Not awaited: the cart renders without it and the recommendations stream in after.
      const lines = cart !== null && cart.lineItems.length > 0;
      if (lines) void queryClient.prefetchQuery(cartRecommendationsQuery(api, cartHandles(cart)));
      await Promise.all([
        // The recommendations' code comes with the data: a client navigation renders them at once.
        ...(lines ? [cartRecommendationsPart.load()] : []),
        // The note's and codes' forms, free shipping and the gift offers too (kept markup only where the server drew them).
        ...(lines ? [loadCartParts().catch(() => null)] : []),
        ...appliedCodes(cart).map((code) =>
          queryClient.ensureQueryData(discountTypeQuery(api, code)).catch(() => null),
        ),
        ...(cart && cart.lineItems.length > 0
          ? [queryClient.ensureQueryData(giftRulesQuery(api)).catch(() => null)]
          : []),
      ]);
      return null;
    },
  Component: Cart,
};

export default cartScreen;
