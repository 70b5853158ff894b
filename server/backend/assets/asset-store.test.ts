import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../seed/seed';
import { fixture } from '../test-fixtures/seed-fixture';
import { assetBytes, warmAssets } from './asset-store';

function seeded() {
  const db = openDatabase(':memory:');
  seedDatabase(db, fixture);
  return db;
}
const unrendered = (db: ReturnType<typeof seeded>) =>
  (db.prepare('SELECT COUNT(*) AS n FROM assets WHERE bytes IS NULL').get() as { n: number }).n;

describe('warmAssets', () => {
  it('renders every picture not rendered yet, once, and what a request then gets is the stored PNG', async () => {
    const db = seeded();
    const before = unrendered(db);
    expect(before).toBeGreaterThan(0);
    expect(await warmAssets(db, new AbortController().signal)).toBe(before);
    expect(unrendered(db)).toBe(0);
    const { id } = db.prepare('SELECT id FROM assets LIMIT 1').get() as { id: string };
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
});
