import { PRODUCTS_TAG, REDIRECTS_TAG, productTag } from '../../../../shared/contract/change-tags';
import { registerAsset } from '../../assets/asset-store';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';
import type { ProductDoc } from '../../products/product-store';
import { insertProduct, sellingPlanFor, updateProduct, type ProductInput } from '../../products/product-writer';
import { BRAND } from '../../seed/imagery';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { redirectRename } from './handle-redirect';
import { conflicts, settleStock } from './product-save-checks';
import { checkProductForm, type CheckedProduct, type FormErrors, type ProductForm } from './product-form';
import { nextStatus, planName, type ProductStatus, type StatusAction } from './product-rules';
import { productRecord, type ProductRecord } from './catalogue-queries';

// Saving a product from the console: checked, written through the shared writer in one
// transaction with its audit entry, then the shop's caches are told (its page under the old
// and new handle, and every listing).

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes' | 'onBackInStock'>;
type StoredDoc = ProductRecord['doc'];

type BackInStock = { sku: string; handle: string; quantity: number }[];

export type SaveResult =
  | {
      ok: true;
      id: number;
      handle: string;
      oldHandle: string | null;
      redirectsChanged?: boolean;
      backInStock?: BackInStock;
    }
  | { ok: false; status: 400 | 404 | 409; errors: FormErrors };

/** The drawn packshot a product shows until a picture is uploaded, labelled with its title. */
function drawnPackshot(db: Db, id: number, title: string, subtitle: string, line: string | undefined) {
  const image = {
    id: `product-p${id}`,
    format: 'png' as const,
    width: 1200,
    height: 1200,
    alt: subtitle ? `${title}, ${subtitle}` : title,
  };
  registerAsset(db, image, { kind: 'packshot', pack: { shape: 'bottle', line, brand: BRAND, name: title } });
  return image;
}

function planIds(db: Db, p: CheckedProduct): string[] {
  if (!p.subscription) return [];
  const { discount, intervals } = p.subscription;
  return intervals.map((days) => sellingPlanFor(db, days, discount, planName(days, discount)));
}

class RefusedRedirect extends Error {}

/** Creates (id null) or rewrites a product from its form. */
export function saveProduct(deps: Deps, actor: Actor, id: number | null, form: ProductForm): SaveResult {
  const checked = checkProductForm(form);
  const now = deps.now();
  const run = deps.db.transaction((): SaveResult => {
    const before = id === null ? null : productRecord(deps.db, id);
    if (id !== null && !before) return { ok: false, status: 404, errors: { form: 'This product no longer exists.' } };
    if (before && form.version !== String(before.version))
      return {
        ok: false,
        status: 409,
        errors: {
          form: 'Someone saved this product while you were editing it. Here it is as it is now; make your change again.',
        },
      };
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const p = checked.product;
    const found = conflicts(deps.db, id, p, form);
    if (Object.keys(found).length > 0) return { ok: false, status: 400, errors: found };

    const oldDoc = before?.doc;
    const doc: StoredDoc = {
      // keys this form does not edit (pictures, publishing marks) stay as they are
      ...oldDoc,
      ...p.doc,
      rating: oldDoc?.rating ?? 0,
      reviewCount: oldDoc?.reviewCount ?? 0,
      images: oldDoc?.images ?? [],
      ...(before ? {} : { consoleCreated: true }),
    };
    const stock = settleStock(deps.db, id, p);
    const input: ProductInput = {
      handle: p.handle,
      title: p.title,
      status: before?.status ?? 'draft',
      publishedAt: before?.publishedAt ?? now.toISOString(),
      doc,
      extraTags: p.extraTags,
      variants: stock.variants,
      sellingPlanIds: planIds(deps.db, p),
    };
    let productId = id;
    if (productId === null) productId = insertProduct(deps.db, input);
    // the drawn packshot (of a product made here) carries the title: drawn again with it
    const drawn = doc.drawnImages ?? doc.images;
    if (drawn.length === 0 || drawn[0]!.id === `product-p${productId}`) {
      const packshot = drawnPackshot(deps.db, productId, p.title, p.doc.subtitle, p.doc.categories[0]);
      if (doc.drawnImages) doc.drawnImages = [packshot];
      if (!doc.uploads?.length) doc.images = [packshot];
    }
    updateProduct(deps.db, productId, input);
    const after = productRecord(deps.db, productId)!;
    recordAudit(
      deps.db,
      actor,
      { action: before ? 'product.edit' : 'product.create', entity: 'product', entityId: productId, before, after },
      now,
    );
    const oldHandle = before && before.handle !== p.handle ? before.handle : null;
    let redirectsChanged = false;
    if (oldHandle) {
      const redirect = redirectRename(deps.db, actor, oldHandle, p.handle, form.redirect, now);
      // thrown, so the whole save rolls back
      if (!redirect.ok) throw new RefusedRedirect(redirect.message);
      redirectsChanged = redirect.changed;
    }
    const backInStock = stock.back.map((v) => ({ sku: v.sku, handle: p.handle, quantity: v.inventory }));
    return {
      ok: true,
      id: productId,
      handle: p.handle,
      oldHandle,
      redirectsChanged,
      ...(backInStock.length > 0 && { backInStock }),
    };
  });
  let result: SaveResult;
  try {
    result = run();
  } catch (err) {
    if (!(err instanceof RefusedRedirect)) throw err;
    return { ok: false, status: 400, errors: { redirect: err.message } };
  }
  if (result.ok)
    deps.changes.emit([
      ...(result.oldHandle ? [productTag(result.oldHandle)] : []),
      productTag(result.handle),
      PRODUCTS_TAG,
      ...(result.redirectsChanged ? [REDIRECTS_TAG] : []),
    ]);
  if (result.ok && result.backInStock?.length) deps.onBackInStock?.(result.backInStock);
  return result;
}

