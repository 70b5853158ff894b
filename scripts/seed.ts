import { join } from 'node:path';
import { openDatabase } from '../server/backend/db/open-database';
import { reseedDatabase } from '../server/backend/seed/seed';
import { seedData } from '../server/backend/seed/seed-data';

// `npm run seed`: empties the store at ${DATA_DIR}/store.db (carts, sessions and sign-ups
// included) and loads the readable seed files again. Stop the server first.
const dataDir = process.env.DATA_DIR ?? './data';
const path = join(dataDir, 'store.db');
const db = openDatabase(path);
const started = Date.now();
reseedDatabase(db, seedData, {
  links: {
    secret: process.env.BACKEND_SECRET ?? 'dev-only-secret-change-me-please',
    siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  },
});
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
console.log(`seeded ${path} in ${Date.now() - started} ms`);
