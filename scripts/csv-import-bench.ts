import { createChangeEvents } from '../server/backend/changes/change-events';
import { openDatabase } from '../server/backend/db/open-database';
import { largeCatalogue } from '../server/backend/seed/large-catalogue';
import { seedIfEmpty } from '../server/backend/seed/seed';
import { seedData } from '../server/backend/seed/seed-data';
import { productRecord } from '../server/backend/console/products/catalogue-queries';
import { csvHeader, csvLine } from '../server/backend/console/products/csv/columns';
import { productToRows } from '../server/backend/console/products/csv/products-to-rows';
import { catalogueCsv } from '../server/backend/console/products/csv/catalogue-export';
import { planImport } from '../server/backend/console/products/csv/import-plan';
import { applyImport } from '../server/backend/console/products/csv/import-store';
import { parseProductCsv } from '../server/backend/console/products/csv/parse-csv';
import { rowsToProducts } from '../server/backend/console/products/csv/rows-to-products';

// `npx tsx scripts/csv-import-bench.ts [count]`: a product CSV of `count` (10,000) new products,
// made by exporting the large-catalogue generator's products, imported into the demo store the
// way the console does it (parse, check every row, then one transaction through the console's
// product writer). The generated products' picture columns are left empty (their pictures are
// the demo products' own): each new product gets its drawn packshot, as in the console.

const count = Number(process.argv[2] ?? 10_000);
const SITE = 'http://shop.test';
const links = { links: { secret: 'x'.repeat(20), siteUrl: SITE } };
const ms = (from: number) => `${Math.round(performance.now() - from)} ms`;

const source = openDatabase(':memory:');
seedIfEmpty(
  source,
  { ...seedData, products: largeCatalogue(seedData.products, seedData.products.length + count) },
  links,
);
const demoHandles = new Set(seedData.products.map((p) => p.handle));
let t = performance.now();
const exported = [...catalogueCsv(source, SITE)].join('');
console.log(
  `exported ${seedData.products.length + count} products (${(exported.length / 1e6).toFixed(1)} MB) in ${ms(t)}`,
);

// only the generated products, without their (borrowed) pictures
t = performance.now();
const ids = (source.prepare('SELECT id, handle FROM products ORDER BY id').all() as { id: number; handle: string }[])
  .filter((r) => !demoHandles.has(r.handle))
  .map((r) => r.id);
let file = csvHeader();
for (const id of ids) {
  const record = productRecord(source, id)!;
  for (const row of productToRows({ ...record, doc: { ...record.doc, images: [] } }, SITE, 'Lumen'))
    file += csvLine(row);
}
console.log(`wrote the file of ${ids.length} new products (${(file.length / 1e6).toFixed(1)} MB) in ${ms(t)}`);

const db = openDatabase(':memory:');
seedIfEmpty(db, seedData, links);
const deps = { db, now: () => new Date(), changes: createChangeEvents(), siteUrl: SITE };
const started = performance.now();
t = performance.now();
const parsed = parseProductCsv(file);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const { products, errors } = rowsToProducts(parsed.rows);
const plan = await planImport(
  db,
  SITE,
  products,
  () => Promise.resolve({ ok: false, message: 'no fetch in the bench' }),
  errors,
);
const checked = ms(t);
console.log(
  `checked ${products.length} products (${parsed.rows.length} lines) in ${checked}: ${plan.errors.length} errors`,
);
if (plan.errors.length > 0) console.log(plan.errors.slice(0, 5));
t = performance.now();
const result = applyImport(deps, { id: null, email: 'bench' }, plan);
console.log(`applied in ${ms(t)}:`, result);
console.log(`total (parse, check, apply) ${ms(started)}`);
