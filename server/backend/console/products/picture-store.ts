import { PRODUCTS_TAG, productTag } from '../../../../shared/contract/change-tags';
import type { Image } from '../../../../shared/contract/models';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';
import type { ProductDoc } from '../../products/product-store';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { newPictureId, storePicture } from '../pictures/picture-assets';
import type { CheckedPicture } from './picture-check';

// A product's uploaded pictures. Each is an asset row holding its (re-encoded) bytes, served at
// /assets/:id like the drawn ones, so the shop's /_ipx makes every size and format of it at
// once. The product shows its uploads in their order; with none, the drawn packshot it had
// (kept in `drawnImages` when the first upload replaces it).

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;
type PictureDoc = ProductDoc & { drawnImages?: Image[]; uploads?: Image[] };

export interface Pictures {
  productId: number;
  handle: string;
  title: string;
  uploads: Image[];
  /** what the shop shows while there is no upload */
  drawn: Image[];
}

function read(db: Db, productId: number): { handle: string; title: string; doc: PictureDoc } | null {
  const row = sql(db, 'SELECT handle, title, data FROM products WHERE id = ?').get(productId) as
    { handle: string; title: string; data: string } | undefined;
  const doc = parseJson<PictureDoc | null>(row?.data, null);
  return row && doc ? { handle: row.handle, title: row.title, doc } : null;
}

export function picturesOf(db: Db, productId: number): Pictures | null {
  const p = read(db, productId);
  if (!p) return null;
  const uploads = p.doc.uploads ?? [];
  return {
    productId,
    handle: p.handle,
    title: p.title,
    uploads,
    drawn: p.doc.drawnImages ?? (uploads.length ? [] : p.doc.images),
  };
}

/** Writes the upload list and what the shop shows from it, audited, in the caller's transaction. */
export function writeUploads(
  db: Db,
  actor: Actor,
  productId: number,
  doc: PictureDoc,
  uploads: Image[],
  action: string,
  now: Date,
) {
  const drawnImages = doc.drawnImages ?? doc.images;
  const next: PictureDoc = { ...doc, uploads, drawnImages, images: uploads.length ? uploads : drawnImages };
  sql(db, 'UPDATE products SET data = ?, version = version + 1 WHERE id = ?').run(JSON.stringify(next), productId);
  recordAudit(
    db,
    actor,
    {
      action,
      entity: 'product',
      entityId: productId,
      before: { pictures: (doc.uploads ?? []).map((i) => ({ id: i.id, alt: i.alt })) },
      after: { pictures: uploads.map((i) => ({ id: i.id, alt: i.alt })) },
    },
    now,
  );
}

type Change = (uploads: Image[]) => { uploads: Image[]; removed?: string } | string;

export function shownElsewhere(db: Db, productId: number, assetId: string): boolean {
  const needle = `%${JSON.stringify({ id: assetId }).slice(1, -1)}%`;
  return sql(db, 'SELECT 1 FROM products WHERE id != ? AND data LIKE ?').get(productId, needle) !== undefined;
}

/** Reads, changes and writes the upload list in one transaction, then tells the shop. */
function change(deps: Deps, actor: Actor, productId: number, action: string, fn: Change): string | null {
  const now = deps.now();
  const result = deps.db.transaction((): { error: string } | { handle: string } => {
    const p = read(deps.db, productId);
    if (!p) return { error: 'This product no longer exists.' };
    const r = fn([...(p.doc.uploads ?? [])]);
    if (typeof r === 'string') return { error: r };
    // Kept while another product still shows it (one duplicated before copies had their own pictures).
    if (r.removed && !shownElsewhere(deps.db, productId, r.removed))
      sql(deps.db, 'DELETE FROM assets WHERE id = ?').run(r.removed);
    writeUploads(deps.db, actor, productId, p.doc, r.uploads, action, now);
    return { handle: p.handle };
  })();
  if ('error' in result) return result.error;
  deps.changes.emit([productTag(result.handle), PRODUCTS_TAG]);
  return null;
}

/** Stores a checked picture as the product's last; answers an error message or null. */
export function addPicture(deps: Deps, actor: Actor, productId: number, picture: CheckedPicture, alt: string) {
  const image: Image = {
    id: newPictureId(`product-p${productId}`),
    format: picture.format,
    width: picture.width,
    height: picture.height,
    alt,
  };
  return change(deps, actor, productId, 'product.picture-add', (uploads) => {
    if (uploads.length >= 12) return 'A product shows at most 12 pictures; remove one first.';
    storePicture(deps.db, image.id, picture);
    return { uploads: [...uploads, image] };
  });
}

const NOT_HERE = 'This picture is no longer on the product; reload the page.';

export function setAlt(deps: Deps, actor: Actor, productId: number, imageId: string, alt: string) {
  return change(deps, actor, productId, 'product.picture-alt', (uploads) => {
    const i = uploads.findIndex((u) => u.id === imageId);
    if (i < 0) return NOT_HERE;
    uploads[i] = { ...uploads[i]!, alt };
    return { uploads };
  });
}

export function movePicture(deps: Deps, actor: Actor, productId: number, imageId: string, by: -1 | 1) {
  return change(deps, actor, productId, 'product.picture-move', (uploads) => {
    const i = uploads.findIndex((u) => u.id === imageId);
    if (i < 0) return NOT_HERE;
    const j = Math.min(Math.max(0, i + by), uploads.length - 1);
    [uploads[i], uploads[j]] = [uploads[j]!, uploads[i]!];
    return { uploads };
  });
}

export function removePicture(deps: Deps, actor: Actor, productId: number, imageId: string) {
  return change(deps, actor, productId, 'product.picture-remove', (uploads) => {
    if (!uploads.some((u) => u.id === imageId)) return NOT_HERE;
    return { uploads: uploads.filter((u) => u.id !== imageId), removed: imageId };
  });
}
