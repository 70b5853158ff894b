import { describe, expect, it } from 'vitest';
import { SORTS } from '../../../shared/contract/fields';
import { openDatabase } from '../db/open-database';
import { listingStatements, type ProductQuery } from './product-query';

// The listing must scale to a 10,000-product catalogue: no statement reads the products table
// row by row or sorts every match before taking one page (SQLite's own plan, not a timing).
const db = openDatabase(':memory:');
const plan = (s: { sql: string; params: (string | number)[] }) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...s.params) as { detail: string }[]).map((r) => r.detail);

const filters: [string, Pick<ProductQuery, 'tags' | 'logicalOr'>][] = [
  ['no filter', { tags: [], logicalOr: false }],
  ['one tag', { tags: ['category:cleanse'], logicalOr: false }],
  ['every tag of two', { tags: ['category:cleanse', 'skin-type:dry'], logicalOr: false }],
  ['any tag of two', { tags: ['category:cleanse', 'skin-type:dry'], logicalOr: true }],
];

describe('listing query plans', () => {
  for (const sort of SORTS) {
    for (const [name, filter] of filters) {
      it(`${sort}, ${name}: pages through an index, no table scan, no sort of all matches`, () => {
        const { count, page } = listingStatements({ ...filter, sort, offset: 48, limit: 24 });
        const steps = [...plan(count), ...plan(page)];
        expect(steps.filter((d) => /^SCAN (p|products|t|f|product_tags)$/.test(d))).toEqual([]);
        expect(steps.filter((d) => d.includes('TEMP B-TREE FOR ORDER BY'))).toEqual([]);
        expect(plan(page).some((d) => /USING (COVERING )?INDEX products_/.test(d))).toBe(true);
      });
    }
  }
});

describe('hydrating a page of products', () => {
  it('finds each product\u2019s tags by product, not by scanning every tag (product-store.ts)', () => {
    const steps = plan({
      sql: 'SELECT product_id, tag FROM product_tags WHERE product_id IN (?, ?) ORDER BY tag',
      params: [1, 2],
    });
    expect(steps.filter((d) => d.startsWith('SCAN'))).toEqual([]);
  });
});
