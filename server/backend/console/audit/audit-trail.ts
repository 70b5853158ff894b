import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { metricsOf } from '../../metrics/backend-metrics';

// Every change made from the console: who, when, what (entity and id), the values before and
// after, and the reason when one is asked for. Append-only (triggers in 010-console.sql).
// Call it inside the transaction of the change it records, so one never lands without the other.

export interface Actor {
  /** null for the command line (npm run staff) */
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export function recordAudit(db: Db, actor: Actor, entry: AuditEntry, now: Date): void {
  sql(
    db,
    `INSERT INTO audit_log (staff_id, staff_email, action, entity, entity_id, before_json, after_json, reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    actor.id,
    actor.email,
    entry.action,
    entry.entity,
    String(entry.entityId),
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.reason ?? null,
    now.toISOString(),
  );
  metricsOf(db)?.consoleAction(entry.action);
}
