import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { DEMO, INVITED } from '../../test-fixtures/seed-fixture';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';

// The Customers and Newsletter screens over HTTP: search by e-mail or name, one customer's
// orders, subscriptions and addresses, the confirmed subscribers and their CSV; owners and
// fulfilment read them, editors are refused.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
  const insert = sql(
    t.db,
    `INSERT INTO newsletter_subscribers (email, consent_at, form_location, created_at, confirmed_at)
     VALUES (?, '2025-05-01T10:00:00.000Z', ?, '2025-05-01T10:00:00.000Z', ?)`,
  );
  insert.run('reader@example.com', 'footer', '2025-05-01T10:05:00.000Z');
  insert.run('=cmd@example.com', 'newsletter-page', '2025-05-02T10:05:00.000Z');
  insert.run('pending@example.com', 'footer', null);
});
afterEach(() => t.close());

describe('Customers', () => {
  it('finds customers by e-mail or name and shows one with orders, subscriptions and addresses', async () => {
    const c = await t.signIn('fulfilment');
    const all = await c.get('/customers');
    expect(all.status).toBe(200);
    expect(all.html).toContain(DEMO.email);
    expect(all.html).toContain(INVITED.email);
    expect(all.html).toContain('Invited, not activated');
    const found = await c.get(`/customers?q=${encodeURIComponent('DEMO@')}`);
    expect(found.html).toContain(DEMO.email);
    expect(found.html).not.toContain(INVITED.email);
    expect((await c.get('/customers?q=%25_nobody')).html).toContain('No customer matches.');

    const id = /href="\/customers\/(\d+)">demo@example\.com/.exec(found.html)![1];
    const page = await c.get(`/customers/${id}`);
    expect(page.status).toBe(200);
    const orders = sql(t.db, 'SELECT number FROM orders WHERE customer_id = ?').all(Number(id)) as { number: number }[];
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(page.html).toContain(`href="/orders/${o.number}">#${o.number}</a>`);
    expect(page.html).toContain('<h2>Addresses</h2>');
    expect(page.html).not.toContain('<form method="post"'.concat(' action="/customers'));
    expect((await c.get('/customers/999999')).status).toBe(404);
  });

  it('lists confirmed newsletter subscribers with consent time and place, and exports them as CSV', async () => {
    const c = await t.signIn('owner');
    const page = await c.get('/newsletter');
    expect(page.html).toContain('2 confirmed subscribers.');
    expect(page.html).toMatch(
      /reader@example\.com<\/td><td data-label="Consent given">2025-05-01T10:00:00\.000Z<\/td><td data-label="Where">footer/,
    );
    expect(page.html).not.toContain('pending@example.com');
    const csv = await c.get('/newsletter.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const rows = parse(csv.html) as string[][];
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['email', 'consent_at', 'form_location', 'confirmed_at'],
      ["'=cmd@example.com", '2025-05-01T10:00:00.000Z', 'newsletter-page', '2025-05-02T10:05:00.000Z'],
      ['reader@example.com', '2025-05-01T10:00:00.000Z', 'footer', '2025-05-01T10:05:00.000Z'],
    ]);
    expect(rows.map((r) => r[4])).toEqual([
      'unsubscribe_url',
      expect.stringMatching(/^http:\/\/shop\.test\/newsletter\/unsubscribe\?email=%3Dcmd%40example\.com&signature=/),
      expect.stringMatching(/^http:\/\/shop\.test\/newsletter\/unsubscribe\?email=reader%40example\.com&signature=/),
    ]);
  });

  it('honours an unsubscribe at once: the next page and export no longer list the address', async () => {
    const c = await t.signIn('owner');
    const [, , reader] = parse((await c.get('/newsletter.csv')).html) as string[][];
    const link = new URL(reader![4]!);
    const res = await t.backend.call('newsletter-unsubscribe', {
      email: link.searchParams.get('email')!,
      signature: link.searchParams.get('signature')!,
    });
    expect(res.body).toEqual({ unsubscribed: true });

    const page = await c.get('/newsletter');
    expect(page.html).toContain('1 confirmed subscribers.');
    expect(page.html).not.toContain('reader@example.com');
    const after = parse((await c.get('/newsletter.csv')).html) as string[][];
    expect(after.map((r) => r[0])).toEqual(['email', "'=cmd@example.com"]);
  });

  it('an owner disables a customer: signed out at once, sign-in refused, audited; fulfilment may not', async () => {
    const token = await t.backend.login();
    expect((await t.backend.call('user-info', {}, token)).body.user?.email).toBe(DEMO.email);
    const id = (sql(t.db, 'SELECT id FROM customers WHERE email = ?').get(DEMO.email) as { id: number }).id;

    const fulfilment = await t.signIn('fulfilment');
    expect((await fulfilment.get(`/customers/${id}`)).html).not.toContain('Disable customer');
    expect((await fulfilment.post(`/customers/${id}/disable`, { reason: 'x' })).status).toBe(403);

    const owner = await t.signIn('owner');
    await owner.get(`/customers/${id}`);
    const noReason = await owner.post(`/customers/${id}/disable`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain('Give a reason');
    const res = await owner.post(`/customers/${id}/disable`, { reason: 'Chargeback fraud' });
    expect(res.status).toBe(303);
    expect((await owner.get(res.location!)).html).toContain(
      'Customer disabled: they are signed out and cannot sign in.',
    );

    expect((await t.backend.call('user-info', {}, token)).body.user ?? null).toBeNull();
    const again = await t.backend.call('user-login', { email: DEMO.email, password: DEMO.password });
    expect(again.body.token ?? null).toBeNull();
    expect(again.body.errors?.length).toBeGreaterThan(0);
    expect((await owner.post(`/customers/${id}/disable`, { reason: 'again' })).status).toBe(404);
  });

  it('refuses editors (403)', async () => {
    const c = await t.signIn('editor');
    expect((await c.get('/customers')).status).toBe(403);
    expect((await c.get('/newsletter.csv')).status).toBe(403);
  });
});
