import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../seed/seed';
import { fixture } from '../test-fixtures/seed-fixture';
import { assetBytes, warmAssets } from './asset-store';

/** Pictures the store has not rendered yet; the rest are stored already, as after an earlier warm-up. */
const LEFT = 3;

/**
 * A seeded store with a few pictures left to render: the warm-up's work is the same for three as
 * for all of them, at a fraction of the time (render-seed.test.ts draws every one).
 */
function seeded() {
  const db = openDatabase(':memory:');
  seedDatabase(db, fixture);
  db.prepare(
    "UPDATE assets SET bytes = x'00', content_type = 'image/x-earlier' WHERE id NOT IN (SELECT id FROM assets ORDER BY id LIMIT ?)",
  ).run(LEFT);
  return db;
}
const unrendered = (db: ReturnType<typeof seeded>) =>
  (db.prepare('SELECT COUNT(*) AS n FROM assets WHERE bytes IS NULL').get() as { n: number }).n;

describe('warmAssets', () => {
  it('renders every picture not rendered yet, once, and what a request then gets is the stored PNG', async () => {
    const db = seeded();
    expect(unrendered(db)).toBe(LEFT);
    expect(await warmAssets(db, new AbortController().signal)).toBe(LEFT);
    expect(unrendered(db)).toBe(0);
    const { id } = db.prepare('SELECT id FROM assets ORDER BY id LIMIT 1').get() as { id: string };
    const asset = await assetBytes(db, id);
    expect(asset?.contentType).toBe('image/png');
    expect(asset?.bytes.subarray(1, 4).toString()).toBe('PNG');
    // nothing left to do the second time
    expect(await warmAssets(db, new AbortController().signal)).toBe(0);
  }, 120_000);

  it('stops when told to, leaving the rest for their requests', async () => {
    const db = seeded();
    const before = unrendered(db);
    const stop = new AbortController();
    stop.abort();
    expect(await warmAssets(db, stop.signal)).toBe(0);
    expect(unrendered(db)).toBe(before);
  });

  it('with a drawings folder, a second store takes what the first drew instead of drawing it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawings-'));
    try {
      expect(await warmAssets(seeded(), new AbortController().signal, dir)).toBe(LEFT);
      const kept = readdirSync(dir);
      expect(kept).toHaveLength(LEFT);
      // what the second store serves comes from the folder: mark every kept drawing
      for (const name of kept) writeFileSync(join(dir, name), `kept ${name}`);
      const second = seeded();
      expect(await warmAssets(second, new AbortController().signal, dir)).toBe(LEFT);
      const ids = second.prepare('SELECT id FROM assets ORDER BY id LIMIT ?').all(LEFT) as { id: string }[];
      const served = await Promise.all(ids.map(({ id }) => assetBytes(second, id, dir)));
      expect(served.map((a) => a?.bytes.toString().replace(/ .*/, ''))).toEqual(Array(LEFT).fill('kept'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
