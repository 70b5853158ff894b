import sharp from 'sharp';
import type { Image } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { type Recipe, toSvg } from './recipes';

// Images are registered (id, size, recipe) at seed time and rendered on first request; the
// PNG bytes are then kept in the row. Seeding a :memory: test database renders nothing.

export function registerAsset(db: Db, image: Image, recipe: Recipe) {
  sql(db, 'INSERT OR REPLACE INTO assets (id, recipe, width, height) VALUES (?, ?, ?, ?)').run(
    image.id, JSON.stringify(recipe), image.width, image.height,
  );
}

const inFlight = new Map<string, Promise<Buffer | null>>();

async function render(db: Db, id: string): Promise<Buffer | null> {
  const row = sql(db, 'SELECT recipe, width, height FROM assets WHERE id = ?').get(id) as
    | { recipe: string; width: number; height: number }
    | undefined;
  const recipe = parseJson<Recipe | null>(row?.recipe, null);
  if (!row || !recipe) return null;
  const bytes = await sharp(Buffer.from(toSvg(recipe, row.width, row.height)))
    .resize(row.width, row.height)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  sql(db, "UPDATE assets SET bytes = ?, content_type = 'image/png' WHERE id = ?").run(bytes, id);
  return bytes;
}

/** The PNG of an asset, rendered once; concurrent first requests share one render. */
export async function assetBytes(db: Db, id: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = sql(db, 'SELECT bytes, content_type FROM assets WHERE id = ?').get(id) as
    | { bytes: Buffer | null; content_type: string | null }
    | undefined;
  if (!row) return null;
  if (row.bytes) return { bytes: row.bytes, contentType: row.content_type ?? 'image/png' };
  let pending = inFlight.get(id);
  if (!pending) {
    pending = render(db, id).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  const bytes = await pending;
  return bytes ? { bytes, contentType: 'image/png' } : null;
}
