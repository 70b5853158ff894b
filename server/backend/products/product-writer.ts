import { facetTag } from '../../../shared/catalog/taxonomy';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { ProductDoc } from './product-store';

// The one way a product is written into SQLite: the products row (copy in `data`), its tags
// (facets and free tags, what listings filter on), its variants and its selling plans. The
// seed and the console both write through here, so the shop reads them the same way.

export type ProductStatus = 'draft' | 'active' | 'archived';

export interface VariantInput {
  /** an existing variant keeps its id (carts and orders point at it); null adds one */
  id: number | null;
  sku: string;
  title: string;
  priceCents: number;
  compareAtCents: number | null;
  inventory: number;
  weightGrams: number | null;
}

export interface ProductInput {
  handle: string;
  title: string;
  status: ProductStatus;
  publishedAt: string;
  doc: ProductDoc;
  /** free tags beside the facets (gift, travel, limited-edition…) */
  extraTags: readonly string[];
  /** in the order the shop lists them */
  variants: readonly VariantInput[];
  sellingPlanIds: readonly string[];
}

/** Facet tags from the categories, skin types and concerns, then the free tags; lowercase, once each. */
export function tagsOf(doc: Pick<ProductDoc, 'categories' | 'skinTypes' | 'concerns'>, extra: readonly string[]) {
  const tags = [
    ...doc.categories.map((c) => facetTag('category', c)),
    ...doc.skinTypes.map((s) => facetTag('skin-type', s)),
    ...doc.concerns.map((c) => facetTag('concern', c)),
    ...extra,
  ];
  return [...new Set(tags.map((t) => t.toLowerCase()))];
}

const minPrice = (variants: readonly VariantInput[]) => Math.min(...variants.map((v) => v.priceCents));

function writeChildren(db: Db, productId: number, p: ProductInput) {
  sql(db, 'DELETE FROM product_tags WHERE product_id = ?').run(productId);
  for (const tag of tagsOf(p.doc, p.extraTags))
    sql(db, 'INSERT INTO product_tags (product_id, tag) VALUES (?, ?)').run(productId, tag);

  const keep = p.variants.flatMap((v) => (v.id === null ? [] : [v.id]));
  const existing = sql(db, 'SELECT id FROM variants WHERE product_id = ?').all(productId) as { id: number }[];
  for (const { id } of existing) if (!keep.includes(id)) sql(db, 'DELETE FROM variants WHERE id = ?').run(id);
  // positions and SKUs are unique per row: park the kept ones first so a swap does not collide
  for (const id of keep)
    sql(db, "UPDATE variants SET sku = '~' || id, position = -id WHERE id = ? AND product_id = ?").run(id, productId);
  p.variants.forEach((v, i) => {
    const values = [i, v.sku, v.title, v.priceCents, v.compareAtCents, v.inventory, v.weightGrams] as const;
    if (v.id === null)
      sql(
        db,
        `INSERT INTO variants (position, sku, title, price_cents, compare_at_cents, inventory, weight_grams, product_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...values, productId);
    else
      sql(
        db,
        `UPDATE variants SET position = ?, sku = ?, title = ?, price_cents = ?, compare_at_cents = ?, inventory = ?,
         weight_grams = ? WHERE id = ? AND product_id = ?`,
      ).run(...values, v.id, productId);
  });

  sql(db, 'DELETE FROM product_selling_plans WHERE product_id = ?').run(productId);
  for (const planId of p.sellingPlanIds)
    sql(db, 'INSERT INTO product_selling_plans (product_id, plan_id) VALUES (?, ?)').run(productId, planId);
}

/** A new product; answers its id. `salesRank` orders best sellers (the seed uses review volume). */
export function insertProduct(db: Db, p: ProductInput, salesRank = 0): number {
  if (p.variants.length === 0) throw new Error(`product ${p.handle} has no variants`);
  const id = Number(
    sql(
      db,
      `INSERT INTO products (handle, title, status, published_at, min_price_cents, sales_rank, data)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(p.handle, p.title, p.status, p.publishedAt, minPrice(p.variants), salesRank, JSON.stringify(p.doc))
      .lastInsertRowid,
  );
  writeChildren(db, id, p);
  return id;
}

/** Rewrites an existing product (its sales rank stays) and counts the save in `version`. */
export function updateProduct(db: Db, id: number, p: ProductInput): void {
  if (p.variants.length === 0) throw new Error(`product ${p.handle} has no variants`);
  sql(
    db,
    `UPDATE products SET handle = ?, title = ?, status = ?, published_at = ?, min_price_cents = ?, data = ?,
     version = version + 1 WHERE id = ?`,
  ).run(p.handle, p.title, p.status, p.publishedAt, minPrice(p.variants), JSON.stringify(p.doc), id);
  writeChildren(db, id, p);
}

/** The selling plan delivering every `intervalDays` at `discountPercent` off, added when new. */
export function sellingPlanFor(db: Db, intervalDays: number, discountPercent: number, name: string): string {
  const found = sql(db, 'SELECT id FROM selling_plans WHERE interval_days = ? AND discount_percent = ?').get(
    intervalDays,
    discountPercent,
  ) as { id: string } | undefined;
  if (found) return found.id;
  const id = `plan-${intervalDays}-${discountPercent}`;
  const { n } = sql(db, 'SELECT COALESCE(MAX(position), -1) + 1 AS n FROM selling_plans').get() as { n: number };
  sql(db, 'INSERT INTO selling_plans (id, name, interval_days, discount_percent, position) VALUES (?, ?, ?, ?, ?)').run(
    id,
    name,
    intervalDays,
    discountPercent,
    n,
  );
  return id;
}
