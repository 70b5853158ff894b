import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../backend/start';
import { TEST_SITE_URL } from '../test-support/backend-fixture';
import { createTestApp } from '../test-support/test-harness';

// The BFF talks to whichever upstream the config names: two backend instances side by side,
// the BFF pointed at the second (external) one only.

type Backend = Awaited<ReturnType<typeof startBackend>>;
let first: Backend;
let second: Backend;

beforeAll(async () => {
  const options = { dataDir: ':memory:', port: 0, secret: 'two-backends-secret-0123', siteUrl: TEST_SITE_URL };
  [first, second] = await Promise.all([startBackend(options), startBackend(options)]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function direct(base: string, call: string, body: unknown) {
  const res = await fetch(`${base}/api/ecom/v1.0/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('an external upstream', () => {
  it('carts and customers created through the BFF live in the configured backend only', async () => {
    const { app } = createTestApp({ upstreamUrl: second.url, siteUrl: TEST_SITE_URL });
    const created = await request(app).post('/api/ecom/v1.0/create-cart').send({});
    expect(created.status).toBe(200);
    const cartId = created.body.cart.id as string;
    expect((await direct(second.url, 'get-cart', { cartId })).cart).not.toBeNull();
    expect((await direct(first.url, 'get-cart', { cartId })).cart).toBeNull();

    const email = 'external@example.com';
    const password = 'external password';
    await request(app).post('/api/ecom/v1.0/user-create').send({ email, firstName: 'E', lastName: 'X', password });
    expect(((await direct(second.url, 'user-login', { email, password })).token as string).length).toBeGreaterThan(0);
    expect((await direct(first.url, 'user-login', { email, password })).token).toBeUndefined();
  });

  it('ecom and cms may be different hosts', async () => {
    const { app } = createTestApp({
      upstreamUrl: first.url,
      siteUrl: TEST_SITE_URL,
      targets: { ecomUrl: second.url, cmsUrl: first.url },
    });
    const created = await request(app).post('/api/ecom/v1.0/create-cart').send({});
    expect((await direct(second.url, 'get-cart', { cartId: created.body.cart.id })).cart).not.toBeNull();
    expect((await request(app).post('/api/cms/v1.0/get-announcements').send({})).status).toBe(200);
  });
});
