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
