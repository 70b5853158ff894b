import type { Image } from '../../../../../shared/contract/models';
import type { Db } from '../../../db/open-database';
import { sql } from '../../../db/statements';
import { productRecord, type ProductRecord } from '../catalogue-queries';
import { checkAlt, checkPicture, type CheckedPicture } from '../picture-check';
import { checkProductForm, type CheckedProduct, type ProductForm } from '../product-form';
import type { ProductStatus } from '../product-rules';
import { assetUrl } from './products-to-rows';
import { locateErrors, type ImportedProduct, type LineError } from './rows-to-products';

// What an import would do, worked out without writing anything: each product of the file
// created, updated or unchanged (compared field by field with the stored one), every error on
// its line and column, and the pictures it names, fetched and checked like uploads.

export type PlannedPicture = { image: Image } | { picture: CheckedPicture; alt: string };

export interface PlanItem {
  action: 'create' | 'update' | 'unchanged';
  handle: string;
  title: string;
  line: number;
  id: number | null;
  /** the product form the console would save (with the version seen now), or null to leave it */
  form: ProductForm | null;
  status: ProductStatus | null;
  /** the uploaded pictures in order, or null to leave them */
  pictures: PlannedPicture[] | null;
}

export interface ImportPlan {
  items: PlanItem[];
  errors: LineError[];
}

export type PictureSource = (
  src: string,
) => Promise<{ ok: true; picture: CheckedPicture } | { ok: false; message: string }>;

const MAX_PICTURES = 12;

/** The form the console's editor would send for the imported product over the stored one. */
export function formFor(p: ImportedProduct, record: ProductRecord | null): ProductForm {
  const stored = new Map((record?.variants ?? []).map((v) => [v.sku.toUpperCase(), v]));
  const kept = new Set<number>();
  const variants = p.variants.map((v, i) => {
    const own = stored.get(v.sku.toUpperCase());
    if (own?.id != null) kept.add(own.id);
    return {
      id: own?.id != null ? String(own.id) : '',
      title: v.title,
      sku: v.sku,
      price: v.price,
      compareAt: v.compareAt,
      stock: v.stock ?? String(own?.inventory ?? 0),
      weight: v.weight,
      position: String(i + 1),
      remove: false,
    };
  });
  for (const v of record?.variants ?? [])
    if (v.id != null && !kept.has(v.id))
      variants.push({
        id: String(v.id),
        title: v.title,
        sku: v.sku,
        price: '',
        compareAt: '',
        stock: '0',
        weight: '',
        position: '',
        remove: true,
      });
  return {
    version: record ? String(record.version) : '',
    title: p.title,
    handle: p.handle,
    subtitle: p.subtitle,
    description: p.description,
    keyBenefits: p.keyBenefits,
    ingredients: p.ingredients,
    howToUse: p.howToUse,
    categories: p.categories,
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    tags: p.tags,
    limitedEdition: p.limitedEdition,
    newUntil: p.newUntil,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    subscribe: p.subscribe,
    discount: p.discount,
    intervals: p.intervals,
    redirect: false,
    variants,
  };
}

const sorted = (list: readonly string[]) => [...list].sort();

/** Whether saving the checked product would change nothing the stored one has. */
export function sameProduct(r: ProductRecord, c: CheckedProduct): boolean {
  const doc = (d: Partial<CheckedProduct['doc']>) => [
    d.subtitle,
    d.descriptionHtml,
    d.keyBenefits,
    d.keyIngredients,
    d.howToUse,
    // the form keeps the facets in the vocabulary's order: the order is not an edit
    sorted(d.categories ?? []),
    sorted(d.skinTypes ?? []),
    sorted(d.concerns ?? []),
    d.newUntil ?? null,
    d.seoTitle ?? '',
    d.seoDescription ?? '',
  ];
  const variant = (v: CheckedProduct['variants'][number]) => [
    v.sku,
    v.title,
    v.priceCents,
    v.compareAtCents,
    v.inventory,
    v.weightGrams,
  ];
  return (
    r.title === c.title &&
    r.handle === c.handle &&
    c.removedVariantIds.length === 0 &&
    JSON.stringify(doc(r.doc)) === JSON.stringify(doc(c.doc)) &&
    JSON.stringify(sorted(r.extraTags)) === JSON.stringify(sorted([...new Set(c.extraTags)])) &&
    JSON.stringify(r.variants.map(variant)) === JSON.stringify(c.variants.map(variant)) &&
    JSON.stringify(r.subscription) === JSON.stringify(c.subscription)
  );
}

