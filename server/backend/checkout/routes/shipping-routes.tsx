import express, { type Router } from 'express';
import { readShippingMethod } from '../checkout-forms';
import { saveShippingMethod } from '../checkout-store';
import { checkoutPath } from '../pages/format';
import { ShippingPage } from '../pages/shipping-page';
import type { CheckoutContext } from './checkout-context';

/** The second step: how the order ships (the methods offered, priced for this cart). */
export function shippingRoutes(ctx: CheckoutContext): Router {
  const { db, siteUrl, now } = ctx;
  const router = express.Router();

  router.get('/checkout/:token/shipping', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded || !ctx.gate(res, loaded.checkout, loaded.review, 'shipping')) return;
    ctx.send(
      res,
      200,
      <ShippingPage checkout={loaded.checkout} siteUrl={siteUrl} review={loaded.review} errors={{}} />,
    );
  });

  router.post('/checkout/:token/shipping', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded || !ctx.gate(res, loaded.checkout, loaded.review, 'shipping')) return;
    const { checkout, review } = loaded;
    const read = readShippingMethod(
      req.body ?? {},
      review.options.map((o) => o.id),
    );
    if (!read.ok)
      return ctx.send(
        res,
        422,
        <ShippingPage checkout={checkout} siteUrl={siteUrl} review={review} errors={read.errors} />,
      );
    saveShippingMethod(db, checkout.token, read.value, now());
    res.redirect(303, checkoutPath(checkout.token, 'payment'));
  });

  return router;
}
