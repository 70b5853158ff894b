import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { overview, periodStarts } from './overview-queries';

// Overview: orders and revenue today and this week (UTC, weeks from Monday, cancelled left
// out), orders waiting to ship, reviews waiting, low and sold-out variants, newsletter sign-ups.

describe('periodStarts', () => {
  it.each([
    ['2025-06-15T12:00:00Z', '2025-06-15T00:00:00.000Z', '2025-06-09T00:00:00.000Z'], // Sunday
    ['2025-06-16T00:00:00Z', '2025-06-16T00:00:00.000Z', '2025-06-16T00:00:00.000Z'], // Monday midnight
    ['2025-06-18T23:59:59Z', '2025-06-18T00:00:00.000Z', '2025-06-16T00:00:00.000Z'], // Wednesday
    ['2025-01-01T08:00:00Z', '2025-01-01T00:00:00.000Z', '2024-12-30T00:00:00.000Z'], // across a year
  ])('%s → day %s, week %s', (now, day, week) => {
    const p = periodStarts(new Date(now));
    expect([p.day.toISOString(), p.week.toISOString()]).toEqual([day, week]);
  });
});

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest({ lowStockThreshold: 5 });
});
afterEach(() => t.close());

let number = 90_000;
function order(placedAt: string, status: string, subtotal: number, extras = { shipping: 500, tax: 100, discount: 0 }) {
  t.db
    .prepare(
      `INSERT INTO orders (number, placed_at, status, subtotal_cents, shipping_cents, tax_cents, discount_cents, email)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'o@example.com')`,
    )
    .run(++number, placedAt, status, subtotal, extras.shipping, extras.tax, extras.discount);
}

describe('overview figures', () => {
  it('counts what changed since the day and the week began', () => {
    const now = t.now(); // Sunday 2025-06-15 12:00 UTC
    const base = overview(t.db, now, 5);
    order('2025-06-15T09:00:00.000Z', 'processing', 10_000); // today: 106.00
    order('2025-06-15T10:00:00.000Z', 'cancelled', 50_000); // left out
    order('2025-06-10T10:00:00.000Z', 'shipped', 2_000, { shipping: 0, tax: 0, discount: 500 }); // this week: 15.00
    order('2025-06-08T23:59:59.000Z', 'processing', 7_000); // last week (Sunday)
    const variants = t.db.prepare('SELECT id FROM variants ORDER BY id LIMIT 3').all() as { id: number }[];
    const setStock = t.db.prepare('UPDATE variants SET inventory = ? WHERE id = ?');
    const [a, b, c] = variants.map((v) => v.id);
    const before = t.db.prepare('SELECT inventory FROM variants WHERE id IN (?, ?, ?)').all(a, b, c) as {
      inventory: number;
    }[];
    setStock.run(0, a);
    setStock.run(5, b);
    setStock.run(6, c);
    const product = (t.db.prepare('SELECT id FROM products LIMIT 1').get() as { id: number }).id;
    t.db
      .prepare(
        `INSERT INTO reviews (product_id, rating, title, body, display_name, status, created_at)
         VALUES (?, 4, 'Nice', 'Body', 'Ann', 'pending', ?)`,
      )
      .run(product, now.toISOString());
    const signUp = t.db.prepare(
      "INSERT INTO newsletter_subscribers (email, consent_at, form_location, created_at) VALUES (?, ?, 'footer', ?)",
    );
    signUp.run('new1@example.com', now.toISOString(), '2025-06-09T00:00:00.000Z');
    signUp.run('old@example.com', now.toISOString(), '2025-06-08T23:00:00.000Z');

    const after = overview(t.db, now, 5);
    expect(after.today.orders - base.today.orders).toBe(1);
    expect(after.today.revenueCents - base.today.revenueCents).toBe(10_600);
    expect(after.week.orders - base.week.orders).toBe(2);
    expect(after.week.revenueCents - base.week.revenueCents).toBe(12_100);
    expect(after.waitingToShip - base.waitingToShip).toBe(2);
    expect(after.reviewsWaiting - base.reviewsWaiting).toBe(1);
    const wasSoldOut = before.filter((r) => r.inventory <= 0).length;
    const wasLow = before.filter((r) => r.inventory > 0 && r.inventory <= 5).length;
    // a went to 0 (sold out), b to 5 (low, at the threshold), c to 6 (neither)
    expect(after.soldOut.count - base.soldOut.count).toBe(1 - wasSoldOut);
    expect(after.lowStock.count - base.lowStock.count).toBe(1 - wasLow);
    expect(after.soldOut.first.every((l) => l.inventory <= 0)).toBe(true);
    expect(after.lowStock.first.every((l) => l.inventory > 0 && l.inventory <= 5)).toBe(true);
    expect(after.newsletterThisWeek - base.newsletterThisWeek).toBe(1);
  });

  it('the page shows the figures, and links only to screens the role may open', async () => {
    order('2025-06-15T09:00:00.000Z', 'processing', 123_456, { shipping: 0, tax: 0, discount: 0 });
    const owner = await t.signIn('owner');
    const page = await owner.get('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Orders today');
    expect(page.html).toContain('$1,234.56');
    expect(page.html).toContain('Low on stock (5 or fewer)');
    expect(page.html).toContain('href="/orders?status=processing"');
    // a sold-out size links to its row of the stock screen, for a role that may open it
    const [soldOut] = overview(t.db, new Date(), 5).soldOut.first;
    const stockRow = `href="/stock?q=${encodeURIComponent(soldOut!.sku)}"`;
    expect(page.html).toContain(stockRow);
    const editor = await t.signIn('editor');
    const limited = await editor.get('/');
    expect(limited.html).not.toContain('href="/orders?status=processing"');
    expect(limited.html).toContain('href="/reviews"');
    expect(limited.html).toContain(soldOut!.sku);
    expect(limited.html).not.toContain(stockRow);
  });
});
