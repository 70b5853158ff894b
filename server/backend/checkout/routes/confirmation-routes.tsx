import express, { type Router } from 'express';
import { checkoutByToken } from '../checkout-store';
import { ConfirmationPage } from '../pages/confirmation-page';
import { checkoutPath } from '../pages/format';
import { placedOrder } from '../placed-order';
import type { CheckoutContext } from './checkout-context';

/** After placing: the order's confirmation, for as long as the link is kept (and only its owner). */
export function confirmationRoutes(ctx: CheckoutContext): Router {
  const router = express.Router();

  router.get('/checkout/:token/confirmation', (req, res) => {
    const checkout = checkoutByToken(ctx.db, String(req.params.token));
    const order = checkout?.orderId != null ? placedOrder(ctx.db, checkout.orderId) : null;
    if (!checkout || !order) {
      if (checkout) return res.redirect(303, checkoutPath(checkout.token));
      return ctx.message(res, 404, 'Checkout not found', 'This checkout link is not valid.');
    }
    if (!ctx.ownerOnly(req, res, checkout.customerId)) return;
    ctx.send(res, 200, <ConfirmationPage siteUrl={ctx.siteUrl} order={order} />);
  });

  return router;
}
