import { beforeEach, describe, expect, it } from 'vitest';
import { createChangeEvents } from '../changes/change-events';
import { setStock } from '../console/stock/stock-store';
import { linkIn } from '../customers/outbox';
import { createTestBackend, TEST_SECRET, TEST_SITE, type TestBackend } from '../test-fixtures/test-backend';
import { DEMO, FIXTURE_NOW } from '../test-fixtures/seed-fixture';
import { restocked, sendDueBatches, type RestockDeps } from './restock-mailer';
import { STOCK_ALERT_CONFIRM_SUBJECT } from './stock-alert-handlers';

// Stock alerts against a real store: double opt-in for visitors with one answer for every
// address, one click for customers, and restocks mailing subscribers in order, quantity × factor
// at a time, the rest an hour later while still in stock, once each.

const SKU = 'RNC-50';
const HOUR = 3600_000;
let t: TestBackend;
let now: Date;
let variantId: string;
/** mails the seed queued (an invitation) are not this file's */
let seeded: number;

const deps = (factor = 3): RestockDeps => ({
  db: t.db,
  now: () => now,
  siteUrl: TEST_SITE,
  secret: TEST_SECRET,
  factor,
});
const mails = (subjectLike = '%') =>
  t.db
    .prepare('SELECT recipient, subject, body FROM emails WHERE subject LIKE ? AND id > ? ORDER BY id')
    .all(subjectLike, seeded) as { recipient: string; subject: string; body: string }[];
const restockMails = () => mails('Back in stock:%');

/** A visitor's alert, confirmed through the mailed link. */
async function confirmedVisitor(email: string) {
  const res = await t.call('stock-alert-subscribe', { variantId, email, consent: true });
  expect(res.body).toEqual({ ok: true, pending: true });
  const link = linkIn(
    mails(STOCK_ALERT_CONFIRM_SUBJECT)
      .filter((m) => m.recipient === email)
      .at(-1)!.body,
  )!;
  const token = new URL(link).searchParams.get('token')!;
  expect((await t.call('stock-alert-confirm', { token })).body).toEqual({
    confirmed: true,
    handle: 'retinol-night-cream',
  });
}

/** The console's stock screen, with the backend's hook wired as start.ts wires it. */
function restockInConsole(quantity: number, factor = 3) {
  const result = setStock(
    {
      db: t.db,
      now: () => now,
      changes: createChangeEvents(),
      onBackInStock: (variants) => restocked(deps(factor), variants),
    },
    { id: null, email: 'test' },
    SKU,
    'set',
    String(quantity),
    'delivery',
  );
  expect(result.ok).toBe(true);
}

beforeEach(() => {
  t = createTestBackend();
  now = FIXTURE_NOW;
  const row = t.db.prepare('SELECT id FROM variants WHERE sku = ?').get(SKU) as { id: number };
  variantId = `gid://shopify/ProductVariant/${row.id}`;
  seeded = (t.db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM emails').get() as { n: number }).n;
});

describe('subscribing', () => {
  it('a visitor gets the same answer for a new, a customer’s and an already waiting address; only pending ones get a link', async () => {
    const answers = [];
    for (const email of ['new@example.com', DEMO.email]) {
      answers.push((await t.call('stock-alert-subscribe', { variantId, email, consent: true })).body);
    }
    await confirmedVisitor('waiting@example.com');
    const before = mails().length;
    answers.push(
      (await t.call('stock-alert-subscribe', { variantId, email: 'waiting@example.com', consent: true })).body,
    );
    expect(answers).toEqual([
      { ok: true, pending: true },
      { ok: true, pending: true },
      { ok: true, pending: true },
    ]);
    // the confirmed address is not mailed again; the customer's address got a link like anyone's
    expect(mails().length).toBe(before);
    expect(mails(STOCK_ALERT_CONFIRM_SUBJECT).map((m) => m.recipient)).toEqual([
      'new@example.com',
      DEMO.email,
      'waiting@example.com',
    ]);
  });

  it('a pending (unconfirmed) alert is never mailed: nobody is subscribed silently', async () => {
    await t.call('stock-alert-subscribe', { variantId, email: 'victim@example.com', consent: true });
    restockInConsole(5);
    expect(restockMails()).toEqual([]);
  });

  it('refuses a visitor without the consent box or the address, an unknown size and a size in stock', async () => {
    expect(await t.call('stock-alert-subscribe', { variantId, email: 'a@example.com' })).toMatchObject({
      status: 400,
      body: { field: 'consent' },
    });
    expect(await t.call('stock-alert-subscribe', { variantId, consent: true })).toMatchObject({
      status: 400,
      body: { field: 'email' },
    });
    const unknown = await t.call('stock-alert-subscribe', { variantId: 'gid://shopify/ProductVariant/99999' });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'That size is not in the shop.' } });
    const inStock = t.db.prepare("SELECT id FROM variants WHERE sku = 'GC-200'").get() as { id: number };
    const res = await t.call('stock-alert-subscribe', {
      variantId: String(inStock.id),
      email: 'a@example.com',
      consent: true,
    });
    expect(res.status).toBe(409);
    expect(mails()).toEqual([]);
  });

  it('a customer subscribes with one click, sees the alert in the account and removes it; nobody else can', async () => {
    const token = await t.login();
    expect((await t.call('stock-alert-subscribe', { variantId }, token)).body).toEqual({ ok: true, pending: false });
    expect(mails()).toEqual([]);
    const { alerts } = (await t.call('stock-alerts', {}, token)).body;
    expect(alerts).toMatchObject([
      { handle: 'retinol-night-cream', variantId, variantTitle: '1.7 oz', inStock: false },
    ]);
    // another visitor's confirmed alert is not the customer's to remove
    await confirmedVisitor('other@example.com');
    const other = t.db.prepare("SELECT id FROM stock_alerts WHERE email = 'other@example.com'").get() as {
      id: number;
    };
    expect((await t.call('stock-alert-remove', { id: String(other.id) }, token)).body).toEqual({ removed: false });
    expect((await t.call('stock-alert-remove', { id: alerts[0]!.id }, token)).body).toEqual({ removed: true });
    expect((await t.call('stock-alerts', {}, token)).body.alerts).toEqual([]);
    expect((await t.call('stock-alerts', {})).status).toBe(401);
  });
});

