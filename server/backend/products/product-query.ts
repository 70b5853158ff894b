import { GIFT_PRODUCT_TAG } from '../../../shared/cart-constants';
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

interface Statement {
  sql: string;
  params: (string | number)[];
}

/**
 * The two statements of a listing: its total, and one page of ids in the order asked. The
 * page walks the sort's index (migration 009) and checks tags by primary-key lookups, so it
 * stops after one page instead of sorting every match; the total is counted from product_tags.
 */
export function listingStatements(q: ProductQuery): { count: Statement; page: Statement } {
  const tags = [...new Set(q.tags.map((t) => t.toLowerCase()))];
  const has = (column: string) => `EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = ${column} AND t.tag = ?)`;
  // Gift products (given with qualifying orders, not sold on their own) are in no listing unless
  // the gift tag is asked for: a primary-key lookup per product the page walks, and a few rows of
  // the tag index for a count.
  const withGifts = tags.includes(GIFT_PRODUCT_TAG);
  // Draft and archived products (a few rows of a partial index) are in no listing either.
  const hidden = (column: string) => `${column} NOT IN (SELECT id FROM products WHERE status <> 'active')`;
  const gift = (column: string) =>
    withGifts
      ? hidden(column)
      : `${column} NOT IN (SELECT product_id FROM product_tags WHERE tag = '${GIFT_PRODUCT_TAG}') AND ${hidden(column)}`;
  let where = withGifts
    ? "WHERE p.status = 'active'"
    : `WHERE p.status = 'active' AND NOT EXISTS (SELECT 1 FROM product_tags g WHERE g.product_id = p.id AND g.tag = '${GIFT_PRODUCT_TAG}')`;
  let count: Statement;
  if (tags.length === 0) {
    count = { sql: `SELECT COUNT(*) AS n FROM products WHERE ${gift('id')}`, params: [] };
  } else if (q.logicalOr || tags.length === 1) {
    const list = placeholders(tags.length);
    where += ` AND EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag IN (${list}))`;
    count = {
      sql: `SELECT COUNT(DISTINCT product_id) AS n FROM product_tags WHERE tag IN (${list}) AND ${gift('product_id')}`,
      params: tags,
    };
  } else {
    where += ` AND ${tags.map(() => has('p.id')).join(' AND ')}`;
    // every product with the first tag that has the others too
    const others = tags
      .slice(1)
      .map(() => has('f.product_id'))
      .join(' AND ');
    count = {
      sql: `SELECT COUNT(*) AS n FROM product_tags f WHERE f.tag = ? AND ${others} AND ${gift('f.product_id')}`,
      params: tags,
    };
  }
  return {
    count,
    page: {
      sql: `SELECT p.id FROM products p ${where} ORDER BY ${ORDER_BY[q.sort]} LIMIT ? OFFSET ?`,
      params: [...tags, q.limit, q.offset],
    },
  };
}

export function queryProductIds(db: Db, q: ProductQuery): { ids: number[]; total: number } {
  const { count, page } = listingStatements(q);
  const total = (sql(db, count.sql).get(...count.params) as { n: number }).n;
  const rows = sql(db, page.sql).all(...page.params) as { id: number }[];
  return { ids: rows.map((r) => r.id), total };
}

export function allProductIds(db: Db): number[] {
  return (
    sql(db, "SELECT id FROM products WHERE status = 'active' ORDER BY title COLLATE NOCASE").all() as { id: number }[]
  ).map((r) => r.id);
}

/** Opaque cursor: the offset of the next product, base64url so callers do not build it. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number | null {
  const m = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}
