import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import type { CheckedPicture } from '../products/picture-check';

// Where an uploaded picture is kept, for products and content alike: an asset row holding its
// checked, re-encoded bytes, served at /assets/:id like the drawn pictures, so the shop's /_ipx
// makes every size and format of it at once. Call inside the caller's transaction.

/** A new asset id under `prefix` ('product-p12', 'content'). */
export const newPictureId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

export function storePicture(db: Db, id: string, picture: CheckedPicture): void {
  sql(db, 'INSERT INTO assets (id, recipe, width, height, content_type, bytes) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    JSON.stringify({ kind: 'upload' }),
    picture.width,
    picture.height,
    picture.contentType,
    picture.bytes,
  );
}
