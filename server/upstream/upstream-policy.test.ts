import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MESSAGE } from '../../shared/messages';
import { createTestApp, startFakeUpstream, type Running } from '../test-support/test-harness';
import { UpstreamError, UNAVAILABLE_MESSAGE } from './upstream-error';

// One policy on every path out of the BFF: the pass-through /api calls (get-announcements), the
// BFF's own handlers (get-cart, update-cart-note) and the typed server client (SSR loaders,
// cart service, sitemap). A fake upstream on loopback counts what reaches it.

const CART_ID = 'gid://shopify/Cart/1';
const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });
const cart = {
  id: CART_ID,
  checkoutUrl: 'http://x.test/c',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lineItems: [],
  totalQuantity: 0,
  attributes: [],
  note: '',
  discountCodes: [],
  currencyCode: 'USD',
  buyerIdentity: { email: null, phone: null, countryCode: 'US', customer: null, deliveryAddressPreferences: null },
  cost: { subtotalAmount: usd('0.00'), totalAmount: usd('0.00'), discountAmount: usd('0.00') },
};
const announcement = { id: 'a1', text: 'hi', url: null, startsAt: null, endsAt: null };

let behave: RequestHandler = (_req, res) => void res.json({});
let hits: string[] = [];
let upstream: Running;
beforeAll(async () => {
  upstream = await startFakeUpstream((req, res, next) => {
    hits.push(req.path.split('/').at(-1)!);
    behave(req, res, next);
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  hits = [];
});

const hitsOf = (call: string) => hits.filter((h) => h === call).length;

/** 503 on the first request of each call, then the given answer. */
function failOnceThen(
  answer: (path: string) => unknown,
  fail: RequestHandler = (_req, res) => void res.status(503).json({ error: 'busy' }),
): RequestHandler {
  const seen = new Set<string>();
  return (req, res, next) => {
    if (!seen.has(req.path)) {
      seen.add(req.path);
      return fail(req, res, next);
    }
    res.json(answer(req.path));
  };
}
const answerFor = (path: string) => (path.endsWith('get-announcements') ? { announcements: [announcement] } : { cart });

describe('retry policy (docs/decisions/005)', () => {
  it.each([
    ['proxied safe read', '/api/cms/v1.0/get-announcements', {}, 'get-announcements'],
    ['handled safe read', '/api/ecom/v1.0/get-cart', { cartId: CART_ID }, 'get-cart'],
  ])('%s: a 503 is retried once and the second answer is served', async (_label, path, body, call) => {
    behave = failOnceThen(answerFor);
    const res = await request(createTestApp({ upstreamUrl: upstream.url }).app)
      .post(path)
      .set('cookie', `cart_id=${encodeURIComponent(CART_ID)}`)
      .send(body);
    expect(res.status).toBe(200);
    expect(hitsOf(call)).toBe(2);
  });

  it('a safe read that keeps failing is tried exactly twice, then 502', async () => {
    behave = (_req, res) => void res.status(503).json({ error: 'busy' });
    const res = await request(createTestApp({ upstreamUrl: upstream.url }).app)
      .post('/api/cms/v1.0/get-announcements')
      .send({});
    expect(res.status).toBe(502);
    expect(hitsOf('get-announcements')).toBe(2);
  });

  it('a connection dropped before any answer is retried for a safe read', async () => {
    behave = failOnceThen(answerFor, (req) => req.socket.destroy());
    const res = await request(createTestApp({ upstreamUrl: upstream.url }).app)
      .post('/api/cms/v1.0/get-announcements')
      .send({});
    expect(res.status).toBe(200);
    expect(hitsOf('get-announcements')).toBe(2);
  });

  it.each([
    [
      'a 503',
      (_req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) =>
        void res.status(503).json({ error: 'busy' }),
    ],
    ['a dropped connection', (req: Parameters<RequestHandler>[0]) => void req.socket.destroy()],
  ])('a cart change is never repeated after %s', async (_label, fail) => {
    behave = failOnceThen(answerFor, fail as RequestHandler);
    const res = await request(createTestApp({ upstreamUrl: upstream.url }).app)
      .post('/api/ecom/v1.0/update-cart-note')
      .set('cookie', `cart_id=${encodeURIComponent(CART_ID)}`)
      .send({ note: 'once' });
    expect(res.status).toBe(502);
    expect(hitsOf('update-cart-note')).toBe(1);
  });

  it('a 4xx is an answer, never retried', async () => {
    behave = (_req, res) => void res.status(404).json({ error: 'Unknown zip code' });
    const res = await request(createTestApp({ upstreamUrl: upstream.url }).app)
      .post('/api/ecom/v1.0/lat-long')
      .send({ zipcode: '00000' });
    expect(res.status).toBe(404);
    expect(hitsOf('lat-long')).toBe(1);
  });
});

describe('answers checked against the contract on every path', () => {
  it('the pass-through path: an answer that breaks the contract → 502, logged once', async () => {
    behave = (_req, res) => void res.json({ announcements: [{ id: 1 }] });
    const { app, lines } = createTestApp({ upstreamUrl: upstream.url });
    const res = await request(app).post('/api/cms/v1.0/get-announcements').send({});
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(lines.filter((l) => l.status === 502)).toHaveLength(1);
  });

  it('the typed server client: the same answer is the same 502', async () => {
    behave = (_req, res) => void res.json({ announcements: [{ id: 1 }] });
    const { upstream: client } = createTestApp({ upstreamUrl: upstream.url });
    const err = await client
      .client()
      .call('get-announcements', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(502);
  });

  it('no token-shaped key leaves by the pass-through path or the typed client', async () => {
    behave = (_req, res) =>
      void res.json({ token: 't', announcements: [{ ...announcement, accessToken: 'a', customerAccessToken: 'c' }] });
    const { app, upstream: client } = createTestApp({ upstreamUrl: upstream.url });
    const proxied = await request(app).post('/api/cms/v1.0/get-announcements').send({});
    expect(proxied.body).toEqual({ announcements: [announcement] });
    expect(JSON.stringify(await client.client().call('get-announcements', {}))).not.toMatch(/token|accessToken/i);
  });
});

describe('one deadline on every path', () => {
  it('pass-through, own handler and typed client all give up at the deadline with the SPEC message', async () => {
    behave = (_req, res) => void setTimeout(() => res.json({ announcements: [], cart: null }), 1_000);
    const { app, upstream: client } = createTestApp({ upstreamUrl: upstream.url, upstreamTimeoutMs: 150 });
    const started = Date.now();
    const [proxied, handled, typed] = await Promise.all([
      request(app).post('/api/cms/v1.0/get-announcements').send({}),
      request(app).post('/api/ecom/v1.0/get-cart').send({ cartId: CART_ID }),
      client
        .client()
        .call('get-blog-categories', {})
        .catch((e: unknown) => e as UpstreamError),
    ]);
    expect(Date.now() - started).toBeLessThan(900);
    expect(proxied.status).toBe(504);
    expect(proxied.body).toEqual({ error: REQUEST_TIMEOUT_MESSAGE });
    expect(handled.body).toEqual({ error: REQUEST_TIMEOUT_MESSAGE });
    expect(typed).toMatchObject({ status: 504, message: REQUEST_TIMEOUT_MESSAGE });
    // a timeout is final: the deadline covers every attempt, so nothing is sent twice
    expect(hits).toHaveLength(3);
  });
});

describe('the one public cache', () => {
  it('shares a cacheable answer between typed-client callers; the pass-through /api path always asks', async () => {
    behave = (_req, res) => void res.json({ announcements: [announcement] });
    const { app, upstream: client } = createTestApp({ upstreamUrl: upstream.url });
    await client.client().call('get-announcements', {});
    await client.client({ token: 'someone' }).call('get-announcements', {});
    expect(hitsOf('get-announcements')).toBe(1);
    await request(app).post('/api/cms/v1.0/get-announcements').send({});
    expect(hitsOf('get-announcements')).toBe(2);
  });

  it('never caches the uncached product lookup or per-visitor reads', async () => {
    behave = (req, res) => void res.json(req.path.endsWith('get-cart') ? { cart } : { product: null });
    const { upstream: client } = createTestApp({ upstreamUrl: upstream.url });
    for (let i = 0; i < 2; i++) {
      await client.client().call('get-product-by-handle-uncached', { handle: 'x' });
      await client.client({ cartId: CART_ID }).call('get-cart', {});
    }
    expect(hitsOf('get-product-by-handle-uncached')).toBe(2);
    expect(hitsOf('get-cart')).toBe(2);
  });
});
