import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { newPictureId, storePicture } from '../pictures/picture-assets';
import type { CheckedPicture } from '../products/picture-check';

// The pictures the content screens (blog post hero, menu item, 404 page) choose from: the
// CMS's and the journal's drawn ones and those editors uploaded ('content-…'), stored like the
// product pictures (pictures/picture-assets.ts). An upload is shown nowhere until a screen
// chooses it, so it emits no change; it is audited.

export interface PictureChoice {
  id: string;
  width: number;
  height: number;
  /** as the shop's Image names it (jpg, png, webp) */
  format: string;
}

const FORMAT_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };
type Row = { id: string; width: number; height: number; content_type: string | null };
const choiceOf = (r: Row): PictureChoice => ({
  id: r.id,
  width: r.width,
  height: r.height,
  format: FORMAT_OF[r.content_type ?? ''] ?? 'png',
});

export const CONTENT_PICTURE_PREFIX = 'content';

export function contentPictureChoices(db: Db): PictureChoice[] {
  return (
    sql(
      db,
      "SELECT id, width, height, content_type FROM assets WHERE id LIKE 'content-%' OR id LIKE 'cms-%' OR id LIKE 'blog-%' ORDER BY id",
    ).all() as Row[]
  ).map(choiceOf);
}

export function pictureChoice(db: Db, id: string): PictureChoice | null {
  if (!/^(content|cms|blog)-/.test(id)) return null;
  const row = sql(db, 'SELECT id, width, height, content_type FROM assets WHERE id = ?').get(id) as Row | undefined;
  return row ? choiceOf(row) : null;
}

/** Stores a checked picture for the content screens; answers its id. */
export function uploadContentPicture(deps: Pick<ConsoleDeps, 'db' | 'now'>, actor: Actor, picture: CheckedPicture) {
  const id = newPictureId(CONTENT_PICTURE_PREFIX);
  deps.db.transaction(() => {
    storePicture(deps.db, id, picture);
    recordAudit(
      deps.db,
      actor,
      {
        action: 'content.picture-upload',
        entity: 'content_picture',
        entityId: id,
        after: { width: picture.width, height: picture.height, type: picture.contentType },
      },
      deps.now(),
    );
  })();
  return id;
}
