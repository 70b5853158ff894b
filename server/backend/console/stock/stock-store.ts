import { PRODUCTS_TAG, productTag } from '../../../../shared/contract/change-tags';
import type { Db } from '../../db/open-database';
import { placeholders, sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { planStockImport, readStockCsv, type LineError } from './stock-csv';
import { checkReason, DEFAULT_LOW_STOCK_THRESHOLD, quantityFromInput, type StockMode } from './stock-rules';

// Stock per variant: the list the console pages through, and the two ways to change it (one
// variant from its form, many from a CSV file). Each change is read, checked and written in one
// transaction with its audit entries; after it commits the product pages are purged, and a
// variant that was sold out and is on sale again is reported (ConsoleDeps.onBackInStock).

export const STOCK_PAGE_SIZE = 25;

export type StockFilter = 'all' | 'low' | 'sold-out';

export interface StockRow {
  sku: string;
  variantTitle: string;
  productTitle: string;
  handle: string;
  quantity: number;
}

export interface StockQuery {
  q: string;
  filter: StockFilter;
  page: number;
  threshold?: number;
}

export interface StockPage {
  rows: StockRow[];
  total: number;
  page: number;
  pageCount: number;
}

const FROM = `FROM variants v JOIN products p ON p.id = v.product_id
  WHERE (? = '' OR v.sku LIKE ? ESCAPE '\\' OR v.title LIKE ? ESCAPE '\\' OR p.title LIKE ? ESCAPE '\\')
    AND (? = 'all' OR (? = 'low' AND v.inventory > 0 AND v.inventory <= ?) OR (? = 'sold-out' AND v.inventory = 0))`;

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listStock(db: Db, query: StockQuery): StockPage {
  const q = query.q.trim();
  const like = likeOf(q);
  const threshold = query.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const args = [q, like, like, like, query.filter, query.filter, threshold, query.filter];
  const { total } = sql(db, `SELECT COUNT(*) AS total ${FROM}`).get(...args) as { total: number };
  const pageCount = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  // the low and sold-out lists put the emptiest first; the whole list reads like the catalogue
  const order = query.filter === 'all' ? 'p.title, v.position' : 'v.inventory, p.title, v.position';
  const rows = sql(
    db,
    `SELECT v.sku, v.title AS variant_title, p.title AS product_title, p.handle, v.inventory
     ${FROM} ORDER BY ${order} LIMIT ? OFFSET ?`,
  ).all(...args, STOCK_PAGE_SIZE, (page - 1) * STOCK_PAGE_SIZE) as {
    sku: string;
    variant_title: string;
    product_title: string;
    handle: string;
    inventory: number;
  }[];
  return {
    rows: rows.map((r) => ({
      sku: r.sku,
      variantTitle: r.variant_title,
      productTitle: r.product_title,
      handle: r.handle,
      quantity: r.inventory,
    })),
    total,
    page,
    pageCount,
  };
}

export function stockRowOf(db: Db, sku: string): StockRow | null {
  const r = sql(
    db,
    `SELECT v.sku, v.title AS variant_title, p.title AS product_title, p.handle, v.inventory
     FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ?`,
  ).get(sku) as
    { sku: string; variant_title: string; product_title: string; handle: string; inventory: number } | undefined;
  return r
    ? {
        sku: r.sku,
        variantTitle: r.variant_title,
        productTitle: r.product_title,
        handle: r.handle,
        quantity: r.inventory,
      }
    : null;
}

/** The current quantity of each of `skus` that exists. */
function quantitiesOf(db: Db, skus: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  // in slices, so a long file stays under SQLite's limit of bound parameters
  for (let i = 0; i < skus.length; i += 500) {
    const slice = skus.slice(i, i + 500);
    const rows = db
      .prepare(`SELECT sku, inventory FROM variants WHERE sku IN (${placeholders(slice.length)})`)
      .all(...slice) as { sku: string; inventory: number }[];
    for (const r of rows) found.set(r.sku, r.inventory);
  }
  return found;
}

export interface StockChange {
  sku: string;
  before: number;
  after: number;
}

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes' | 'onBackInStock'>;

/** Writes and audits `changes` (inside the caller's transaction); answers the products they touch. */
function writeChanges(
  db: Db,
  actor: Actor,
  action: string,
  changes: readonly StockChange[],
  reason: string,
  now: Date,
) {
  const update = sql(db, 'UPDATE variants SET inventory = ? WHERE sku = ?');
  for (const c of changes) {
    update.run(c.after, c.sku);
    recordAudit(
      db,
      actor,
      {
        action,
        entity: 'variant',
        entityId: c.sku,
        before: { quantity: c.before },
        after: { quantity: c.after },
        reason,
      },
      now,
    );
  }
}

/** After the commit: the storefront's product pages and listings, and the back-in-stock report. */
function announce(deps: Deps, changes: readonly StockChange[]) {
  const moved = changes.filter((c) => c.before !== c.after);
  if (moved.length === 0) return;
  const handles = new Map(
    (
      sql(
        deps.db,
        `SELECT v.sku, p.handle FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.sku IN (SELECT value FROM json_each(?))`,
      ).all(JSON.stringify(moved.map((c) => c.sku))) as { sku: string; handle: string }[]
    ).map((r) => [r.sku, r.handle]),
  );
  deps.changes.emit([...new Set(moved.map((c) => productTag(handles.get(c.sku)!))), PRODUCTS_TAG]);
  const back = moved.filter((c) => c.before === 0 && c.after > 0);
  if (back.length && deps.onBackInStock) {
    deps.onBackInStock(back.map((c) => ({ sku: c.sku, handle: handles.get(c.sku)!, quantity: c.after })));
  }
}

export type SetStockResult =
  | { ok: true; change: StockChange }
  | { ok: false; status: 400 | 404; field: 'quantity' | 'reason' | null; message: string };

/** One variant's quantity set or adjusted from its form, with a reason. */
export function setStock(
  deps: Deps,
  actor: Actor,
  sku: string,
  mode: StockMode,
  rawQuantity: unknown,
  rawReason: unknown,
): SetStockResult {
  const now = deps.now();
  const result = deps.db.transaction((): SetStockResult => {
    const row = stockRowOf(deps.db, sku);
    if (!row) return { ok: false, status: 404, field: null, message: `No variant has the SKU "${sku}".` };
    const next = quantityFromInput(row.quantity, mode, rawQuantity);
    if (!next.ok) return { ok: false, status: 400, field: 'quantity', message: next.message };
    const reason = checkReason(rawReason);
    if (!reason.ok) return { ok: false, status: 400, field: 'reason', message: reason.message };
    const change = { sku, before: row.quantity, after: next.quantity };
    writeChanges(deps.db, actor, `stock.${mode}`, [change], reason.reason, now);
    return { ok: true, change };
  })();
  if (result.ok) announce(deps, [result.change]);
  return result;
}

export type ImportResult =
  { ok: true; changes: StockChange[] } | { ok: false; field: 'file' | 'reason'; errors: LineError[] };

/**
 * A CSV of `sku,quantity` applied to many variants: the whole file is checked against the
 * stock as it is inside the transaction, and either every row is applied or none.
 */
export function importStock(deps: Deps, actor: Actor, text: string, mode: StockMode, rawReason: unknown): ImportResult {
  const reason = checkReason(rawReason);
  if (!reason.ok) return { ok: false, field: 'reason', errors: [{ line: 0, message: reason.message }] };
  const read = readStockCsv(text);
  if (!read.ok) return { ok: false, field: 'file', errors: read.errors };
  const now = deps.now();
  const result = deps.db.transaction((): ImportResult => {
    const current = quantitiesOf(
      deps.db,
      read.value.map((r) => r.sku),
    );
    const planned = planStockImport(read.value, mode, current);
    if (!planned.ok) return { ok: false, field: 'file', errors: planned.errors };
    const changes = planned.value.map(({ sku, before, after }) => ({ sku, before, after }));
    writeChanges(deps.db, actor, `stock.import-${mode}`, changes, reason.reason, now);
    return { ok: true, changes };
  })();
  if (result.ok) announce(deps, result.changes);
  return result;
}
