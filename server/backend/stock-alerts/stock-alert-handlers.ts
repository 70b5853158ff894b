import { STOCK_ALERT_CONSENT_MESSAGE, STOCK_ALERT_MESSAGES } from '../../../shared/contract/stock-alert-values';
import { queueEmail } from '../customers/outbox';
import { sql } from '../db/statements';
import { HttpError, notFound, unauthorized } from '../http/http-error';
import type { HandlerMap } from '../http/context';
import { gid, parseGid } from '../ids';
import { stockAlertConfirmLink, validStockAlertUnsubscribe } from './stock-alert-links';
import {
  alertsOf,
  confirmAlert,
  removeAlert,
  sizeOnShop,
  subscribeCustomer,
  subscribeVisitor,
  unsubscribeAddress,
} from './stock-alert-store';

// The stock alert calls. A visitor's answer is the same whether the address is new, pending,
// already waiting or a customer's: a confirmation link goes out (the BFF's throttle bounds
// how often), or nothing when the address already waits for that size.

export const STOCK_ALERT_CONFIRM_SUBJECT = 'Confirm your stock alert';

type StockAlertCall =
  'stock-alert-subscribe' | 'stock-alert-confirm' | 'stock-alert-unsubscribe' | 'stock-alerts' | 'stock-alert-remove';

export const stockAlertHandlers: HandlerMap<StockAlertCall> = {
  'stock-alert-subscribe': ({ variantId, email, consent }, ctx) => {
    const id = parseGid('ProductVariant', variantId);
    const size = id === null ? null : sizeOnShop(ctx.db, id);
    if (!size) throw notFound(STOCK_ALERT_MESSAGES.unknownSize);
    if (size.inventory > 0) throw new HttpError(409, STOCK_ALERT_MESSAGES.inStock);
    if (ctx.customerId !== null) {
      const row = sql(ctx.db, 'SELECT email FROM customers WHERE id = ?').get(ctx.customerId) as
        { email: string } | undefined;
      if (!row) throw unauthorized();
      // the customer's own, proven address: no e-mail field, no confirmation step
      subscribeCustomer(ctx.db, size.variantId, ctx.customerId, row.email, ctx.now);
      return { ok: true as const, pending: false };
    }
    if (email === undefined) throw new HttpError(400, 'email: is required', 'email');
    if (consent !== true) throw new HttpError(400, `consent: ${STOCK_ALERT_CONSENT_MESSAGE}`, 'consent');
    const token = subscribeVisitor(ctx.db, size.variantId, email, ctx.now);
    if (token) {
      queueEmail(
        ctx.db,
        email,
        STOCK_ALERT_CONFIRM_SUBJECT,
        `Please confirm that we may e-mail you once when ${size.productTitle} in ${size.variantTitle} is back in stock: ${stockAlertConfirmLink(ctx.siteUrl, token)} (it works for 7 days). If you did not ask for this, ignore this mail: nothing will be sent.`,
        ctx.now,
        ctx.onMail,
      );
    }
    return { ok: true as const, pending: true };
  },

  'stock-alert-confirm': ({ token }, ctx) => {
    const handle = confirmAlert(ctx.db, token, ctx.now);
    return { confirmed: handle !== null, handle };
  },

  // The same answer whether or not the address had alerts: the link proves nothing more.
  'stock-alert-unsubscribe': ({ email, signature }, ctx) => {
    if (!validStockAlertUnsubscribe(ctx.secret, email, signature)) return { unsubscribed: false };
    unsubscribeAddress(ctx.db, email);
    return { unsubscribed: true };
  },

  'stock-alerts': (_input, ctx) => {
    if (ctx.customerId === null) throw unauthorized();
    return {
      alerts: alertsOf(ctx.db, ctx.customerId).map((a) => ({
        id: String(a.id),
        handle: a.handle,
        productTitle: a.productTitle,
        variantId: gid('ProductVariant', a.variantId),
        variantTitle: a.variantTitle,
        createdAt: a.createdAt,
        inStock: a.inventory > 0,
      })),
    };
  },

  'stock-alert-remove': ({ id }, ctx) => {
    if (ctx.customerId === null) throw unauthorized();
    const alertId = /^\d{1,15}$/.test(id) ? Number(id) : null;
    return { removed: alertId !== null && removeAlert(ctx.db, ctx.customerId, alertId) };
  },
};
