import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { BackendOptions } from '../backend-options';
import { cartRow } from '../carts/cart-store';
import { addressRows, customerById } from '../customers/customer-store';
import { sessionFor } from '../customers/sessions';
import { headerToken } from '../http/bearer-token';
import {
  ADDRESS_FIELDS,
  preferredAddress,
  readContactAndAddress,
  readPayment,
  readShippingMethod,
  sameAddress,
  type ShippingAddress,
} from './checkout-forms';
import { reviewCheckout, type Review } from './checkout-review';
import { CHECKOUT_FONT_PATH, checkoutFont } from './checkout-fonts';
import { CHECKOUT_CSS } from './checkout-stylesheet';
import {
  checkoutByToken,
  ensureCheckoutSettings,
  openCheckout,
  saveContactAndAddress,
  saveShippingMethod,
  type Checkout,
} from './checkout-store';
import { confirmationPage, messagePage } from './pages/confirmation-page';
import { checkoutPath, STYLESHEET_PATH } from './pages/html';
import { informationPage, type SavedAddress } from './pages/information-page';
import { paymentPage } from './pages/payment-page';
import { shippingPage } from './pages/shipping-page';
import { placeOrder } from './place-order';
import { placedOrder } from './placed-order';
import { isCrossSitePost } from './same-origin';

// The hosted checkout, served under /checkout on the shop's origin through the
// BFF's pass-through: server-rendered steps that work without JavaScript, each a real form
// that posts back and is answered with a 303 to the next step or the same page with messages.

type Stage = 'information' | 'shipping' | 'payment';

function savedToShipping(r: ReturnType<typeof addressRows>[number]): ShippingAddress {
  return {
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    provinceCode: r.province_code,
    zip: r.zip,
    country: r.country || 'US',
    phone: r.phone,
  };
}

function send(res: Response, status: number, html: string) {
  res.status(status).type('html').send(html);
}

