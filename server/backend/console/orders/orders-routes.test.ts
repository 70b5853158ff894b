import { afterEach, describe, expect, it } from 'vitest';
import { textOf } from '../../checkout/checkout-test-steps';
import type { Role } from '../permissions';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { inventoryOf, lineIds, NOW, outbox, placeOrderRow } from './order-test-support';

// The orders screens through the real console app: signed in through its forms, every post
// with the session's CSRF token, the role checked by the app's requireAction.

let running: ConsoleTest | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

async function consoleWith(role: Role = 'fulfilment') {
  const t = (running = await startConsoleForTest());
  t.setNow(NOW);
  const id = placeOrderRow(t.db, 2001, [
    { sku: 'VCS-30', quantity: 2 },
    { sku: 'GC-200', quantity: 1 },
  ]);
  placeOrderRow(t.db, 2002, [{ sku: 'TLB-1', quantity: 1 }], { guestEmail: 'gia@example.com' });
  const [serum, cleanser] = lineIds(t.db, id) as [number, number];
  const client = await t.signIn(role);
  const get = (path: string) => client.get(path);
  const post = async (path: string, form: Record<string, string>) => {
    // the token of the session, as the page's form carries it
    await client.get('/orders/2001');
    return client.post(path, form);
  };
  return { ...t, db: t.db, id, serum, cleanser, get, post };
}

const UPS = '1Z999AA10123456784';

describe('GET /orders', () => {
  it('lists orders newest first with number, date, customer, status and total', async () => {
    const c = await consoleWith();
    const res = await c.get('/orders');
    expect(res.status).toBe(200);
    expect(res.html.startsWith('<!doctype html>')).toBe(true);
    const rows = [...res.html.matchAll(/<tr data-order="(\d+)">([\s\S]*?)<\/tr>/g)];
    expect(rows.map((r) => r[1])).toEqual(['2002', '2001', '1001']);
    expect(textOf(rows[1]![2]!)).toBe('#2001 Processing $171.00 06/20/2025 Demo Customer demo@example.com No 3');
    expect(textOf(rows[0]![2]!)).toContain('Gia Guest gia@example.com');
  });

  it.each([
    ['?q=2002', ['2002']],
    ['?q=%232001', ['2001']],
    ['?q=gia%40example', ['2002']],
    ['?q=demo+customer', ['2001', '1001']],
    ['?status=fulfilled', ['1001']],
    ['?shipped=yes', ['1001']],
    ['?shipped=no', ['2002', '2001']],
    ['?from=06/01/2025&to=06/20/2025', ['2002', '2001']],
    ['?to=05/01/2025', ['1001']],
    ['?q=100%25', []],
  ])('filters %s', async (query, numbers) => {
    const c = await consoleWith();
    const res = await c.get(`/orders${query}`);
    expect(res.status).toBe(200);
    expect([...res.html.matchAll(/<tr data-order="(\d+)">/g)].map((m) => m[1])).toEqual(numbers);
  });

  it('answers 400 with the message next to a bad date, and still lists', async () => {
    const c = await consoleWith();
    const res = await c.get('/orders?from=2025-06-01&status=lost');
    expect(res.status).toBe(400);
    expect(res.html).toContain('id="from-error">Enter a date as MM/DD/YYYY.<');
    expect(res.html).toContain('Choose a status from the list.');
    expect(res.html.match(/<tr data-order=/g)).toHaveLength(3);
  });

  it('refuses a role without orders (403)', async () => {
    const c = await consoleWith('editor');
    expect((await c.get('/orders')).status).toBe(403);
    expect((await c.get('/orders/2001')).status).toBe(403);
  });
});

describe('GET /orders/:number', () => {
  it('shows lines, customer, address, totals, payment and the actions a new order allows', async () => {
    const c = await consoleWith();
    const res = await c.get('/orders/2001');
    expect(res.status).toBe(200);
    const text = textOf(res.html);
    expect(text).toContain('Order #2001');
    expect(text).toContain('Total paid $171.00');
    expect(text).toContain('Test card ending 4242');
    expect(text).toContain('5 Pine St');
    expect(res.html).toContain('action="/orders/2001/ship"');
    expect(res.html).toContain('action="/orders/2001/cancel"');
    expect(res.html).toContain('action="/orders/2001/refund"');
    expect(res.html).toContain('name="version" value="1"');
  });

  it('offers no ship or cancel on a delivered order', async () => {
    const c = await consoleWith();
    const res = await c.get('/orders/1001');
    expect(res.html).not.toContain('/ship"');
    expect(res.html).not.toContain('/cancel"');
    expect(res.html).toContain('action="/orders/1001/refund"');
  });

  it('answers 404 for an unknown number or garbage', async () => {
    const c = await consoleWith();
    expect((await c.get('/orders/9999')).status).toBe(404);
    expect((await c.get('/orders/abc')).status).toBe(404);
    expect((await c.post('/orders/9999/ship', { version: '1' })).status).toBe(404);
  });
});

