import type { SortKey } from '../../../shared/contract/fields';
import type { Db } from '../db/open-database';
import { placeholders, sql } from '../db/statements';

// Tag filtering, sorting and paging done in SQL so only one page of products is hydrated.

const ORDER_BY: Record<SortKey, string> = {
  'best-selling': 'p.sales_rank DESC, p.title ASC',
  'price-asc': 'p.min_price_cents ASC, p.title ASC',
  'price-desc': 'p.min_price_cents DESC, p.title ASC',
  newest: 'p.published_at DESC, p.title ASC',
  title: 'p.title COLLATE NOCASE ASC, p.id ASC',
};

export interface ProductQuery {
  tags: readonly string[];
  /** true: any tag matches; false: every tag must match */
  logicalOr: boolean;
  sort: SortKey;
  offset: number;
  limit: number;
}

export function queryProductIds(db: Db, q: ProductQuery): { ids: number[]; total: number } {
  const tags = [...new Set(q.tags.map((t) => t.toLowerCase()))];
  let where = '';
  const params: (string | number)[] = [];
  if (tags.length > 0) {
    const needed = q.logicalOr ? 1 : tags.length;
    where = `WHERE p.id IN (SELECT product_id FROM product_tags WHERE tag IN (${placeholders(tags.length)})
             GROUP BY product_id HAVING COUNT(*) >= ?)`;
    params.push(...tags, needed);
  }
  const total = (sql(db, `SELECT COUNT(*) AS n FROM products p ${where}`).get(...params) as { n: number }).n;
  const rows = sql(db, `SELECT p.id FROM products p ${where} ORDER BY ${ORDER_BY[q.sort]} LIMIT ? OFFSET ?`).all(
    ...params, q.limit, q.offset,
  ) as { id: number }[];
  return { ids: rows.map((r) => r.id), total };
}

export function allProductIds(db: Db): number[] {
  return (sql(db, 'SELECT id FROM products ORDER BY title COLLATE NOCASE').all() as { id: number }[]).map((r) => r.id);
}

/** Opaque cursor: the offset of the next product, base64url so callers do not build it. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number | null {
  const m = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}
