import { facetTag } from '../../../../shared/catalog/taxonomy';
import { LIMITED_EDITION_TAG } from '../../../../shared/rules/product-badges';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';
import type { ProductDoc } from '../../products/product-store';
import type { VariantInput } from '../../products/product-writer';
import { emptyVariant, type ProductForm } from './product-form';
import type { ProductStatus } from './product-rules';

// What the products screens read: one product as the console edits it, its form, and the
// searchable, filtered list.

export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  status: ProductStatus;
  version: number;
  publishedAt: string;
  /** created in the console and not yet on the shop (its first publish dates it) */
  neverPublished: boolean;
  doc: ProductDoc & {
    everPublished?: boolean;
    consoleCreated?: boolean;
    /** uploaded pictures in order (picture-store.ts), and the drawn ones they replace */
    uploads?: ProductDoc['images'];
    drawnImages?: ProductDoc['images'];
  };
  /** free tags (not the facet ones) */
  extraTags: string[];
  variants: VariantInput[];
  sellingPlanIds: string[];
  subscription: { discount: number; intervals: number[] } | null;
}

export function productRecord(db: Db, id: number): ProductRecord | null {
  const row = sql(db, 'SELECT id, handle, title, status, version, published_at, data FROM products WHERE id = ?').get(
    id,
  ) as
    | {
        id: number;
        handle: string;
        title: string;
        status: ProductStatus;
        version: number;
        published_at: string;
        data: string;
      }
    | undefined;
  const doc = parseJson<ProductRecord['doc'] | null>(row?.data, null);
  if (!row || !doc) return null;
  const tags = (
    sql(db, 'SELECT tag FROM product_tags WHERE product_id = ? ORDER BY tag').all(id) as { tag: string }[]
  ).map((t) => t.tag);
  const facets = new Set([
    ...doc.categories.map((c) => facetTag('category', c)),
    ...doc.skinTypes.map((s) => facetTag('skin-type', s)),
    ...doc.concerns.map((c) => facetTag('concern', c)),
  ]);
  const variants = (
    sql(db, 'SELECT * FROM variants WHERE product_id = ? ORDER BY position').all(id) as {
      id: number;
      sku: string;
      title: string;
      price_cents: number;
      compare_at_cents: number | null;
      inventory: number;
      weight_grams: number | null;
    }[]
  ).map((v) => ({
    id: v.id,
    sku: v.sku,
    title: v.title,
    priceCents: v.price_cents,
    compareAtCents: v.compare_at_cents,
    inventory: v.inventory,
    weightGrams: v.weight_grams,
  }));
  const plans = sql(
    db,
    `SELECT sp.id, sp.interval_days, sp.discount_percent FROM product_selling_plans psp
     JOIN selling_plans sp ON sp.id = psp.plan_id WHERE psp.product_id = ? ORDER BY sp.interval_days`,
  ).all(id) as { id: string; interval_days: number; discount_percent: number }[];
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    status: row.status,
    version: row.version,
    publishedAt: row.published_at,
    neverPublished: row.status === 'draft' && doc.everPublished !== true && doc.consoleCreated === true,
    doc,
    extraTags: tags.filter((t) => !facets.has(t)),
    variants,
    sellingPlanIds: plans.map((p) => p.id),
    subscription:
      plans.length === 0
        ? null
        : { discount: plans[0]!.discount_percent, intervals: plans.map((p) => p.interval_days) },
  };
}

const dollarsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The edit form of a stored product (with an empty row to add a size). */
export function formFromRecord(r: ProductRecord): ProductForm {
  return {
    version: String(r.version),
    title: r.title,
    handle: r.handle,
    subtitle: r.doc.subtitle,
    description: r.doc.descriptionHtml,
    keyBenefits: r.doc.keyBenefits.join('\n'),
    ingredients: r.doc.keyIngredients.join('\n'),
    howToUse: r.doc.howToUse,
    categories: [...r.doc.categories],
    skinTypes: [...r.doc.skinTypes],
    concerns: [...r.doc.concerns],
    tags: r.extraTags.filter((t) => t !== LIMITED_EDITION_TAG).join(', '),
    limitedEdition: r.extraTags.includes(LIMITED_EDITION_TAG),
    newUntil: r.doc.newUntil ?? '',
    seoTitle: r.doc.seoTitle ?? '',
    seoDescription: r.doc.seoDescription ?? '',
    subscribe: r.subscription !== null,
    discount: String(r.subscription?.discount ?? 10),
    intervals: (r.subscription?.intervals ?? [30, 60, 90]).join(', '),
    redirect: true,
    variants: [
      ...r.variants.map((v, i) => ({
        id: String(v.id),
        title: v.title,
        sku: v.sku,
        price: dollarsText(v.priceCents),
        compareAt: dollarsText(v.compareAtCents),
        stock: String(v.inventory),
        stockDrawn: String(v.inventory),
        weight: v.weightGrams === null ? '' : String(v.weightGrams),
        position: String(i + 1),
        remove: false,
      })),
      { ...emptyVariant(), position: String(r.variants.length + 1) },
    ],
  };
}

export const PRODUCTS_PAGE_SIZE = 25;

export interface ProductListQuery {
  q: string;
  category: string;
  skinType: string;
  concern: string;
  /** '' for every status but archived, or one status */
  status: '' | ProductStatus;
  soldOut: boolean;
  page: number;
}

export interface ProductListRow {
  id: number;
  handle: string;
  title: string;
  status: ProductStatus;
  variantCount: number;
  stock: number;
  minPriceCents: number;
}

export interface ProductList {
  rows: ProductListRow[];
  total: number;
  page: number;
  pageCount: number;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listProducts(db: Db, query: ProductListQuery): ProductList {
  const q = query.q.trim();
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (q) {
    const like = likeOf(q);
    where.push(`(p.title LIKE ? ESCAPE '\\' OR p.handle LIKE ? ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM variants s WHERE s.product_id = p.id AND s.sku LIKE ? ESCAPE '\\'))`);
    args.push(like, like, like);
  }
  const facets: [string, string][] = [
    ['category', query.category],
    ['skin-type', query.skinType],
    ['concern', query.concern],
  ];
  for (const [facet, value] of facets)
    if (value) {
      where.push('EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag = ?)');
      args.push(`${facet}:${value}`);
    }
  if (query.status) {
    where.push('p.status = ?');
    args.push(query.status);
  } else where.push("p.status <> 'archived'");
  if (query.soldOut) where.push('NOT EXISTS (SELECT 1 FROM variants a WHERE a.product_id = p.id AND a.inventory > 0)');
  const from = `FROM products p WHERE ${where.join(' AND ')}`;
  const { total } = sql(db, `SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = sql(
    db,
    `SELECT p.id, p.handle, p.title, p.status, p.min_price_cents,
       (SELECT COUNT(*) FROM variants v WHERE v.product_id = p.id) AS variant_count,
       (SELECT COALESCE(SUM(v.inventory), 0) FROM variants v WHERE v.product_id = p.id) AS stock
     ${from} ORDER BY p.title COLLATE NOCASE, p.id LIMIT ? OFFSET ?`,
  ).all(...args, PRODUCTS_PAGE_SIZE, (page - 1) * PRODUCTS_PAGE_SIZE) as {
    id: number;
    handle: string;
    title: string;
    status: ProductStatus;
    min_price_cents: number;
    variant_count: number;
    stock: number;
  }[];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      handle: r.handle,
      title: r.title,
      status: r.status,
      variantCount: r.variant_count,
      stock: r.stock,
      minPriceCents: r.min_price_cents,
    })),
    total,
    page,
    pageCount,
  };
}
