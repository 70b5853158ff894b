import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackendFixture } from '../test-support/backend-fixture';

// Everything refused before the upstream: the real backend sits behind a recording tap, which
// must see none of these requests.

let f: Awaited<ReturnType<typeof startBackendFixture>>;
let app: typeof f.app;
let lines: typeof f.lines;
const reachedCount = () => f.tap.requests.length;

beforeAll(async () => {
  f = await startBackendFixture();
  ({ app, lines } = f);
});
afterAll(() => f.close());

const ADD = '/api/ecom/v1.0/add-cart-line-items';
const REMOVE = '/api/ecom/v1.0/remove-cart-line-items';
const validAdd = { cartId: 'gid://shopify/Cart/1', lineItems: [{ variantId: 'gid://shopify/ProductVariant/1' }] };

describe('requests refused before the upstream', () => {
  it.each([
    // Adding without a cart id creates a cart: the missing id is shown on a removal.
    ['missing field', { lineItemIds: ['gid://shopify/CartLine/1'] }, 'cartId', 'cartId: is required', REMOVE],
    ['wrong type', { ...validAdd, cartId: 5 }, 'cartId', undefined, ADD],
    ['extra key', { ...validAdd, admin: true }, 'admin', 'admin: unknown field', ADD],
    [
      'nested wrong value',
      { ...validAdd, lineItems: [{ variantId: 'v', quantity: 0 }] },
      'lineItems.0.quantity',
      undefined,
      ADD,
    ],
  ])('%s → 400 naming the field', async (_label, body, field, message, path) => {
    const res = await request(app).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    if (message) expect(res.body.error).toBe(message);
  });

  it('__proto__ anywhere → 400', async () => {
    const raw = '{"cartId":"c","lineItems":[{"variantId":"v","__proto__":{"admin":true}}]}';
    const res = await request(app).post(ADD).set('content-type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'lineItems.0.__proto__: forbidden key', field: 'lineItems.0.__proto__' });
  });

  it('constructor.prototype → 400', async () => {
    const res = await request(app)
      .post(ADD)
      .send({ ...validAdd, constructor: { prototype: { x: 1 } } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('constructor');
  });

  it('a 40kb body → 413', async () => {
    const res = await request(app)
      .post(ADD)
      .send({ ...validAdd, note: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/32kb/);
  });

  it('text/plain → 415', async () => {
    const res = await request(app).post(ADD).set('content-type', 'text/plain').send(JSON.stringify(validAdd));
    expect(res.status).toBe(415);
  });

  it('no content type → 415', async () => {
    const res = await request(app).post('/api/cms/v1.0/get-announcements');
    expect(res.status).toBe(415);
  });

  it('malformed JSON → 400', async () => {
    const res = await request(app).post(ADD).set('content-type', 'application/json').send('{"cartId":');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Request body is not valid JSON');
  });

  it('unknown call → 404 naming it; a cms call under the ecom prefix too', async () => {
    const unknown = await request(app).post('/api/ecom/v1.0/drop-tables').send({});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Unknown API call: drop-tables' });
    const wrongService = await request(app).post('/api/ecom/v1.0/get-announcements').send({});
    expect(wrongService.status).toBe(404);
    const inherited = await request(app).post('/api/ecom/v1.0/constructor').send({});
    expect(inherited.status).toBe(404);
  });

  it('GET → 405 with Allow: POST', async () => {
    const res = await request(app).get(ADD);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    [
      "Sec-Fetch-Site same-origin with another site's Origin",
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ],
    ['a Referer of another site without Origin', { referer: 'https://evil.example/page' }],
  ])('%s → 403', async (_label, headers) => {
    const res = await request(app).post(ADD).set(headers).send(validAdd);
    expect(res.status).toBe(403);
    const logout = await request(app).post('/api/session/logout').set(headers);
    expect(logout.status).toBe(403);
  });

  it('a signed-out header call → 401 Sign-in required', async () => {
    const res = await request(app).post('/api/ecom/v1.0/order-detail').send({ orderId: 'gid://shopify/Order/1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign-in required' });
  });

  it('signed-out user-info → {user: null}', async () => {
    const res = await request(app).post('/api/ecom/v1.0/user-info').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it('nothing above reached the upstream', () => {
    expect(reachedCount()).toBe(0);
  });

  it('same-origin requests pass: site origin, own Host, Sec-Fetch-Site same-origin', async () => {
    const before = reachedCount();
    for (const headers of [
      { origin: 'http://shop.test' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ]) {
      const res = await request(app)
        .post('/api/ecom/v1.0/get-cart')
        .set(headers)
        .send({ cartId: 'gid://shopify/Cart/x' });
      expect(res.status).toBe(404);
    }
    const own = request(app).post('/api/ecom/v1.0/get-cart');
    const res = await own.set('host', 'bff.local:8080').set('origin', 'http://bff.local:8080').send({ cartId: 'c' });
    expect(res.status).toBe(404);
    expect(reachedCount()).toBe(before + 4);
  });

  it('logs each refusal once with the request id', async () => {
    const before = lines.length;
    await request(app).post(ADD).send({ cartId: 5 });
    const added = lines.slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ status: 400, call: 'add-cart-line-items', field: 'cartId' });
    expect(added[0]!.reqId).toMatch(/^req-\d+$/);
  });
});
