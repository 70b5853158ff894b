import sharp from 'sharp';
import type { Image } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { drawingFileName, keptDrawing } from './drawing-cache';
import { type Recipe, toSvg } from './recipes';

// Images are registered (id, size, recipe) at seed time and rendered on first request; the
// PNG bytes are then kept in the row. Seeding a :memory: test database renders nothing.

export function registerAsset(db: Db, image: Image, recipe: Recipe) {
  sql(db, 'INSERT OR REPLACE INTO assets (id, recipe, width, height) VALUES (?, ?, ?, ?)').run(
    image.id,
    JSON.stringify(recipe),
    image.width,
    image.height,
  );
}

const inFlight = new Map<string, Promise<Buffer | null>>();

async function render(db: Db, id: string, drawingsDir: string | undefined): Promise<Buffer | null> {
  const row = sql(db, 'SELECT recipe, width, height FROM assets WHERE id = ?').get(id) as
    { recipe: string; width: number; height: number } | undefined;
  const recipe = parseJson<Recipe | null>(row?.recipe, null);
  if (!row || !recipe) return null;
  // No palette quantisation and a middling zlib level: this PNG is only the source the image
  // proxy turns into WebP, and both cost seconds a picture on the textured scenes.
  const svg = toSvg(recipe, row.width, row.height);
  const bytes = await keptDrawing(drawingsDir, drawingFileName(svg, row.width, row.height), () =>
    sharp(Buffer.from(svg)).resize(row.width, row.height).png({ compressionLevel: 6 }).toBuffer(),
  );
  sql(db, "UPDATE assets SET bytes = ?, content_type = 'image/png' WHERE id = ?").run(bytes, id);
  return bytes;
}

/** Renders started for a request (not by warmAssets), so the warmer steps aside for them. */
let requested = 0;

function shared(db: Db, id: string, drawingsDir: string | undefined): Promise<Buffer | null> {
  let pending = inFlight.get(id);
  if (!pending) {
    pending = render(db, id, drawingsDir).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/**
 * The PNG of an asset, rendered once; concurrent first requests share one render. `drawingsDir`:
 * a folder of drawings other stores on this machine made (drawing-cache.ts).
 */
export async function assetBytes(
  db: Db,
  id: string,
  drawingsDir?: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = sql(db, 'SELECT bytes, content_type FROM assets WHERE id = ?').get(id) as
    { bytes: Buffer | null; content_type: string | null } | undefined;
  if (!row) return null;
  if (row.bytes) return { bytes: row.bytes, contentType: row.content_type ?? 'image/png' };
  requested++;
  try {
    const bytes = await shared(db, id, drawingsDir);
    return bytes ? { bytes, contentType: 'image/png' } : null;
  } finally {
    requested--;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders every asset not rendered yet, one at a time, waiting while requests have renders of
 * their own running: a fresh store's first visitors then find most pictures ready instead of
 * waiting seconds for each textured scene. Resolves when all are done or `signal` aborts.
 */
export async function warmAssets(db: Db, signal: AbortSignal, drawingsDir?: string): Promise<number> {
  let rendered = 0;
  const next = sql(db, 'SELECT id FROM assets WHERE bytes IS NULL AND id > ? ORDER BY id LIMIT 1');
  let after = '';
  while (!signal.aborted) {
    if (requested > 0) {
      await pause(100);
      continue;
    }
    const row = next.get(after) as { id: string } | undefined;
    if (!row) break;
    after = row.id;
    try {
      if (await shared(db, row.id, drawingsDir)) rendered++;
    } catch {
      // A recipe that cannot render is left for its request to report.
    }
    await pause(10);
  }
  return rendered;
}
