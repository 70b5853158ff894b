import { join } from 'node:path';
import { warmAssets } from '../../server/backend/assets/asset-store';
import type { Db } from '../../server/backend/db/open-database';
import { openDatabase } from '../../server/backend/db/open-database';
import { sql } from '../../server/backend/db/statements';
import { largeCatalogue } from '../../server/backend/seed/large-catalogue';
import { reseedDatabase, seedIfEmpty } from '../../server/backend/seed/seed';
import { seedData } from '../../server/backend/seed/seed-data';

// The bench's stores, prepared before any server starts so no seeding or background picture
// rendering (the backend's asset warmer) runs while a row is measured. Kept between runs under
// the temp dir: the first run renders the demo's pictures once, later runs reuse them.

const OPTIONS = { links: { secret: 'bench-secret-not-for-production-0123456789', siteUrl: 'http://localhost:3000' } };

const productCount = (db: Db) => (sql(db, 'SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
const unrendered = (db: Db) =>
  (sql(db, 'SELECT COUNT(*) AS n FROM assets WHERE bytes IS NULL').get() as { n: number }).n;

/** The demo store in `dir`, seeded and with every picture rendered. */
export async function prepareDemoStore(dir: string, log: (line: string) => void): Promise<void> {
  const db = openDatabase(join(dir, 'store.db'));
  try {
    seedIfEmpty(db, seedData, OPTIONS);
    const left = unrendered(db);
    if (left > 0) {
      log(`rendering ${left} pictures of the demo store once (later runs reuse them)…`);
      await warmAssets(db, new AbortController().signal);
    }
  } finally {
    db.close();
  }
}

/** A store of `count` products in `dir` (demo plus generated), its pictures copied from the demo store. */
export function prepareLargeStore(dir: string, demoDir: string, count: number, log: (line: string) => void): void {
  const db = openDatabase(join(dir, 'store.db'));
  try {
    if (productCount(db) !== count) {
      log(`seeding ${count} products into ${dir} once…`);
      reseedDatabase(db, { ...seedData, products: largeCatalogue(seedData.products, count) }, OPTIONS);
    }
    if (unrendered(db) > 0) {
      // the generated products show the demo's pictures: the same asset ids, rendered there already
      db.prepare('ATTACH DATABASE ? AS demo').run(join(demoDir, 'store.db'));
      db.exec(`UPDATE assets SET bytes = d.bytes, content_type = d.content_type
               FROM demo.assets d WHERE d.id = assets.id AND assets.bytes IS NULL AND d.bytes IS NOT NULL`);
      db.exec('DETACH DATABASE demo');
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
