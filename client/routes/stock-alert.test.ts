import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_ALERT_MESSAGES } from '../../shared/contract/stock-alert-values';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { formsOf } from '../test-support/page-forms';

// "Email me when it's back" without JavaScript, through the real BFF and the demo catalogue:
// the sold-out size's form, its 303 back to the product at that size with the notice, the
// message beside a field, the same answer for any address, the throttle, and the mailed link.

let t: TestApp;
let dir: string;
let store: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stock-alert-pages-'));
  t = await createTestApp({ DATA_DIR: dir });
  store = new Database(join(dir, 'store.db'), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  store?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const SOLD_OUT = '/products/micro-polish-facial-scrub';
const text = (res: request.Response) =>
  res.text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
let ip = 0;
const postForm = (path: string, fields: Record<string, string>, from = `10.21.0.${++ip}`) =>
  request(t.app)
    .post(path)
    .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA, 'X-Forwarded-For': from })
    .type('form')
    .send(new URLSearchParams(fields).toString());
const variantOf = (sku: string) =>
  (store.prepare('SELECT id FROM variants WHERE sku = ?').get(sku) as { id: number }).id;
const mailsTo = (email: string) =>
  store.prepare('SELECT subject, body FROM emails WHERE recipient = ? ORDER BY id').all(email) as {
    subject: string;
    body: string;
  }[];
const alertForm = (html: string) => formsOf(html).find((f) => f.hidden.intent === 'stock-alert');

describe('a sold-out product without JavaScript', () => {
  it('offers "Email me when it’s back" in place of Add to cart: e-mail and consent, posted to the product', async () => {
    const res = await get(SOLD_OUT);
    expect(res.status).toBe(200);
    const html = text(res);
    expect(html).not.toMatch(/class="[^"]*add-to-cart/);
    expect(html).toContain('Email me when it’s back');
    expect(html).toContain('Yes, e-mail me when this size is back in stock.');
    const id = variantOf('EXF-MPS-100');
    expect(alertForm(html)).toMatchObject({
      method: 'post',
      // the answer without JavaScript opens at the block, not at the top of the page
      action: `${SOLD_OUT}?variant=${id}#back-in-stock`,
      fields: ['email', 'consent'],
      hidden: { intent: 'stock-alert', variantId: `gid://shopify/ProductVariant/${id}` },
    });
  });

  it('answers 400 with the message beside the consent box, keeping the e-mail', async () => {
    const form = alertForm(text(await get(SOLD_OUT)))!;
    const res = await postForm(form.action, { ...form.hidden, email: 'keep@example.com' });
    expect(res.status).toBe(400);
    const html = text(res);
    expect(html).toMatch(/must be ticked to get the e-mail/i);
    expect(html).toContain('value="keep@example.com"');
    expect(mailsTo('keep@example.com')).toEqual([]);
  });

  it('answers 303 back to the product at that size with the same notice for a new and a customer’s address; the link confirms', async () => {
    const form = alertForm(text(await get(SOLD_OUT)))!;
    const id = variantOf('EXF-MPS-100');
    const locations = [];
    for (const email of ['waiter@example.com', 'demo@example.com']) {
      const res = await postForm(form.action, { ...form.hidden, email, consent: 'yes' });
      expect(res.status).toBe(303);
      locations.push(res.headers.location);
    }
    expect(locations).toEqual([
      `${SOLD_OUT}?variant=${id}&alert=sent#back-in-stock`,
      `${SOLD_OUT}?variant=${id}&alert=sent#back-in-stock`,
    ]);
    expect(text(await get(locations[0]!.split('#')[0]!))).toContain(STOCK_ALERT_MESSAGES.checkInbox);

    const [mail] = mailsTo('waiter@example.com');
    expect(mail!.subject).toBe('Confirm your stock alert');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
    expect(link.pathname).toBe('/back-in-stock/confirm');
    const page = text(await get(`${link.pathname}${link.search}`));
    expect(page).toContain('Confirm my alert');
    const confirmed = await postForm(link.pathname + link.search, { token: link.searchParams.get('token')! });
    expect(confirmed.status).toBe(200);
    expect(text(confirmed)).toContain(STOCK_ALERT_MESSAGES.confirmed);
    expect(
      store.prepare('SELECT confirmed_at IS NOT NULL AS c FROM stock_alerts WHERE email = ?').get('waiter@example.com'),
    ).toEqual({ c: 1 });
    // the customer's address is only pending: nobody else can subscribe it silently
    expect(store.prepare('SELECT confirmed_at FROM stock_alerts WHERE email = ?').get('demo@example.com')).toEqual({
      confirmed_at: null,
    });
  });

  it('throttles as the newsletter does: the fourth request for one address in an hour is refused', async () => {
    const form = alertForm(text(await get(SOLD_OUT)))!;
    const email = 'flood@example.com';
    for (let i = 0; i < 3; i++)
      expect((await postForm(form.action, { ...form.hidden, email, consent: 'yes' })).status).toBe(303);
    const refused = await postForm(form.action, { ...form.hidden, email, consent: 'yes' });
    expect(refused.status).toBe(429);
    expect(text(refused)).toMatch(/try again/i);
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe('a product with one size sold out', () => {
  it('links the sold-out size to the page at that size, where the form is', async () => {
    const id = variantOf('CLN-HCC-400');
    const html = text(await get('/products/hydrating-cream-cleanser'));
    expect(html).toContain(`href="/products/hydrating-cream-cleanser?variant=${id}#back-in-stock"`);
    expect(alertForm(html)).toBeUndefined();
    const atSize = text(await get(`/products/hydrating-cream-cleanser?variant=${id}`));
    expect(atSize).toContain('Sold out in 13.5 fl oz');
    expect(alertForm(atSize)?.hidden.variantId).toBe(`gid://shopify/ProductVariant/${id}`);
  });
});
