import { createHmac } from 'node:crypto';
import type { HandlerMap } from '../http/context';
import { notFound } from '../http/http-error';
import { parseGid } from '../ids';
import { cartRow } from '../carts/cart-store';
import { cartIdFromCheckoutUrl } from '../checkout/checkout-url';
import { openCheckout } from '../checkout/checkout-store';
import { sessionFor } from './sessions';
import { requireCustomer } from './account-handlers';
import { orderFor } from './customer-store';
import { orderFulfilment } from './order-fulfilment';

// Orders, the subscription widget's cookie and the checkout hand-off.

export const orderHandlers: HandlerMap<'order-detail' | 'generate-ordergroove-cookie' | 'checkout-url'> = {
  'order-detail': ({ orderId }, ctx) => {
    const customerId = requireCustomer(ctx);
    const id = parseGid('Order', orderId);
    const order = id === null ? null : orderFor(ctx.db, customerId, id);
    return { order: order && { ...order, ...orderFulfilment(ctx.db, id!) } };
  },

  /**
   * og_auth for the subscription widget: `<customerId>|<unix seconds>|<HMAC>` URL-encoded, the
   * format the widget's merchant integration verifies. It lives as long as the session.
   */
  'generate-ordergroove-cookie': (_input, ctx) => {
    const customerId = requireCustomer(ctx);
    const ts = Math.floor(ctx.now.getTime() / 1000);
    const signature = createHmac('sha256', ctx.secret).update(`${customerId}|${ts}`).digest('base64');
    const expiresAt =
      sessionFor(ctx.db, ctx.token, ctx.now)?.expiresAt ?? new Date(ctx.now.getTime() + 3600_000).toISOString();
    return { name: 'og_auth' as const, value: encodeURIComponent(`${customerId}|${ts}|${signature}`), expiresAt };
  },

  /** The hosted checkout of the cart (server/backend/checkout), on the shop's origin. */
  'checkout-url': ({ email, cartUrl }, ctx) => {
    const cart = cartRow(ctx.db, cartIdFromCheckoutUrl(cartUrl));
    if (!cart) throw notFound('cartUrl: Cart not found');
    const token = openCheckout(ctx.db, cart.id, ctx.customerId ?? cart.customer_id, email ?? null, ctx.now);
    return { url: `${ctx.siteUrl}/checkout/${token}` };
  },
};