export type StatusResult = { ok: true; status: ProductStatus } | { ok: false; status: 404 | 409; message: string };

/** Publish, unpublish, archive or restore, audited; the shop forgets or learns the product. */
export function changeStatus(deps: Deps, actor: Actor, id: number, action: StatusAction): StatusResult {
  const now = deps.now();
  const result = deps.db.transaction((): StatusResult & { handle?: string } => {
    const before = productRecord(deps.db, id);
    if (!before) return { ok: false, status: 404, message: 'This product no longer exists.' };
    const next = nextStatus(before.status, action);
    if (!next.ok) return { ok: false, status: 409, message: next.message };
    // a product published for the first time is new from today (the "newest" sort and badge)
    const firstPublish = action === 'publish' && before.neverPublished;
    sql(
      deps.db,
      `UPDATE products SET status = ?, version = version + 1,
       published_at = CASE WHEN ? THEN ? ELSE published_at END,
       data = CASE WHEN ? THEN json_set(data, '$.everPublished', json('true')) ELSE data END WHERE id = ?`,
    ).run(
      next.value,
      firstPublish ? 1 : 0,
      now.toISOString(),
      before.status === 'active' || next.value === 'active' ? 1 : 0,
      id,
    );
    recordAudit(
      deps.db,
      actor,
      {
        action: `product.${action}`,
        entity: 'product',
        entityId: id,
        before: { status: before.status },
        after: { status: next.value },
      },
      now,
    );
    return { ok: true, status: next.value, handle: before.handle };
  })();
  if (result.ok && result.handle) deps.changes.emit([productTag(result.handle), PRODUCTS_TAG]);
  return result.ok ? { ok: true, status: result.status } : result;
}

/** The first free "<base>-copy", "<base>-copy-2"… handle. */
function freeHandle(db: Db, base: string): string {
  for (let n = 1; ; n++) {
    const handle = `${base.slice(0, 90)}-copy${n === 1 ? '' : `-${n}`}`;
    if (!sql(db, 'SELECT 1 FROM products WHERE handle = ?').get(handle)) return handle;
  }
}

function freeSku(db: Db, base: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const sku = `${base.slice(0, 56)}-COPY${n === 1 ? '' : n}`;
    if (!taken.has(sku) && !sql(db, 'SELECT 1 FROM variants WHERE sku = ? COLLATE NOCASE').get(sku)) {
      taken.add(sku);
      return sku;
    }
  }
}

/** A draft copy (new handle and SKUs, no stock, no reviews, the drawn packshot); answers its id. */
export function duplicateProduct(deps: Deps, actor: Actor, id: number): number | null {
  const now = deps.now();
  return deps.db.transaction((): number | null => {
    const source = productRecord(deps.db, id);
    if (!source) return null;
    const taken = new Set<string>();
    const doc: ProductDoc = {
      ...source.doc,
      rating: 0,
      reviewCount: 0,
      images: [],
      newUntil: source.doc.newUntil ?? null,
    };
    // The copy starts with its own drawn packshot: pictures are the original's (removing one
    // from the copy must not take it from the original).
    for (const key of ['everPublished', 'uploads', 'drawnImages'] as const) delete (doc as Partial<StoredDoc>)[key];
    const input: ProductInput = {
      handle: freeHandle(deps.db, source.handle),
      title: `${source.title} (copy)`,
      status: 'draft',
      publishedAt: now.toISOString(),
      doc,
      extraTags: source.extraTags,
      variants: source.variants.map((v) => ({ ...v, id: null, sku: freeSku(deps.db, v.sku, taken), inventory: 0 })),
      sellingPlanIds: source.sellingPlanIds,
    };
    const copyId = insertProduct(deps.db, input);
    input.doc.images = [drawnPackshot(deps.db, copyId, input.title, doc.subtitle, doc.categories[0])];
    updateProduct(deps.db, copyId, input);
    recordAudit(
      deps.db,
      actor,
      {
        action: 'product.duplicate',
        entity: 'product',
        entityId: copyId,
        before: { from: id },
        after: productRecord(deps.db, copyId),
      },
      now,
    );
    return copyId;
  })();
}

export type { ProductRecord };
export const docOf = (data: string) => parseJson<ProductDoc | null>(data, null);
