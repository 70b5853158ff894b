import { queueActivationMail } from '../../customers/activation-mail';
import type { MailListener } from '../../customers/outbox';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';

// Disabling a customer: marked, every session of theirs deleted (they are signed out on their
// next request), audited, in one transaction. Sign-in and password links refuse them from then
// on (customers/account-handlers.ts; a trigger in 015 refuses any new session).

/** Answers the sessions ended, or null when no such customer or already disabled. */
export function disableCustomer(db: Db, actor: Actor, id: number, reason: string, now: Date): number | null {
  return db.transaction((): number | null => {
    const row = sql(db, 'SELECT email, disabled_at FROM customers WHERE id = ?').get(id) as
      { email: string; disabled_at: string | null } | undefined;
    if (!row || row.disabled_at) return null;
    sql(db, 'UPDATE customers SET disabled_at = ? WHERE id = ?').run(now.toISOString(), id);
    const ended = sql(db, 'DELETE FROM sessions WHERE customer_id = ?').run(id).changes;
    recordAudit(
      db,
      actor,
      {
        action: 'customer.disable',
        entity: 'customer',
        entityId: id,
        before: { email: row.email, disabled: false },
        after: { disabled: true, sessionsEnded: ended },
        reason,
      },
      now,
    );
    return ended;
  })();
}

export type ResendOutcome = 'sent' | 'active' | 'disabled' | 'missing';

/**
 * Sends a customer who never chose a password the shop's activation mail again, with a fresh
 * link; the links sent before are spent, so only the newest one works. Refused for an active or
 * disabled account (an active one recovers with "Forgot your password?"). Audited.
 */
export function resendActivation(
  db: Db,
  actor: Actor,
  id: number,
  env: { secret: string; siteUrl: string; now: Date; onMail?: MailListener | undefined },
): ResendOutcome {
  return db.transaction((): ResendOutcome => {
    const row = sql(db, 'SELECT email, password_hash, disabled_at FROM customers WHERE id = ?').get(id) as
      { email: string; password_hash: string | null; disabled_at: string | null } | undefined;
    if (!row) return 'missing';
    if (row.disabled_at) return 'disabled';
    if (row.password_hash !== null) return 'active';
    const spent = sql(
      db,
      "UPDATE customer_tokens SET used_at = ? WHERE customer_id = ? AND purpose = 'activate' AND used_at IS NULL",
    ).run(env.now.toISOString(), id).changes;
    queueActivationMail(db, { ...env, customerId: id, email: row.email });
    recordAudit(
      db,
      actor,
      {
        action: 'customer.resend-activation',
        entity: 'customer',
        entityId: id,
        after: { email: row.email, earlierLinksSpent: spent },
      },
      env.now,
    );
    return 'sent';
  })();
}
