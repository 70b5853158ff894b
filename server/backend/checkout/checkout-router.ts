import express, { type Router } from 'express';
import type { BackendOptions } from '../backend-options';
import { CHECKOUT_FONT_PATH, checkoutFont } from './checkout-fonts';
import { CHECKOUT_CSS } from './checkout-stylesheet';
import { ensureCheckoutSettings } from './checkout-store';
import { STYLESHEET_PATH } from './pages/format';
import { createCheckoutContext } from './routes/checkout-context';
import { confirmationRoutes } from './routes/confirmation-routes';
import { informationRoutes } from './routes/information-routes';
import { paymentRoutes } from './routes/payment-routes';
import { shippingRoutes } from './routes/shipping-routes';
import { startRoutes } from './routes/start-routes';
import { isCrossSitePost } from './same-origin';

// The hosted checkout, served under /checkout on the shop's origin through the
// BFF's pass-through: server-rendered steps that work without JavaScript, each a real form
// that posts back and is answered with a 303 to the next step or the same page with messages.
// Each step's routes live in routes/; this file puts them together behind the checks they share.

export function createCheckoutRouter(options: BackendOptions): Router {
  ensureCheckoutSettings(options.db);
  const ctx = createCheckoutContext(options);

  const router = express.Router();
  router.get(STYLESHEET_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('css').send(CHECKOUT_CSS);
  });
  router.get(`${CHECKOUT_FONT_PATH}/:file`, (req, res, next) => {
    const bytes = checkoutFont(req.params.file);
    if (!bytes) return next();
    res.set('Cache-Control', 'public, max-age=86400').type('font/woff2').send(bytes);
  });
  router.use('/checkout', (req, res, next) => {
    // every page holds personal data: never stored by a cache, never indexed
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    if (req.method === 'POST' && isCrossSitePost(req, ctx.siteUrl))
      return ctx.message(res, 403, 'Request refused', 'Cross-site request refused');
    next();
  });
  router.use('/checkout', express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 50 }));

  // /checkout/start before /checkout/:token, which would take "start" for a token
  for (const routes of [startRoutes, informationRoutes, shippingRoutes, paymentRoutes, confirmationRoutes])
    router.use(routes(ctx));

  // Any other path under /checkout (the bare /checkout too), and a form the body parser refused
  // (too large, too many fields): the checkout's own page, not the backend's JSON.
  router.use('/checkout', (_req, res) => {
    ctx.message(res, 404, 'Checkout not found', 'This checkout link is not valid. Start again from your cart.');
  });
  router.use('/checkout', ((err, _req, res, next) => {
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500 || res.headersSent) return next(err);
    ctx.message(
      res,
      status,
      'Form refused',
      'This form could not be read. Go back, check what you entered and send it again.',
    );
  }) as express.ErrorRequestHandler);

  return router;
}
