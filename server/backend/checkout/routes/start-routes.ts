import express, { type Router } from 'express';
import { cartRow } from '../../carts/cart-store';
import { openCheckout } from '../checkout-store';
import { checkoutPath } from '../pages/format';
import { stageOf, type CheckoutContext } from './checkout-context';

/** Into the checkout: the cart's link opens (or reuses) its checkout; the token leads to its step. */
export function startRoutes(ctx: CheckoutContext): Router {
  const { db, now } = ctx;
  const router = express.Router();

  // Without JavaScript the cart's checkout link lands here.
  router.get('/checkout/start', (req, res) => {
    const cartId = typeof req.query.cart === 'string' ? req.query.cart : '';
    const cart = cartId ? cartRow(db, cartId) : null;
    if (!cart)
      return ctx.message(res, 404, 'Your cart is empty', 'There is nothing to check out: the cart was not found.');
    if (!ctx.ownerOnly(req, res, cart.customer_id)) return;
    res.redirect(303, checkoutPath(openCheckout(db, cart.id, cart.customer_id, null, now())));
  });

  router.get('/checkout/:token', (req, res) => {
    const loaded = ctx.load(req, res);
    if (loaded) res.redirect(303, checkoutPath(loaded.checkout.token, stageOf(loaded.checkout, loaded.review)));
  });

  return router;
}
