import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED, checkoutSteps, control, textOf } from './backend/checkout/checkout-test-steps';
import { isCleared, setCookie } from './test-support/backend-fixture';
import { createTestApp, type TestApp } from './test-support/test-app';

// Through the BFF: the embedded backend's hosted checkout on the shop's origin
// (/checkout/* passed through with the BFF's headers), checkout-url's answer, the cart cookie
// after the order, and a signed-in purchase in the account's order history.

const ECOM = '/api/ecom/v1.0';
const SHOP = 'http://shop.test';
let f: TestApp;
let variantId: string;

beforeAll(async () => {
  f = await createTestApp();
  const { products } = (await request(f.app).post(`${ECOM}/get-all-products`).send({})).body as {
    products: { handle: string }[];
  };
  const { product } = (await request(f.app).post(`${ECOM}/get-product-by-handle`).send({ handle: products[0]!.handle }))
    .body;
  variantId = product.variants[0].id;
}, 60_000);
afterAll(() => f.close());

/** A shopper with a cart (cookie) and the checkout path checkout-url answers, as the Checkout button follows it. */
/** The `cookie` header a browser would send after these Set-Cookie lines. */
function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function shopperAtCheckout(agent = request.agent(f.app)) {
  await agent
    .post(`${ECOM}/add-cart-line-items`)
    .send({ lineItems: [{ variantId, quantity: 2 }] })
    .expect(200);
  const { cart } = (await agent.post(`${ECOM}/get-cart`).send({})).body;
  const { url } = (await agent.post(`${ECOM}/checkout-url`).send({ cartUrl: cart.checkoutUrl }).expect(200)).body as {
    url: string;
  };
  expect(url).toMatch(new RegExp(`^${SHOP}/checkout/[0-9a-f]{64}$`));
  return { agent, cart, path: new URL(url).pathname };
}