describe('POST /orders/:number/…', () => {
  it('ships: 303 to the order with a notice, which shows the shipment', async () => {
    const c = await consoleWith();
    const res = await c.post('/orders/2001/ship', {
      version: '1',
      carrier: 'ups',
      tracking: UPS,
      [`ship_${c.serum}`]: '2',
      [`ship_${c.cleanser}`]: '1',
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/orders/2001?notice=shipped');
    const page = textOf((await c.get(res.location!)).html);
    expect(page).toContain('Order #2001 shipped; the customer was e-mailed the tracking link.');
    expect(page).toContain(`Shipped 06/20/2025 with UPS: ${UPS}`);
    expect(outbox(c.db).at(-1)!.subject).toBe('Your order #2001 has shipped');
  });

  it('re-renders the form with 400 and the message next to the tracking field, keeping what was typed', async () => {
    const c = await consoleWith();
    const res = await c.post('/orders/2001/ship', {
      version: '1',
      carrier: 'usps',
      tracking: '12345',
      [`ship_${c.serum}`]: '1',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain(
      'id="ship-tracking-error">A USPS tracking number is 20 or 22 digits, or two letters, nine digits and US.<',
    );
    expect(res.html).toMatch(/name="tracking"[^>]*value="12345"/);
    expect(res.html).toMatch(new RegExp(`name="ship_${c.cleanser}"[^>]*value=""`));
  });

  it('answers 400 next to the lines when the rules refuse (more than is left)', async () => {
    const c = await consoleWith();
    const res = await c.post('/orders/2001/ship', {
      version: '1',
      carrier: 'ups',
      tracking: UPS,
      [`ship_${c.serum}`]: '3',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('id="ship-lines-error">Only 2 of a chosen line are left to ship.<');
  });

  it('the second of two ships from the same page gets 409, the message and the fresh order', async () => {
    const c = await consoleWith();
    const form = { version: '1', carrier: 'ups', tracking: UPS, [`ship_${c.serum}`]: '1' };
    const [a, b] = [await c.post('/orders/2001/ship', form), await c.post('/orders/2001/ship', form)];
    expect([a.status, b.status]).toEqual([303, 409]);
    expect(b.html).toContain('Someone else changed this order while you were looking at it.');
    expect(b.html).toContain('name="version" value="2"');
  });

  it('cancels with a reason (stock back); a blank reason is 400 next to the field', async () => {
    const c = await consoleWith();
    expect((await c.post('/orders/2001/cancel', { version: '1', reason: ' ' })).html).toContain(
      'id="cancel-reason-error">Say why the order is cancelled; the customer reads it.<',
    );
    const stock = inventoryOf(c.db, 'VCS-30');
    const res = await c.post('/orders/2001/cancel', { version: '1', reason: 'Customer asked' });
    expect(res.status).toBe(303);
    expect(inventoryOf(c.db, 'VCS-30')).toBe(stock + 2);
    expect(c.emitted).toEqual([['products', 'product:vitamin-c-serum', 'product:gentle-cleanser']]);
    expect(c.mails.at(-1)).toMatchObject({ recipient: 'demo@example.com', subject: 'Your order #2001 was cancelled' });
    const page = textOf((await c.get('/orders/2001')).html);
    expect(page).toContain('Cancelled 06/20/2025: Customer asked');
    expect(page).not.toContain('Ship and e-mail');
  });

  it('refunds an amount, refuses more than is left with 400 next to the lines', async () => {
    const c = await consoleWith();
    expect((await c.post('/orders/2001/refund', { version: '1', amount: '20.00', reason: 'Late' })).status).toBe(303);
    const over = await c.post('/orders/2001/refund', { version: '2', amount: '151.01' });
    expect(over.status).toBe(400);
    expect(over.html).toContain('A refund cannot exceed what is left of the payment ($151.00).');
    expect(textOf((await c.get('/orders/2001')).html)).toContain('Refunded $20.00 on 06/20/2025: Late');
  });

  it('adds an internal note', async () => {
    const c = await consoleWith();
    expect((await c.post('/orders/2001/note', { note: 'Gift wrap requested' })).status).toBe(303);
    expect(textOf((await c.get('/orders/2001')).html)).toContain('Gift wrap requested');
    expect((await c.post('/orders/2001/note', { note: '' })).status).toBe(400);
  });

  it('refuses each action to a role without it (403), changing nothing', async () => {
    const c = await consoleWith('editor');
    for (const action of ['ship', 'cancel', 'refund', 'note'])
      expect(
        (await c.post(`/orders/2001/${action}`, { version: '1', reason: 'x', note: 'x', amount: '1' })).status,
      ).toBe(403);
    expect(inventoryOf(c.db, 'VCS-30')).toBe(48);
  });

  it('a post without a version is a conflict (409), not a blind change', async () => {
    const c = await consoleWith();
    expect((await c.post('/orders/2001/cancel', { reason: 'x' })).status).toBe(409);
  });
});
