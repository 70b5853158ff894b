import { randomBytes } from 'node:crypto';
import { PRODUCTS_TAG, productTag, type Tag } from '../../../../../shared/contract/change-tags';
import type { Image } from '../../../../../shared/contract/models';
import { parseJson, sql } from '../../../db/statements';
import { recordAudit, type Actor } from '../../audit/audit-trail';
import type { ConsoleDeps } from '../../console-feature';
import { changeStatus, saveProduct } from '../catalogue-store';
import { shownElsewhere, writeUploads } from '../picture-store';
import type { ProductStatus, StatusAction } from '../product-rules';
import type { ImportPlan, PlanItem } from './import-plan';
import type { ProductRecord } from '../catalogue-queries';

// Applying a previewed import: every product through the console's own writers (the product
// form's save, the publishing actions, the pictures' list) inside ONE transaction, so a refusal
// anywhere leaves the catalogue as it was. Their change tags are held back and emitted once,
// after the commit.

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes' | 'onBackInStock'>;

/** The publishing actions that lead from one state to another (none when they are the same). */
export function statusSteps(from: ProductStatus, to: ProductStatus): StatusAction[] {
  if (from === to) return [];
  if (to === 'archived') return ['archive'];
  if (from === 'archived') return to === 'active' ? ['restore', 'publish'] : ['restore'];
  return [to === 'active' ? 'publish' : 'unpublish'];
}

class Refused extends Error {}

export type ApplyResult =
  { ok: true; created: number; updated: number; unchanged: number } | { ok: false; message: string };

function applyPictures(deps: Deps, actor: Actor, id: number, item: PlanItem, now: Date) {
  const row = sql(deps.db, 'SELECT data FROM products WHERE id = ?').get(id) as { data: string } | undefined;
  const doc = parseJson<ProductRecord['doc'] | null>(row?.data, null);
  if (!doc) throw new Refused(`${item.handle} (line ${item.line}) no longer exists.`);
  const uploads: Image[] = (item.pictures ?? []).map((p) => {
    if ('image' in p) return p.image;
    const image: Image = {
      id: `product-p${id}-${randomBytes(6).toString('hex')}`,
      format: p.picture.format,
      width: p.picture.width,
      height: p.picture.height,
      alt: p.alt,
    };
    sql(deps.db, 'INSERT INTO assets (id, recipe, width, height, content_type, bytes) VALUES (?, ?, ?, ?, ?, ?)').run(
      image.id,
      JSON.stringify({ kind: 'upload' }),
      image.width,
      image.height,
      p.picture.contentType,
      p.picture.bytes,
    );
    return image;
  });
  const keep = new Set(uploads.map((u) => u.id));
  for (const old of doc.uploads ?? [])
    if (!keep.has(old.id) && !shownElsewhere(deps.db, id, old.id))
      sql(deps.db, 'DELETE FROM assets WHERE id = ?').run(old.id);
  writeUploads(deps.db, actor, id, doc, uploads, 'product.picture-import', now);
}

export function applyImport(deps: Deps, actor: Actor, plan: ImportPlan): ApplyResult {
  if (plan.errors.length > 0) return { ok: false, message: 'The file has errors; nothing was written.' };
  const held: Tag[] = [];
  const quiet: Deps = { ...deps, changes: { emit: (tags) => void held.push(...tags), on: () => () => undefined } };
  const now = deps.now();
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const run = deps.db.transaction(() => {
    for (const item of plan.items) {
      counts[item.action === 'create' ? 'created' : item.action === 'update' ? 'updated' : 'unchanged']++;
      if (item.action === 'unchanged') continue;
      let id = item.id;
      if (item.form) {
        const saved = saveProduct(quiet, actor, id, item.form);
        if (!saved.ok)
          throw new Refused(
            saved.status === 409
              ? `${item.handle} was changed in the console since the preview; upload the file again.`
              : `${item.handle} (line ${item.line}): ${Object.values(saved.errors)[0] ?? 'refused'}`,
          );
        id = saved.id;
      }
      if (id === null) throw new Refused(`${item.handle} (line ${item.line}) no longer exists.`);
      if (item.status) {
        const current = (sql(deps.db, 'SELECT status FROM products WHERE id = ?').get(id) as { status: ProductStatus })
          .status;
        for (const step of statusSteps(current, item.status)) {
          const changed = changeStatus(quiet, actor, id, step);
          if (!changed.ok) throw new Refused(`${item.handle} (line ${item.line}): ${changed.message}`);
        }
      }
      if (item.pictures) {
        applyPictures(deps, actor, id, item, now);
        held.push(productTag(item.handle), PRODUCTS_TAG);
      }
    }
    recordAudit(
      deps.db,
      actor,
      {
        action: 'product.import',
        entity: 'product',
        entityId: 'csv',
        after: { ...counts, handles: plan.items.filter((i) => i.action !== 'unchanged').map((i) => i.handle) },
      },
      now,
    );
  });
  try {
    run();
  } catch (err) {
    if (err instanceof Refused) return { ok: false, message: `${err.message} Nothing was written.` };
    throw err;
  }
  deps.changes.emit(held);
  return { ok: true, ...counts };
}
