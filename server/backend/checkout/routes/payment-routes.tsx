import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { readPayment } from '../checkout-forms';
import { checkoutPath } from '../pages/format';
import { PaymentPage } from '../pages/payment-page';
import { placeOrder } from '../place-order';
import type { CheckoutContext } from './checkout-context';

/** The last step: review the order and pay with a TEST card; placing it answers the confirmation. */
export function paymentRoutes(ctx: CheckoutContext): Router {
  const { db, siteUrl, now } = ctx;
  const router = express.Router();
  const newKey = () => randomBytes(16).toString('hex');

  router.get('/checkout/:token/payment', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded || !ctx.gate(res, loaded.checkout, loaded.review, 'payment')) return;
    ctx.send(
      res,
      200,
      <PaymentPage
        checkout={loaded.checkout}
        siteUrl={siteUrl}
        review={loaded.review}
        errors={{}}
        values={{}}
        idempotencyKey={newKey()}
      />,
    );
  });

  router.post('/checkout/:token/place', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded || !ctx.gate(res, loaded.checkout, loaded.review, 'payment')) return;
    const { checkout, review } = loaded;
    const read = readPayment(req.body ?? {});
    if (!read.ok) {
      return ctx.send(
        res,
        422,
        <PaymentPage
          checkout={checkout}
          siteUrl={siteUrl}
          review={review}
          errors={read.errors}
          values={read.values}
          idempotencyKey={newKey()}
        />,
      );
    }
    const outcome = placeOrder(db, checkout.token, read.value, { siteUrl, now: now() });
    const values = { nameOnCard: read.value.nameOnCard, expiry: String(req.body?.expiry ?? '') };
    switch (outcome.kind) {
      case 'placed':
        return res.redirect(303, checkoutPath(checkout.token, 'confirmation'));
      case 'changed':
      case 'declined':
        // the same key again: this form has not placed anything yet
        return ctx.send(
          res,
          outcome.kind === 'changed' ? 409 : 402,
          <PaymentPage
            checkout={checkout}
            siteUrl={siteUrl}
            review={outcome.kind === 'changed' ? outcome.review : review}
            errors={{}}
            values={values}
            idempotencyKey={read.value.idempotencyKey}
            notice={outcome.message}
          />,
        );
      case 'incomplete':
        return res.redirect(303, checkoutPath(checkout.token));
      case 'gone':
        return ctx.message(res, 404, 'Your cart is empty', 'This cart no longer exists.');
    }
  });

  return router;
}
