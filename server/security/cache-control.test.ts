import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// Every page and /api answer with personal data says `private, no-store`;
// public anonymous pages keep their revalidating header. Real app, embedded backend.

const PERSONAL = 'private, no-store';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
let t: TestApp;
let signedIn: string;
let withCart: string;

function cookiesOf(res: request.Response): string {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
}

beforeAll(async () => {
  t = await createTestApp();
  const login = await request(t.app).post('/api/ecom/v1.0/user-login').send(DEMO);
  expect(login.status).toBe(200);
  signedIn = cookiesOf(login);
  const cart = await request(t.app).post('/api/ecom/v1.0/create-cart').send({});
  expect(cart.status).toBe(200);
  withCart = cookiesOf(cart);
  expect(withCart).toMatch(/cart_id=/);
});
afterAll(() => t.close());

const page = (path: string, cookie = '') =>
  request(t.app).get(path).set('User-Agent', BROWSER_UA).set('Cookie', cookie);

describe('pages', () => {
  it.each(['/', '/products/gentle-foaming-cleanser', '/shop', '/about'])(
    'anonymous %s keeps private, no-cache',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it.each(['/cart', '/account/login', '/account/register'])('%s is private, no-store even anonymous', async (path) => {
    const res = await page(path);
    expect(res.headers['cache-control']).toBe(PERSONAL);
  });

  it.each(['/', '/products/gentle-foaming-cleanser', '/account/home', '/account/orders', '/cart', '/no-such-page'])(
    'signed in: %s is private, no-store',
    async (path) => {
      const res = await page(path, signedIn);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe(PERSONAL);
    },
  );

  it.each(['/', '/shop', '/cart'])('with a cart cookie: %s is private, no-store', async (path) => {
    const res = await page(path, withCart);
    expect(res.headers['cache-control']).toBe(PERSONAL);
  });
});

describe('/api answers', () => {
  it.each([
    ['user-info', {}, signedInCookie],
    ['order-detail', { orderId: 'gid://shopify/Order/1' }, signedInCookie],
    ['generate-ordergroove-cookie', {}, signedInCookie],
    ['get-cart', {}, cartCookie],
    ['create-cart', {}, (): string => ''],
    ['user-info', {}, (): string => ''],
    ['order-detail', { orderId: 'gid://shopify/Order/1' }, (): string => ''],
    ['user-login', { email: 'nobody@example.com', password: 'wrong-password' }, (): string => ''],
  ])('%s answers private, no-store', async (call, body, cookie) => {
    const res = await request(t.app).post(`/api/ecom/v1.0/${call}`).set('Cookie', cookie()).send(body);
    expect(res.status, `${call} ${res.text}`).not.toBe(404);
    expect(res.headers['cache-control'], `${call} ${res.status}`).toBe(PERSONAL);
  });

  it('logout answers private, no-store', async () => {
    const res = await request(t.app).post('/api/session/logout').set('Cookie', signedIn);
    expect(res.headers['cache-control']).toBe(PERSONAL);
  });

  it('a public catalog answer stays no-store (shared on the server only)', async () => {
    const res = await request(t.app).post('/api/cms/v1.0/get-announcements').send({});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

function signedInCookie(): string {
  return signedIn;
}
function cartCookie(): string {
  return withCart;
}
