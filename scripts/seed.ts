import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBackendEnv } from '../server/backend/backend-env';
import { openDatabase } from '../server/backend/db/open-database';
import { largeCatalogue } from '../server/backend/seed/large-catalogue';
import { reseedDatabase } from '../server/backend/seed/seed';
import { seedData } from '../server/backend/seed/seed-data';

// `npm run seed`: empties the store at ${DATA_DIR}/store.db (carts, sessions and sign-ups
// included) and loads the readable seed files again. Stop the server first. The environment
// (DATA_DIR, BACKEND_SECRET, SITE_URL) and its defaults are the backend's own (backend-env.ts).
// `npm run seed -- --products 10000`: the same store with the demo products plus generated
// ones up to that many (large-catalogue.ts), for scale tests and `npm run bench`.
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const count = values.products === undefined ? null : Number(values.products);
if (count !== null && (!Number.isInteger(count) || count < 1 || count > 200_000)) {
  console.error('--products: a whole number from 1 to 200000');
  process.exit(2);
}
const env = loadBackendEnv();
const path = join(env.DATA_DIR, 'store.db');
const db = openDatabase(path);
const started = Date.now();
const data = count === null ? seedData : { ...seedData, products: largeCatalogue(seedData.products, count) };
reseedDatabase(db, data, { links: { secret: env.BACKEND_SECRET, siteUrl: env.SITE_URL } });
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
console.log(`seeded ${path} with ${data.products.length} products in ${Date.now() - started} ms`);
