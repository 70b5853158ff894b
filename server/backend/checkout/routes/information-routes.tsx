import express, { type Router } from 'express';
import { addressRows, customerById } from '../../customers/customer-store';
import {
  ADDRESS_FIELDS,
  preferredAddress,
  readContactAndAddress,
  sameAddress,
  type ShippingAddress,
} from '../checkout-forms';
import type { Review } from '../checkout-review';
import { saveContactAndAddress, type Checkout } from '../checkout-store';
import { checkoutPath } from '../pages/format';
import { InformationPage, type SavedAddress } from '../pages/information-page';
import type { CheckoutContext } from './checkout-context';

/** The first step: contact e-mail and shipping address (a saved one, for a signed-in customer). */

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

export function informationRoutes(ctx: CheckoutContext): Router {
  const { db, siteUrl, now } = ctx;
  const router = express.Router();

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

  router.get('/checkout/:token/information', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded) return;
    const { checkout, review } = loaded;
    const saved = savedAddresses(checkout);
    ctx.send(
      res,
      200,
      <InformationPage
        token={checkout.token}
        siteUrl={siteUrl}
        review={review}
        values={informationValues(checkout, review, saved)}
        errors={{}}
        saved={saved}
        signedIn={checkout.customerId !== null}
      />,
    );
  });

  router.post('/checkout/:token/information', (req, res) => {
    const loaded = ctx.load(req, res);
    if (!loaded) return;
    const { checkout, review } = loaded;
    const saved = savedAddresses(checkout);
    const read = readContactAndAddress(req.body ?? {}, (id) => saved.find((s) => s.id === id)?.address ?? null);
    if (!read.ok) {
      return ctx.send(
        res,
        422,
        <InformationPage
          token={checkout.token}
          siteUrl={siteUrl}
          review={review}
          values={read.values}
          errors={read.errors}
          saved={saved}
          signedIn={checkout.customerId !== null}
        />,
      );
    }
    saveContactAndAddress(db, checkout.token, read.value.email, read.value.address, now());
    res.redirect(303, checkoutPath(checkout.token, 'shipping'));
  });

  return router;
}
