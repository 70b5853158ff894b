import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleared, setCookie } from '../test-support/backend-fixture';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Items 1 (cookie half) and 9, on the real app with the embedded backend: a session or
// cart cookie that does not look like one, or comes twice, is signed out / no cart. Before the
// fix a `session_token=%00` reached `proxyReq.setHeader` and killed the process.

const ECOM = '/api/ecom/v1.0';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const address = { address1: '1 Main St', city: 'Austin', zip: '73301', provinceCode: 'TX' };

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp();
  https = await createTestApp({ SITE_URL: 'https://shop.test' });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
});

const tokenOf = (line: string | undefined) => decodeURIComponent(line!.split(';')[0]!.split('=')[1]!);

async function signIn(app: TestApp, name = 'session_token') {
  const res = await request(app.app).post(`${ECOM}/user-login`).send(DEMO);
  expect(res.status).toBe(200);
  return tokenOf(setCookie(res.headers, name));
}

async function stillServing(app: TestApp) {
  const res = await request(app.app).get('/healthz');
  expect(res.status).toBe(200);
}

describe('a session cookie that is no token', () => {
  it.each([
    ['order-detail', { orderId: 'gid://shopify/Order/1' }, 401],
    ['create-user-address', { address }, 401],
    ['update-customer', { customer: { firstName: 'X' } }, 401],
    ['generate-ordergroove-cookie', {}, 401],
    ['create-cart', {}, 200],
  ])(
    '%s with a NUL, CR LF or U+2028 in the token → %i as signed out, the process keeps serving',
    async (call, body, status) => {
      for (const cookie of ['session_token=%00', 'session_token=a%0D%0AX-Evil:%201', 'session_token=%E2%80%A8x']) {
        const res = await request(http.app).post(`${ECOM}/${call}`).set('cookie', cookie).send(body);
        expect(res.status, `${call} ${cookie}`).toBe(status);
      }
      await stillServing(http);
    },
  );

  it('user-info: signed out and the refused cookies are cleared', async () => {
    const res = await request(http.app).post(`${ECOM}/user-info`).set('cookie', 'session_token=%00').send({});
    expect(res.body).toEqual({ user: null });
    expect(isCleared(setCookie(res.headers, 'session_token'))).toBe(true);
  });

  it('a page render with the same cookies is no server error', async () => {
    const res = await request(http.app).get('/').set('cookie', 'session_token=%00; cart_id=%00');
    expect(res.status).toBe(200);
  });
});

describe('a cart cookie that is no cart id', () => {
  it.each([['cart_id=%00'], ['cart_id=current'], ['cart_id=gid%3A%2F%2Fshopify%2FCart%2F1%0D%0A']])(
    '%s → no cart',
    async (cookie) => {
      const res = await request(http.app).post(`${ECOM}/get-cart`).set('cookie', cookie).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cart: null });
    },
  );
});

describe('duplicate cookies', () => {
  it('two session_token cookies → signed out, even when one is valid', async () => {
    const token = await signIn(http);
    const alone = await request(http.app).post(`${ECOM}/user-info`).set('cookie', `session_token=${token}`).send({});
    expect(alone.body.user.email).toBe(DEMO.email);
    for (const cookie of [
      `session_token=${token}; session_token=${'A'.repeat(43)}`,
      `session_token=${'A'.repeat(43)}; session_token=${token}`,
      `session_token=${token}; session_token=${token}`,
    ]) {
      const res = await request(http.app).post(`${ECOM}/user-info`).set('cookie', cookie).send({});
      expect(res.body, cookie).toEqual({ user: null });
      const address401 = await request(http.app)
        .post(`${ECOM}/create-user-address`)
        .set('cookie', cookie)
        .send({ address });
      expect(address401.status).toBe(401);
    }
  });

  it('two expiry cookies → signed out', async () => {
    const token = await signIn(http);
    const res = await request(http.app)
      .post(`${ECOM}/user-info`)
      .set('cookie', `session_token=${token}; session_expires_at=a; session_expires_at=b`)
      .send({});
    expect(res.body).toEqual({ user: null });
  });

  it('two cart cookies → no cart', async () => {
    const created = await request(http.app).post(`${ECOM}/create-cart`).send({});
    const cartId = created.body.cart.id as string;
    const one = await request(http.app)
      .post(`${ECOM}/get-cart`)
      .set('cookie', `cart_id=${encodeURIComponent(cartId)}`)
      .send({});
    expect(one.body.cart.id).toBe(cartId);
    const two = await request(http.app)
      .post(`${ECOM}/get-cart`)
      .set('cookie', `cart_id=${encodeURIComponent(cartId)}; cart_id=${encodeURIComponent(cartId)}`)
      .send({});
    expect(two.body).toEqual({ cart: null });
  });
});

describe('__Host- cookie names on an https site', () => {
  it('sign-in sets __Host- cookies: Secure, Path=/, no Domain; no plain-named session cookie', async () => {
    const res = await request(https.app).post(`${ECOM}/user-login`).send(DEMO);
    for (const name of ['__Host-session_token', '__Host-session_expires_at']) {
      const line = setCookie(res.headers, name)!;
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect(setCookie(res.headers, 'session_token')).toBeUndefined();
  });

  it('reads only the prefixed names: a plain session_token (planted by a subdomain) is ignored', async () => {
    const token = await signIn(https, '__Host-session_token');
    const prefixed = await request(https.app)
      .post(`${ECOM}/user-info`)
      .set('cookie', `__Host-session_token=${token}`)
      .send({});
    expect(prefixed.body.user.email).toBe(DEMO.email);
    const plain = await request(https.app).post(`${ECOM}/user-info`).set('cookie', `session_token=${token}`).send({});
    expect(plain.body).toEqual({ user: null });
  });

  it('the cart cookie is __Host-cart_id', async () => {
    const res = await request(https.app).post(`${ECOM}/create-cart`).send({});
    expect(setCookie(res.headers, '__Host-cart_id')).toMatch(/; Secure/);
    expect(setCookie(res.headers, 'cart_id')).toBeUndefined();
  });
});
