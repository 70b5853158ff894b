import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';

// The audit trail as the Activity screen reads it: newest first, filtered by the person (their
// e-mail as recorded, "cli" for the command line) and by the kind of entity, a page at a time.

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityEntry {
  id: number;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: string;
}

export interface ActivityFilter {
  staff?: string | undefined;
  entity?: string | undefined;
  /** only these entities (the reader's role); undefined for all */
  entities?: readonly string[] | undefined;
  /** 1-based */
  page: number;
}

export function listActivity(db: Db, filter: ActivityFilter): { entries: ActivityEntry[]; total: number } {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.staff) {
    where.push('staff_email = ? COLLATE NOCASE');
    params.push(filter.staff);
  }
  if (filter.entity) {
    where.push('entity = ?');
    params.push(filter.entity);
  }
  if (filter.entities) {
    where.push(`entity IN (${filter.entities.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...filter.entities);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { n } = sql(db, `SELECT COUNT(*) AS n FROM audit_log ${clause}`).get(...params) as { n: number };
  const offset = (Math.max(1, filter.page) - 1) * ACTIVITY_PAGE_SIZE;
  const entries = sql(
    db,
    `SELECT id, staff_email AS staffEmail, action, entity, entity_id AS entityId, before_json AS before,
       after_json AS after, reason, created_at AS createdAt
     FROM audit_log ${clause} ORDER BY id DESC LIMIT ${ACTIVITY_PAGE_SIZE} OFFSET ?`,
  ).all(...params, offset) as ActivityEntry[];
  return { entries, total: n };
}

/** The people and entities the trail mentions, for the filters' choices. */
export function activityChoices(
  db: Db,
  visible?: readonly string[] | undefined,
): { people: string[]; entities: string[] } {
  const column = (text: string) => (sql(db, text).all() as { v: string }[]).map((r) => r.v);
  const entities = column('SELECT DISTINCT entity AS v FROM audit_log ORDER BY v');
  return {
    people: column('SELECT DISTINCT staff_email AS v FROM audit_log ORDER BY v COLLATE NOCASE'),
    entities: visible ? entities.filter((e) => visible.includes(e)) : entities,
  };
}