describe('restocking', () => {
  it('mails subscribers in the order they asked, quantity × factor now, the rest an hour later if still in stock, once each', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `s${i}@example.com`);
    for (const email of emails) {
      await confirmedVisitor(email);
      now = new Date(now.getTime() + 1000);
    }
    restockInConsole(2);
    expect(restockMails().map((m) => m.recipient)).toEqual(emails.slice(0, 6));
    now = new Date(now.getTime() + HOUR - 60_000);
    expect(sendDueBatches(deps())).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(sendDueBatches(deps())).toBe(2);
    expect(restockMails().map((m) => m.recipient)).toEqual(emails);
    // nothing is left: later rounds and a second restock mail nobody again
    now = new Date(now.getTime() + 2 * HOUR);
    expect(sendDueBatches(deps())).toBe(0);
    restockInConsole(0);
    restockInConsole(9);
    expect(restockMails()).toHaveLength(8);
  });

  it('keeps the rest waiting when the size sells out before the next batch', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await confirmedVisitor(email);
    restockInConsole(1, 1);
    expect(restockMails().map((m) => m.recipient)).toEqual(['a@example.com']);
    t.db.prepare('UPDATE variants SET inventory = 0 WHERE sku = ?').run(SKU);
    now = new Date(now.getTime() + HOUR);
    expect(sendDueBatches(deps(1))).toBe(0);
    // the next restock carries on where the queue stands
    restockInConsole(1, 1);
    expect(restockMails().map((m) => m.recipient)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('the mail links the product page at that size and has a signed unsubscribe link that works', async () => {
    await confirmedVisitor('leave@example.com');
    const other = t.db.prepare("SELECT id FROM variants WHERE sku = 'VCS-15'").get() as { id: number };
    t.db.prepare('UPDATE variants SET inventory = 0 WHERE id = ?').run(other.id);
    await t.call('stock-alert-subscribe', { variantId: String(other.id), email: 'leave@example.com', consent: true });
    restockInConsole(3);
    const mail = restockMails().find((m) => m.recipient === 'leave@example.com')!;
    expect(mail.subject).toBe('Back in stock: Retinol Night Cream, 1.7 oz');
    const numeric = variantId.split('/').at(-1);
    expect(linkIn(mail.body)).toBe(`${TEST_SITE}/products/retinol-night-cream?variant=${numeric}`);
    const leave = /(http\S+\/back-in-stock\/unsubscribe\?\S+)/.exec(mail.body)![1]!;
    const params = new URL(leave).searchParams;
    const email = params.get('email')!;
    const signature = params.get('signature')!;
    expect((await t.call('stock-alert-unsubscribe', { email: 'someone@example.com', signature })).body).toEqual({
      unsubscribed: false,
    });
    expect((await t.call('stock-alert-unsubscribe', { email, signature })).body).toEqual({ unsubscribed: true });
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM stock_alerts WHERE email = 'leave@example.com'").get()).toEqual({
      n: 0,
    });
  });
});
