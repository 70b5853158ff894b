import type { Image } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import type { ProductDoc } from '../products/product-store';

/** Title and first image of a product, for order lines and subscriptions; null once it is gone. */
export function productImage(db: Db, handle: string): { title: string; image: Image | null } | null {
  const row = sql(db, 'SELECT title, data FROM products WHERE handle = ?').get(handle) as
    { title: string; data: string } | undefined;
  if (!row) return null;
  return { title: row.title, image: parseJson<ProductDoc | null>(row.data, null)?.images[0] ?? null };
}
