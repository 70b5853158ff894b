import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_CONFIRM_PATH } from '../../../shared/routes/route-table';
import { sql } from '../db/statements';
import type { HandlerMap } from '../http/context';
import { queueEmail } from '../customers/outbox';

// Newsletter double opt-in. Sign-up answers `{ ok: true }` whatever the address's
// state, so the form cannot tell who subscribed: a new or pending address gets a fresh
// confirmation link (the BFF's throttle bounds how often), a confirmed one gets nothing.

export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirm your newsletter sign-up';
/** How long a confirmation link works. */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 3600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface SubscriberRow {
  id: number;
  confirmed_at: string | null;
}

export const newsletterHandlers: HandlerMap<'newsletter-subscribe' | 'newsletter-confirm'> = {
  'newsletter-subscribe': ({ email, formLocation }, ctx) => {
    const now = ctx.now.toISOString();
    ctx.db.transaction(() => {
      const row = sql(ctx.db, 'SELECT id, confirmed_at FROM newsletter_subscribers WHERE email = ?').get(email) as
        SubscriberRow | undefined;
      if (row?.confirmed_at) return;
      const token = randomBytes(24).toString('base64url');
      const expires = new Date(ctx.now.getTime() + NEWSLETTER_LINK_TTL_MS).toISOString();
      if (row) {
        sql(
          ctx.db,
          'UPDATE newsletter_subscribers SET consent_at = ?, form_location = ?, token_hash = ?, token_expires_at = ? WHERE id = ?',
        ).run(now, formLocation, hashToken(token), expires, row.id);
      } else {
        sql(
          ctx.db,
          `INSERT INTO newsletter_subscribers (email, consent_at, form_location, created_at, token_hash, token_expires_at)
                     VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(email, now, formLocation, now, hashToken(token), expires);
      }
      const link = `${ctx.siteUrl}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`;
      queueEmail(
        ctx.db,
        email,
        NEWSLETTER_CONFIRM_SUBJECT,
        `Please confirm that you want our newsletter by following this link: ${link} (it works for 7 days). If you did not sign up, ignore this mail.`,
        ctx.now,
        ctx.onMail,
      );
    })();
    return { ok: true as const };
  },

  'newsletter-confirm': ({ token }, ctx) => {
    const now = ctx.now.toISOString();
    const changed = sql(
      ctx.db,
      `UPDATE newsletter_subscribers SET confirmed_at = ?, token_hash = NULL, token_expires_at = NULL
                                 WHERE token_hash = ? AND token_expires_at > ? AND confirmed_at IS NULL`,
    ).run(now, hashToken(token), now);
    return { confirmed: changed.changes === 1 };
  },
};