/** The product's pictures from the file: its own ones by address, others to fetch. */
function picturesOf(
  p: ImportedProduct,
  record: ProductRecord | null,
  siteUrl: string,
  errors: LineError[],
): { own: Map<number, Image>; fetch: { index: number; src: string; alt: string; line: number }[] } | null {
  const prefix = assetUrl(siteUrl, '');
  const known = new Map<string, Image>();
  for (const list of [record?.doc.images, record?.doc.uploads, record?.doc.drawnImages])
    for (const image of list ?? []) known.set(image.id, image);
  const drawn = new Set(
    (record?.doc.drawnImages ?? (record?.doc.uploads?.length ? [] : record?.doc.images) ?? []).map((i) => i.id),
  );
  const own = new Map<number, Image>();
  const fetch: { index: number; src: string; alt: string; line: number }[] = [];
  let index = 0;
  for (const image of p.images) {
    const alt = checkAlt(image.alt === '' ? p.title : image.alt);
    if (!alt.ok) errors.push({ line: image.line, column: 'Image Alt Text', message: alt.message });
    if (image.src.startsWith(prefix)) {
      const id = decodeURIComponent(image.src.slice(prefix.length));
      const stored = known.get(id);
      if (!stored)
        errors.push({
          line: image.line,
          column: 'Image Src',
          message: "This shop has no such picture on this product; give the picture's original address.",
        });
      // the drawn packshot is what a product without uploads shows: not an upload to keep
      else if (!drawn.has(id)) own.set(index++, { ...stored, alt: alt.ok ? alt.alt : stored.alt });
    } else fetch.push({ index: index++, src: image.src, alt: alt.ok ? alt.alt : '', line: image.line });
  }
  if (index > MAX_PICTURES) {
    errors.push({ line: p.line, column: 'Image Src', message: `A product shows at most ${MAX_PICTURES} pictures.` });
    return null;
  }
  const uploads = record?.doc.uploads ?? [];
  const same =
    fetch.length === 0 &&
    own.size === uploads.length &&
    uploads.every((u, i) => own.get(i)?.id === u.id && own.get(i)?.alt === u.alt);
  return same || p.images.length === 0 ? null : { own, fetch };
}

/** Checks every product of the file against the store; fetches the pictures it names. */
export async function planImport(
  db: Db,
  siteUrl: string,
  products: readonly ImportedProduct[],
  source: PictureSource,
  fileErrors: readonly LineError[] = [],
): Promise<ImportPlan> {
  const errors: LineError[] = [...fileErrors];
  const ids = new Map(
    (sql(db, 'SELECT id, handle FROM products').all() as { id: number; handle: string }[]).map((r) => [r.handle, r.id]),
  );
  const skuOwners = new Map(
    (
      sql(db, 'SELECT v.sku, p.handle FROM variants v JOIN products p ON p.id = v.product_id').all() as {
        sku: string;
        handle: string;
      }[]
    ).map((r) => [r.sku.toUpperCase(), r.handle]),
  );
  const inFile = new Map<string, string>();
  const items: PlanItem[] = [];
  const fetches: Promise<void>[] = [];
  let running = Promise.resolve();
  for (const p of products) {
    const id = ids.get(p.handle) ?? null;
    const record = id === null ? null : productRecord(db, id);
    const form = formFor(p, record);
    const checked = checkProductForm(form);
    if (!checked.ok) errors.push(...locateErrors(p, checked.errors));
    for (const v of p.variants) {
      const sku = v.sku.toUpperCase();
      const owner = skuOwners.get(sku);
      const other = inFile.get(sku);
      if (owner !== undefined && owner !== p.handle)
        errors.push({
          line: v.line,
          column: 'Variant SKU',
          message: `The SKU "${v.sku}" belongs to the product ${owner}.`,
        });
      else if (other !== undefined && other !== p.handle)
        errors.push({ line: v.line, column: 'Variant SKU', message: `The SKU "${v.sku}" is also given to ${other}.` });
      if (sku !== '') inFile.set(sku, p.handle);
    }
    if (checked.ok)
      for (const variantId of checked.product.removedVariantIds) {
        const { n } = sql(db, 'SELECT COUNT(DISTINCT cart_id) AS n FROM cart_lines WHERE variant_id = ?').get(
          variantId,
        ) as { n: number };
        const sku = record?.variants.find((v) => v.id === variantId)?.sku;
        if (n > 0)
          errors.push({
            line: p.line,
            column: 'Variant SKU',
            message: `${sku} is left out of the file but is in ${n} open cart${n === 1 ? '' : 's'}: keep it, with stock 0 to stop sales.`,
          });
      }
    const found = picturesOf(p, record, siteUrl, errors);
    const fieldsSame = record !== null && checked.ok && sameProduct(record, checked.product);
    const statusSame = record !== null && record.status === p.status;
    const item: PlanItem = {
      action: record === null ? 'create' : fieldsSame && statusSame && !found ? 'unchanged' : 'update',
      handle: p.handle,
      title: p.title,
      line: p.line,
      id,
      form: fieldsSame ? null : form,
      status: statusSame ? null : p.status,
      pictures: null,
    };
    items.push(item);
    if (found) {
      const pictures: PlannedPicture[] = [];
      for (const [i, image] of found.own) pictures[i] = { image };
      item.pictures = pictures;
      for (const f of found.fetch)
        // one fetch at a time: a big file does not open hundreds of connections at once
        fetches.push(
          (running = running.then(async () => {
            const got = await source(f.src).catch(() => ({
              ok: false as const,
              message: 'The picture could not be fetched.',
            }));
            if (got.ok) pictures[f.index] = { picture: got.picture, alt: f.alt };
            else errors.push({ line: f.line, column: 'Image Src', message: got.message });
          })),
        );
    }
  }
  await Promise.all(fetches);
  errors.sort((a, b) => a.line - b.line);
  return { items, errors };
}

/** Fetches by URL through the allow-list and checks the bytes as an upload. */
export function pictureSource(
  fetchBytes: (src: string) => Promise<{ ok: true; bytes: Buffer } | { ok: false; message: string }>,
): PictureSource {
  return async (src) => {
    const got = await fetchBytes(src);
    if (!got.ok) return got;
    const checked = await checkPicture(got.bytes);
    return checked.ok ? checked : { ok: false, message: `The picture at this address was refused: ${checked.message}` };
  };
}
