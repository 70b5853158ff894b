import { join } from 'node:path';
import { loadBackendEnv } from '../server/backend/backend-env';
import { openDatabase } from '../server/backend/db/open-database';
import { reseedDatabase } from '../server/backend/seed/seed';
import { seedData } from '../server/backend/seed/seed-data';

// `npm run seed`: empties the store at ${DATA_DIR}/store.db (carts, sessions and sign-ups
// included) and loads the readable seed files again. Stop the server first. The environment
// (DATA_DIR, BACKEND_SECRET, SITE_URL) and its defaults are the backend's own (backend-env.ts).
const env = loadBackendEnv();
const path = join(env.DATA_DIR, 'store.db');
const db = openDatabase(path);
const started = Date.now();
reseedDatabase(db, seedData, { links: { secret: env.BACKEND_SECRET, siteUrl: env.SITE_URL } });
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
console.log(`seeded ${path} in ${Date.now() - started} ms`);