export function createCheckoutRouter(options: BackendOptions): Router {
  const { db } = options;
  const siteUrl = options.siteUrl ?? '';
  const now = () => options.now?.() ?? new Date();
  ensureCheckoutSettings(db);

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
    if (req.method === 'POST' && isCrossSitePost(req, siteUrl))
      return send(res, 403, messagePage({ siteUrl, title: 'Request refused', message: 'Cross-site request refused' }));
    next();
  });
  router.use('/checkout', express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 50 }));

  /**
   * A customer's checkout shows their e-mail, address book and orders: only to that customer,
   * signed in (the BFF sends the session it holds in its cookie). A link kept in a browser's
   * history after sign-out, or passed on, opens nothing. A guest's checkout has only the cart
   * id in its link as its key, as a guest's cart has.
   */
  function ownerOnly(req: Request, res: Response, customerId: number | null): boolean {
    if (customerId === null || sessionFor(db, headerToken(req.get('authorization')), now())?.customerId === customerId)
      return true;
    send(
      res,
      401,
      messagePage({
        siteUrl,
        title: 'Sign in to continue',
        signIn: true,
        message:
          'This checkout belongs to a customer account. Sign in, then check out from your cart: nothing in it is lost.',
      }),
    );
    return false;
  }

  /** Without JavaScript the cart's checkout link lands here: open (or reuse) the cart's checkout. */
  router.get('/checkout/start', (req, res) => {
    const cartId = typeof req.query.cart === 'string' ? req.query.cart : '';
    const cart = cartId ? cartRow(db, cartId) : null;
    if (!cart)
      return send(
        res,
        404,
        messagePage({
          siteUrl,
          title: 'Your cart is empty',
          message: 'There is nothing to check out: the cart was not found.',
        }),
      );
    if (!ownerOnly(req, res, cart.customer_id)) return;
    res.redirect(303, checkoutPath(openCheckout(db, cart.id, cart.customer_id, null, now())));
  });

  /** The checkout and its live review, or an answer already sent (unknown token, placed, gone, empty). */
  function load(req: Request, res: Response): { checkout: Checkout; review: Review } | null {
    const checkout = checkoutByToken(db, String(req.params.token));
    if (!checkout) {
      send(
        res,
        404,
        messagePage({
          siteUrl,
          title: 'Checkout not found',
          message: 'This checkout link is not valid. Start again from your cart.',
        }),
      );
      return null;
    }
    if (!ownerOnly(req, res, checkout.customerId)) return null;
    if (checkout.orderId !== null) {
      res.redirect(303, checkoutPath(checkout.token, 'confirmation'));
      return null;
    }
    const review = reviewCheckout(db, checkout, siteUrl, now());
    if (!review || review.lines.length === 0) {
      send(
        res,
        review ? 409 : 404,
        messagePage({
          siteUrl,
          title: 'Your cart is empty',
          message: 'Add something to your cart before checking out.',
        }),
      );
      return null;
    }
    return { checkout, review };
  }

  /** The first step not done yet: a step is only shown once the ones before it are complete. */
  function stageOf(c: Checkout, review: Review): Stage {
    if (!c.email || !c.address) return 'information';
    if (!review.shipping) return 'shipping';
    return 'payment';
  }
  const ORDER: Stage[] = ['information', 'shipping', 'payment'];
  function gate(res: Response, c: Checkout, review: Review, wanted: Stage): boolean {
    const reached = stageOf(c, review);
    if (ORDER.indexOf(wanted) <= ORDER.indexOf(reached)) return true;
    res.redirect(303, checkoutPath(c.token, reached));
    return false;
  }

  function savedAddresses(c: Checkout): SavedAddress[] {
    return c.customerId === null
      ? []
      : addressRows(db, c.customerId).map((r) => ({ id: r.id, address: savedToShipping(r) }));
  }

  function informationValues(c: Checkout, review: Review, saved: SavedAddress[]): Record<string, string> {
    const customer = c.customerId === null ? null : customerById(db, c.customerId);
    const address =
      c.address ?? preferredAddress(review.cart.buyerIdentity.deliveryAddressPreferences?.deliveryAddress);
    const values: Record<string, string> = {
      email: c.email ?? review.cart.buyerIdentity.email ?? customer?.email ?? '',
    };
    for (const f of ADDRESS_FIELDS) values[f] = String(address?.[f] ?? '');
    if (!values.firstName && customer) values.firstName = customer.first_name;
    if (!values.lastName && customer) values.lastName = customer.last_name;
    // Back on this step: the saved address it ships to is the one chosen, else the entered one.
    if (c.address) values.savedAddress = String(saved.find((s) => sameAddress(s.address, c.address!))?.id ?? 'new');
    return values;
  }

  router.get('/checkout/:token', (req, res) => {
    const loaded = load(req, res);
    if (loaded) res.redirect(303, checkoutPath(loaded.checkout.token, stageOf(loaded.checkout, loaded.review)));
  });

  router.get('/checkout/:token/information', (req, res) => {
    const loaded = load(req, res);
    if (!loaded) return;
    const { checkout, review } = loaded;
    send(
      res,
      200,
      informationPage({
        token: checkout.token,
        siteUrl,
        review,
        values: informationValues(checkout, review, savedAddresses(checkout)),
        errors: {},
        saved: savedAddresses(checkout),
        signedIn: checkout.customerId !== null,
      }),
    );
  });

  router.post('/checkout/:token/information', (req, res) => {
    const loaded = load(req, res);
    if (!loaded) return;
    const { checkout, review } = loaded;
    const saved = savedAddresses(checkout);
    const read = readContactAndAddress(req.body ?? {}, (id) => saved.find((s) => s.id === id)?.address ?? null);
    if (!read.ok) {
      return send(
        res,
        422,
        informationPage({
          token: checkout.token,
          siteUrl,
          review,
          values: read.values,
          errors: read.errors,
          saved,
          signedIn: checkout.customerId !== null,
        }),
      );
    }
    saveContactAndAddress(db, checkout.token, read.value.email, read.value.address, now());
    res.redirect(303, checkoutPath(checkout.token, 'shipping'));
  });

  router.get('/checkout/:token/shipping', (req, res) => {
    const loaded = load(req, res);
    if (!loaded || !gate(res, loaded.checkout, loaded.review, 'shipping')) return;
    send(res, 200, shippingPage({ checkout: loaded.checkout, siteUrl, review: loaded.review, errors: {} }));
  });

  router.post('/checkout/:token/shipping', (req, res) => {
    const loaded = load(req, res);
    if (!loaded || !gate(res, loaded.checkout, loaded.review, 'shipping')) return;
    const { checkout, review } = loaded;
    const read = readShippingMethod(
      req.body ?? {},
      review.options.map((o) => o.id),
    );
    if (!read.ok) return send(res, 422, shippingPage({ checkout, siteUrl, review, errors: read.errors }));
    saveShippingMethod(db, checkout.token, read.value, now());
    res.redirect(303, checkoutPath(checkout.token, 'payment'));
  });

  const newKey = () => randomBytes(16).toString('hex');

  router.get('/checkout/:token/payment', (req, res) => {
    const loaded = load(req, res);
    if (!loaded || !gate(res, loaded.checkout, loaded.review, 'payment')) return;
    send(
      res,
      200,
      paymentPage({
        checkout: loaded.checkout,
        siteUrl,
        review: loaded.review,
        errors: {},
        values: {},
        idempotencyKey: newKey(),
      }),
    );
  });

  router.post('/checkout/:token/place', (req, res) => {
    const loaded = load(req, res);
    if (!loaded || !gate(res, loaded.checkout, loaded.review, 'payment')) return;
    const { checkout, review } = loaded;
    const read = readPayment(req.body ?? {});
    if (!read.ok) {
      return send(
        res,
        422,
        paymentPage({ checkout, siteUrl, review, errors: read.errors, values: read.values, idempotencyKey: newKey() }),
      );
    }
    const outcome = placeOrder(db, checkout.token, read.value, { siteUrl, now: now() });
    const values = { nameOnCard: read.value.nameOnCard, expiry: String(req.body?.expiry ?? '') };
    switch (outcome.kind) {
      case 'placed':
        return res.redirect(303, checkoutPath(checkout.token, 'confirmation'));
      case 'changed':
        // the same key again: this form has not placed anything yet
        return send(
          res,
          409,
          paymentPage({
            checkout,
            siteUrl,
            review: outcome.review,
            errors: {},
            values,
            idempotencyKey: read.value.idempotencyKey,
            notice: outcome.message,
          }),
        );
      case 'declined':
        return send(
          res,
          402,
          paymentPage({
            checkout,
            siteUrl,
            review,
            errors: {},
            values,
            idempotencyKey: read.value.idempotencyKey,
            notice: outcome.message,
          }),
        );
      case 'incomplete':
        return res.redirect(303, checkoutPath(checkout.token));
      case 'gone':
        return send(
          res,
          404,
          messagePage({ siteUrl, title: 'Your cart is empty', message: 'This cart no longer exists.' }),
        );
    }
  });

  router.get('/checkout/:token/confirmation', (req, res) => {
    const checkout = checkoutByToken(db, String(req.params.token));
    const order = checkout?.orderId != null ? placedOrder(db, checkout.orderId) : null;
    if (!checkout || !order) {
      if (checkout) return res.redirect(303, checkoutPath(checkout.token));
      return send(
        res,
        404,
        messagePage({ siteUrl, title: 'Checkout not found', message: 'This checkout link is not valid.' }),
      );
    }
    if (!ownerOnly(req, res, checkout.customerId)) return;
    send(res, 200, confirmationPage({ siteUrl, order }));
  });

  // Any other path under /checkout (the bare /checkout too), and a form the body parser refused
  // (too large, too many fields): the checkout's own page, not the backend's JSON.
  router.use('/checkout', (_req, res) => {
    send(
      res,
      404,
      messagePage({
        siteUrl,
        title: 'Checkout not found',
        message: 'This checkout link is not valid. Start again from your cart.',
      }),
    );
  });
  router.use('/checkout', ((err, _req, res, next) => {
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500 || res.headersSent) return next(err);
    send(
      res,
      status,
      messagePage({
        siteUrl,
        title: 'Form refused',
        message: 'This form could not be read. Go back, check what you entered and send it again.',
      }),
    );
  }) as express.ErrorRequestHandler);

  return router;
}
