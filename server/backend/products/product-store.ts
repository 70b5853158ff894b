import type { Image, Product, SellingPlan, Variant } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, placeholders, sql } from '../db/statements';
import { dollars, gid } from '../ids';

// Reads products out of SQLite into the contract's Product shape.

/** The product copy kept as one JSON document (products.data). */
export interface ProductDoc {
  subtitle: string;
  descriptionHtml: string;
  keyBenefits: string[];
  keyIngredients: string[];
  howToUse: string;
  categories: Product['categories'];
  skinTypes: Product['skinTypes'];
  concerns: Product['concerns'];
  rating: number;
  reviewCount: number;
  images: Image[];
  /** set by hand in the console: shows the "new" badge until this day (YYYY-MM-DD) */
  newUntil?: string | null;
  seoTitle?: string;
  seoDescription?: string;
}

/** The SEO copy the console set, only the non-blank parts: the shop falls back to title and subtitle. */
function seoOf(doc: ProductDoc): Pick<Product, 'seoTitle' | 'seoDescription'> {
  const title = doc.seoTitle?.trim();
  const description = doc.seoDescription?.trim();
  return { ...(title && { seoTitle: title }), ...(description && { seoDescription: description }) };
}

interface ProductRow {
  id: number;
  handle: string;
  title: string;
  published_at: string;
  data: string;
}
export interface VariantRow {
  id: number;
  product_id: number;
  position: number;
  sku: string;
  title: string;
  price_cents: number;
  compare_at_cents: number | null;
  inventory: number;
}
interface PlanRow {
  id: string;
  name: string;
  interval_days: number;
  discount_percent: number;
}

export function toSellingPlan(row: PlanRow): SellingPlan {
  return { id: row.id, name: row.name, intervalDays: row.interval_days, discountPercent: row.discount_percent };
}

export function toVariant(row: VariantRow): Variant {
  return {
    id: gid('ProductVariant', row.id),
    sku: row.sku,
    title: row.title,
    price: dollars(row.price_cents),
    compareAtPrice: row.compare_at_cents == null ? null : dollars(row.compare_at_cents),
    availableForSale: row.inventory > 0,
    quantityAvailable: row.inventory,
  };
}

export function sellingPlanById(db: Db, id: string): SellingPlan | null {
  const row = sql(db, 'SELECT * FROM selling_plans WHERE id = ?').get(id) as PlanRow | undefined;
  return row ? toSellingPlan(row) : null;
}

/** Rows by their product, in the order they came. */
function groupByProduct<T extends { product_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** Products by id, in the order of `ids`; unknown ids are skipped. */
export function loadProducts(db: Db, ids: readonly number[]): Product[] {
  if (ids.length === 0) return [];
  const list = placeholders(ids.length);
  // a draft or archived product is on no page of the shop (its rows stay for old orders)
  const rows = sql(
    db,
    `SELECT id, handle, title, published_at, data FROM products WHERE id IN (${list}) AND status = 'active'`,
  ).all(...ids) as ProductRow[];
  const variants = sql(db, `SELECT * FROM variants WHERE product_id IN (${list}) ORDER BY product_id, position`).all(
    ...ids,
  ) as VariantRow[];
  const plans = sql(
    db,
    `SELECT psp.product_id, sp.* FROM product_selling_plans psp JOIN selling_plans sp ON sp.id = psp.plan_id
     WHERE psp.product_id IN (${list}) ORDER BY sp.position`,
  ).all(...ids) as (PlanRow & { product_id: number })[];
  const tags = sql(db, `SELECT product_id, tag FROM product_tags WHERE product_id IN (${list}) ORDER BY tag`).all(
    ...ids,
  ) as {
    product_id: number;
    tag: string;
  }[];

  // Grouped once: filtering the whole lists per product made a 10,000-product read quadratic.
  const variantsOf = groupByProduct(variants);
  const plansOf = groupByProduct(plans);
  const tagsOf = groupByProduct(tags);
  const byId = new Map<number, Product>();
  for (const row of rows) {
    const doc = parseJson<ProductDoc | null>(row.data, null);
    if (!doc) continue;
    const vs = (variantsOf.get(row.id) ?? []).map(toVariant);
    const prices = vs.map((v) => v.price);
    const featured = doc.images[0];
    if (!featured || vs.length === 0) continue;
    byId.set(row.id, {
      id: gid('Product', row.id),
      handle: row.handle,
      title: row.title,
      subtitle: doc.subtitle,
      descriptionHtml: doc.descriptionHtml,
      keyBenefits: doc.keyBenefits,
      keyIngredients: doc.keyIngredients,
      howToUse: doc.howToUse,
      tags: (tagsOf.get(row.id) ?? []).map((t) => t.tag),
      skinTypes: doc.skinTypes,
      concerns: doc.concerns,
      categories: doc.categories,
      variants: vs,
      sellingPlans: (plansOf.get(row.id) ?? []).map(toSellingPlan),
      featuredImage: featured,
      images: doc.images,
      priceRange: { min: Math.min(...prices), max: Math.max(...prices) },
      availableForSale: vs.some((v) => v.availableForSale),
      rating: doc.rating,
      reviewCount: doc.reviewCount,
      publishedAt: row.published_at,
      // the date, not a tag worked out today: the badge is the shop's to show (shared/rules/product-badges.ts)
      ...(doc.newUntil && { newUntil: doc.newUntil }),
      ...seoOf(doc),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function productIdsByHandles(db: Db, handles: readonly string[]): number[] {
  if (handles.length === 0) return [];
  const rows = sql(db, `SELECT id, handle FROM products WHERE handle IN (${placeholders(handles.length)})`).all(
    ...handles,
  ) as {
    id: number;
    handle: string;
  }[];
  const byHandle = new Map(rows.map((r) => [r.handle, r.id]));
  return [...new Set(handles)].flatMap((h) => byHandle.get(h) ?? []);
}

export function productByHandle(db: Db, handle: string): Product | null {
  return loadProducts(db, productIdsByHandles(db, [handle]))[0] ?? null;
}

/** A variant the shop sells: one of a draft or archived product is unknown to carts. */
export function variantById(db: Db, id: number): VariantRow | null {
  return (
    (sql(
      db,
      "SELECT v.* FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ? AND p.status = 'active'",
    ).get(id) as VariantRow | undefined) ?? null
  );
}
