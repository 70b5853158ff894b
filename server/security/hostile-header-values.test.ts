import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A value that may not appear in an HTTP header (NUL, CR, LF, DEL, non-Latin-1)
// reaching an upstream header once made `proxyReq.setHeader` throw inside the proxy's event
// listener and killed the process. Whatever the cookie and header layers let through, the
// upstream client must answer this one request cleanly (never 5xx for a bad token) and keep
// serving. Real app, embedded backend.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BAD_VALUES = ['%00', '%0A', '%0D%0Aset-cookie:%20x=1', 'a%00b', '%7F', '%E2%80%A8', '%C3%BF%00', ' %00 '];
/** Calls that carry the token: 'header' (proxied and handled), 'body', 'optional-header'. */
const CALLS = [
  ['order-detail', { orderId: 'gid://shopify/Order/1' }],
  ['create-user-address', { address1: '1 Main St', city: 'Austin', zip: '73301', provinceCode: 'TX' }],
  ['user-info', {}],
  ['create-cart', {}],
  ['get-user-addresses', {}],
] as const;

async function stillServing() {
  const res = await request(t.app).get('/healthz');
  expect(res.status).toBe(200);
}

describe('header values copied upstream', () => {
  for (const [call, body] of CALLS) {
    it.each(BAD_VALUES)(
      `${call}: session_token=%s → a clean 2xx/4xx with the request id, process up`,
      async (value) => {
        const res = await request(t.app)
          .post(`/api/ecom/v1.0/${call}`)
          .set('Cookie', `session_token=${value}`)
          .send(body);
        expect(res.status, res.text).toBeLessThan(500);
        expect(res.headers['x-request-id']).toMatch(/\S/);
        await stillServing();
      },
    );
  }

  it.each([
    ['user-agent', 'Mozilla\u00ff\u00e9'],
    ['accept-language', 'en-US\u00ff'],
    ['x-request-id', 'x'.repeat(200)],
    ['x-forwarded-for', '1.2.3.4\u00ff'],
    ['x-forwarded-host', 'evil\u00ff.test'],
    ['x-forwarded-proto', 'https\u00ff'],
  ])('a %s the client sent with bytes beyond ASCII does not break an upstream call', async (name, value) => {
    const res = await request(t.app)
      .post('/api/ecom/v1.0/order-detail')
      .set(name, value)
      .set('Cookie', 'session_token=%00')
      .send({ orderId: 'gid://shopify/Order/1' });
    expect(res.status).toBeLessThan(500);
    const page = await request(t.app).get('/products/gentle-foaming-cleanser').set(name, value);
    expect(page.status).toBe(200);
    await stillServing();
  });

  it('a page rendered with a bad token renders signed out', async () => {
    const res = await request(t.app).get('/').set('Cookie', 'session_token=%00; cart_id=%0A');
    expect(res.status).toBe(200);
    await stillServing();
  });
});
