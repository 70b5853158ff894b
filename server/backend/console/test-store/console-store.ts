import type { Tag } from '../../../../shared/contract/change-tags';
import { createChangeEvents } from '../../changes/change-events';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { createTestBackend, TEST_SECRET, type TestBackend } from '../../test-fixtures/test-backend';
import { FIXTURE_NOW } from '../../test-fixtures/seed-fixture';
import type { ConsoleDeps, SignedInStaff } from '../console-feature';
import type { Role } from '../permissions';

// Test-only: the seeded test store with what the console's reviews and stock operations need
// around it (a staff member to act as, the change events recorded, a pending review to decide).

export interface ConsoleStore {
  t: TestBackend;
  deps: ConsoleDeps;
  /** every emit, in order */
  emitted: Tag[][];
  backInStock: { sku: string; handle: string; quantity: number }[][];
  staff(role: Role): SignedInStaff;
}

export function createConsoleStore(): ConsoleStore {
  const t = createTestBackend();
  const changes = createChangeEvents();
  const emitted: Tag[][] = [];
  changes.on((tags) => emitted.push([...tags]));
  const backInStock: ConsoleStore['backInStock'] = [];
  const deps: ConsoleDeps = {
    db: t.db,
    now: () => FIXTURE_NOW,
    changes,
    siteUrl: 'http://shop.test',
    linkSecret: TEST_SECRET,
    onBackInStock: (variants) => backInStock.push(variants),
  };
  const ids = new Map<Role, number>();
  return {
    t,
    deps,
    emitted,
    backInStock,
    staff(role) {
      const email = `${role}@staff.test`;
      let id = ids.get(role);
      if (id === undefined) {
        id = Number(
          sql(t.db, 'INSERT INTO staff (email, role, created_at) VALUES (?, ?, ?)').run(
            email,
            role,
            FIXTURE_NOW.toISOString(),
          ).lastInsertRowid,
        );
        ids.set(role, id);
      }
      return { id, email, role, csrfToken: `csrf-${role}` };
    },
  };
}

/** A review as a shopper leaves it: pending, from nobody in particular (no customer row needed). */
export function insertPendingReview(
  db: Db,
  handle: string,
  over: { rating?: number; text?: string; title?: string; createdAt?: string } = {},
): number {
  const { id: productId } = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number };
  return Number(
    sql(
      db,
      `INSERT INTO reviews (product_id, rating, title, body, skin_type, display_name, verified_buyer, status, created_at)
       VALUES (?, ?, ?, ?, 'dry', 'Maya R.', 1, 'pending', ?)`,
    ).run(
      productId,
      over.rating ?? 1,
      over.title ?? 'Not for me',
      over.text ?? 'It stung my skin every single time I used it.',
      over.createdAt ?? '2025-06-10T09:00:00.000Z',
    ).lastInsertRowid,
  );
}

export interface AuditRow {
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export function auditRows(db: Db): AuditRow[] {
  return sql(
    db,
    'SELECT staff_email, action, entity, entity_id, before_json, after_json, reason FROM audit_log ORDER BY id',
  ).all() as AuditRow[];
}
