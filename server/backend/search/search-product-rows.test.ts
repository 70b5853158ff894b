import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';

// The search index keeps exactly one row per active product, found by handle (migration 017):
// a rename, an unpublish and a delete each leave no stale row behind.

const doc = JSON.stringify({
  subtitle: 'Glow',
  keyIngredients: [],
  keyBenefits: [],
  categories: [],
  concerns: [],
  skinTypes: [],
});
const rows = (db: ReturnType<typeof openDatabase>) =>
  (db.prepare("SELECT key FROM search_index WHERE kind = 'product' ORDER BY key").all() as { key: string }[]).map(
    (r) => r.key,
  );

describe('search rows of products', () => {
  it('follow inserts, renames, status changes and deletes', () => {
    const db = openDatabase(':memory:');
    const insert = db.prepare(
      "INSERT INTO products (handle, title, status, published_at, min_price_cents, sales_rank, data) VALUES (?, ?, ?, '2024-01-01', 100, 0, ?)",
    );
    const a = Number(insert.run('a-serum', 'A Serum', 'active', doc).lastInsertRowid);
    insert.run('b-cream', 'B Cream', 'draft', doc);
    expect(rows(db)).toEqual(['a-serum']);
    db.prepare("UPDATE products SET handle = 'a-serum-2' WHERE id = ?").run(a);
    expect(rows(db)).toEqual(['a-serum-2']);
    db.prepare("UPDATE products SET status = 'active' WHERE handle = 'b-cream'").run();
    expect(rows(db)).toEqual(['a-serum-2', 'b-cream']);
    db.prepare("UPDATE products SET status = 'draft' WHERE id = ?").run(a);
    expect(rows(db)).toEqual(['b-cream']);
    db.prepare("DELETE FROM products WHERE handle = 'b-cream'").run();
    expect(rows(db)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM search_product_rows').get()).toEqual({ n: 0 });
  });
});
