import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { hashPasswordSync } from '../customers/passwords';
import { loadCatalog } from './load-catalog';
import { loadContent } from './load-content';
import { loadCustomers, loadLocations } from './load-customers';
import { loadReviews } from './load-reviews';
import type { SeedBundle } from './seed-bundle';

export interface SeedOptions {
  /** with these, invited customers get an activation link in the `emails` outbox */
  links?: { secret: string; siteUrl: string };
  now?: Date;
}

/** Child tables first, so clearing never trips a foreign key. */
const TABLES = [
  'reviews',
  'rating_counts',
  'cart_lines',
  'carts',
  'sessions',
  'customer_tokens',
  'metafields',
  'order_lines',
  'orders',
  'subscriptions',
  'addresses',
  'customers',
  'emails',
  'newsletter_subscribers',
  'locations',
  'discount_codes',
  'product_selling_plans',
  'product_tags',
  'variants',
  'products',
  'selling_plans',
  'documents',
  'blog_posts',
  'blog_categories',
  'content_pages',
  'assets',
];

/** Loads a bundle into an empty store in one transaction: all of it or nothing. */
export function seedDatabase(db: Db, data: SeedBundle, options: SeedOptions = {}) {
  const now = options.now ?? new Date();
  // scrypt is deliberately slow; do it before the write transaction opens
  const passwordHashes = new Map(
    data.customers.flatMap((c) => (c.password ? [[c.email, hashPasswordSync(c.password)] as const] : [])),
  );
  db.transaction(() => {
    loadCatalog(db, data);
    loadReviews(db, data.products);
    loadContent(db, data);
    loadLocations(db, data);
    loadCustomers(db, data, { passwordHashes, now, ...(options.links && { links: options.links }) });
  })();
}

export function isSeeded(db: Db): boolean {
  return (sql(db, 'SELECT COUNT(*) AS n FROM products').get() as { n: number }).n > 0;
}

export function seedIfEmpty(db: Db, data: SeedBundle, options: SeedOptions = {}): boolean {
  if (isSeeded(db)) {
    backfillReviews(db, data);
    return false;
  }
  seedDatabase(db, data, options);
  return true;
}

/**
 * Drops every row (carts and sessions included) and seeds again, atomically. An offline
 * command: password hashing then runs inside the open transaction, which is fine there.
 */
export function reseedDatabase(db: Db, data: SeedBundle, options: SeedOptions = {}) {
  db.transaction(() => {
    for (const t of TABLES) db.prepare(`DELETE FROM ${t}`).run();
    seedDatabase(db, data, options);
  })();
}

/** A store seeded before reviews existed (migration 008) gets the seed's reviews of the products it has. */
function backfillReviews(db: Db, data: SeedBundle) {
  if ((sql(db, 'SELECT COUNT(*) AS n FROM rating_counts').get() as { n: number }).n > 0) return;
  const present = new Set((sql(db, 'SELECT handle FROM products').all() as { handle: string }[]).map((r) => r.handle));
  db.transaction(() =>
    loadReviews(
      db,
      data.products.filter((p) => present.has(p.handle)),
    ),
  )();
}