describe('hosted checkout through the BFF', () => {
  it("serves the checkout on the shop's origin with the BFF's security headers, no cookies passed on", async () => {
    const { path, cart } = await shopperAtCheckout();
    const start = await request(f.app).get(path);
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe(`${path}/information`);
    const page = await request(f.app).get(`${path}/information`).set('cookie', 'session=should-not-travel');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).not.toMatch(/<script/);
    const css = await request(f.app).get('/checkout/assets/checkout.css');
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    // the shop's typefaces, served by the checkout itself and named by its stylesheet
    for (const file of css.text.match(/\/checkout\/assets\/fonts\/[\w.]+/g) ?? []) {
      const font = await request(f.app).get(file).buffer(true);
      expect([font.status, font.headers['content-type'], font.body.subarray(0, 4).toString()]).toEqual([
        200,
        'font/woff2',
        'wOF2',
      ]);
    }
    expect(css.text.match(/font-family:'(\w+) Variable'/g)).toEqual([
      "font-family:'Inter Variable'",
      "font-family:'Fraunces Variable'",
    ]);
    expect((await request(f.app).get('/checkout/assets/fonts/other.woff2')).status).toBe(404);
    // without JavaScript the cart's own link opens the same checkout
    const noJs = await request(f.app).get(new URL(cart.checkoutUrl).pathname + new URL(cart.checkoutUrl).search);
    expect(noJs.headers.location).toBe(path);
    // a cross-site form post is refused
    const forged = await request(f.app)
      .post(`${path}/information`)
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ email: 'x@example.com' });
    expect(forged.status).toBe(403);
  });

  it('a guest purchase ends in a confirmation; the cart is gone and the shop drops its cookie', async () => {
    const { agent, path } = await shopperAtCheckout();
    const s = checkoutSteps(f.app, path, { origin: SHOP });
    const guards = await s.toPayment();
    const placed = await s.place({
      ...APPROVED,
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: guards.reviewFingerprint,
    });
    expect(placed.status).toBe(303);
    const confirmation = textOf((await s.get(placed.headers.location as string)).text);
    expect(confirmation).toMatch(/Your order number is #\d+/);
    expect(confirmation).toContain('Continue shopping');
    const after = await agent.post(`${ECOM}/get-cart`).send({});
    expect(after.status).toBe(404);
    expect(after.body).toEqual({ error: 'Cart not found' });
    expect(isCleared(setCookie(after.headers, 'cart_id'))).toBe(true);
  });

  it('10 concurrent place-order POSTs through the BFF make exactly one order', async () => {
    const { path } = await shopperAtCheckout();
    const s = checkoutSteps(f.app, path);
    const guards = await s.toPayment();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.place({ ...APPROVED, idempotencyKey: guards.idempotencyKey, reviewFingerprint: guards.reviewFingerprint }),
      ),
    );
    expect(new Set(results.map((r) => `${r.status} ${r.headers.location}`))).toEqual(
      new Set([`303 ${path}/confirmation`]),
    );
    const numbers = await Promise.all(
      results.slice(0, 3).map(async (r) => /#(\d+)/.exec(textOf((await s.get(r.headers.location as string)).text))![1]),
    );
    expect(new Set(numbers).size).toBe(1);
  });

  it('a signed-in purchase shows at once in user-info and order-detail', async () => {
    const agent = request.agent(f.app);
    const login = await agent
      .post(`${ECOM}/user-login`)
      .send({ email: 'demo@example.com', password: 'Demo1234!' })
      .expect(200);
    const before = (await agent.post(`${ECOM}/user-info`).send({})).body.user.orders.length as number;
    const { path } = await shopperAtCheckout(agent);
    // the browser's cookies: the BFF passes the session on, the backend opens the customer's checkout
    const s = checkoutSteps(f.app, path, { cookie: cookieHeader(login.headers['set-cookie']) });
    const info = await s.get(`${path}/information`);
    expect(info.text).toContain('value="demo@example.com"');
    const savedId = control(info.text, 'savedAddress')!.value!;
    await s.information({ email: 'demo@example.com', savedAddress: savedId }).expect(303);
    await s.shipping('express').expect(303);
    const guards = await s.guards();
    await s
      .place({ ...APPROVED, idempotencyKey: guards.idempotencyKey, reviewFingerprint: guards.reviewFingerprint })
      .expect(303);

    const user = (await agent.post(`${ECOM}/user-info`).send({})).body.user;
    expect(user.orders).toHaveLength(before + 1);
    const newest = user.orders.reduce((a: { orderNumber: number }, b: { orderNumber: number }) =>
      b.orderNumber > a.orderNumber ? b : a,
    );
    expect(newest.status).toBe('processing');
    const { order } = (await agent.post(`${ECOM}/order-detail`).send({ orderId: newest.id })).body;
    // the product bought, and any gift line the BFF's gift rules added, at $0.00
    expect(
      order.lineItems
        .filter((l: { quantity: number; price: number }) => l.price > 0)
        .map((l: { quantity: number }) => l.quantity),
    ).toEqual([2]);
    expect(newest.itemCount).toBe(order.lineItems.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0));
    expect(order.shippingAddress.zip).toMatch(/^\d{5}/);
    expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.shipping + order.tax, 2);
    expect(order.shipping).toBe(14.95);
  });

  it("after sign-out the checkout link of the customer's cart shows nothing of theirs (a link kept in the browser's history)", async () => {
    const agent = request.agent(f.app);
    const login = await agent
      .post(`${ECOM}/user-login`)
      .send({ email: 'demo@example.com', password: 'Demo1234!' })
      .expect(200);
    const { path, cart } = await shopperAtCheckout(agent);
    const cookie = cookieHeader(login.headers['set-cookie']);
    expect((await request(f.app).get(`${path}/information`).set('cookie', cookie)).text).toContain(
      'value="demo@example.com"',
    );
    await agent.post('/api/session/logout').set('origin', SHOP).expect(204);
    const link = new URL(cart.checkoutUrl);
    for (const target of [`${path}/information`, link.pathname + link.search]) {
      // the old cookies (revoked) and none at all
      for (const res of [await request(f.app).get(target).set('cookie', cookie), await request(f.app).get(target)]) {
        expect(res.status).toBe(401);
        expect(textOf(res.text)).toContain('Sign in to continue');
        expect(res.text).not.toMatch(/demo@example\.com|Ship to one of your addresses/);
      }
    }
  });

  it('with an external upstream the shop does not serve /checkout (that upstream keeps its own)', async () => {
    const external = await createTestApp({ UPSTREAM_ECOM_URL: f.backendUrl, UPSTREAM_CMS_URL: f.backendUrl });
    try {
      const res = await request(external.app).get('/checkout/assets/checkout.css');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    } finally {
      await external.close();
    }
  });
});
