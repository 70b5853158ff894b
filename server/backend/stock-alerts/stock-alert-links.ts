import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PRODUCT_VARIANT_PATH,
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_UNSUBSCRIBE_PATH,
} from '../../../shared/routes/route-table';

// The links a stock alert mails: the product page at the size, the visitor's confirmation, and
// one unsubscribe link per address, signed with the backend's secret (no row to keep, so it
// keeps working after the alert it came with is gone).

const signatureOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`stock-alert-unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');

export function stockAlertUnsubscribeLink(secret: string, siteUrl: string, email: string): string {
  const params = new URLSearchParams({ email, signature: signatureOf(secret, email) });
  return `${siteUrl}${STOCK_ALERT_UNSUBSCRIBE_PATH}?${params}`;
}

export function validStockAlertUnsubscribe(secret: string, email: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const stockAlertConfirmLink = (siteUrl: string, token: string) =>
  `${siteUrl}${STOCK_ALERT_CONFIRM_PATH}?${new URLSearchParams({ token })}`;

export const productSizeLink = (siteUrl: string, handle: string, variantId: number) =>
  `${siteUrl}${PRODUCT_VARIANT_PATH(handle, variantId)}`;
