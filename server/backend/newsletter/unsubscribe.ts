import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../../../shared/routes/route-table';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { HandlerMap } from '../http/context';

// Leaving the newsletter: every subscriber has one unsubscribe link for good, signed with the
// backend's secret (no row to keep, and it keeps working in any old newsletter). The console's
// CSV export carries each subscriber's link for the mailing tool to put in every issue. Using it
// deletes the subscription at once (the console's list and export read the table live) and
// turns off the marketing consent of a customer account with that address.

const signatureOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');

export function unsubscribeLink(secret: string, siteUrl: string, email: string): string {
  const params = new URLSearchParams({ email, signature: signatureOf(secret, email) });
  return `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?${params}`;
}

export function validUnsubscribe(secret: string, email: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Drops the address from the newsletter and from marketing; answers whether it was subscribed. */
export function unsubscribe(db: Db, email: string): boolean {
  return db.transaction(() => {
    const removed = sql(db, 'DELETE FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE').run(email).changes;
    sql(db, 'UPDATE customers SET accepts_marketing = 0 WHERE email = ? COLLATE NOCASE').run(email);
    return removed > 0;
  })();
}

export const unsubscribeHandlers: HandlerMap<'newsletter-unsubscribe'> = {
  // The same answer whether or not the address was subscribed: the link proves nothing more.
  'newsletter-unsubscribe': ({ email, signature }, ctx) => {
    if (!validUnsubscribe(ctx.secret, email, signature)) return { unsubscribed: false };
    unsubscribe(ctx.db, email);
    return { unsubscribed: true };
  },
};
