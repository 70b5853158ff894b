import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ACTION_PATH, CART_INTENTS } from '../../shared/contract/cart-action';
import type { Cart } from '../../shared/contract/models';
import { setCookie } from '../test-support/backend-fixture';
import { cartOf, newBrowser, postForm, postJson, SITE_ORIGIN, variantIds } from '../test-support/cart-action-client';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// Who may post the cart action and what it can reach: same-site only, urlencoded or
// JSON within 32 kB, back to this site only, and only ever the browser's own cart.

const PLAIN = 'gentle-foaming-cleanser';
let t: TestApp;
let variantId: string;
beforeAll(async () => {
  t = await createTestApp();
  variantId = (await variantIds(t, [PLAIN])).get(PLAIN)!;
});
afterAll(() => t.close());

const post = () => request(t.app).post(CART_ACTION_PATH).set('User-Agent', BROWSER_UA);

describe('admission', () => {
  it.each([
    [
      'a form from another site',
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      'form',
      403,
      /text\/html/,
    ],
    [
      'JSON from another site',
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      'json',
      403,
      /application\/json/,
    ],
    ['Origin: null without Sec-Fetch-Site', { Origin: 'null' }, 'form', 403, /text\/html/],
    [
      'text/plain (what a cross-site form may send without preflight)',
      { Origin: SITE_ORIGIN },
      'text',
      415,
      /text\/html/,
    ],
  ])('%s → %s, no cart made', async (_name, headers, type, status, contentType) => {
    const body =
      type === 'json'
        ? JSON.stringify({ intent: 'add', variantId })
        : `intent=add&variantId=${encodeURIComponent(variantId)}`;
    const res = await post().set(headers).type(type).send(body);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(contentType);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(setCookie(res.headers, 'cart_id')).toBeUndefined();
    if (type === 'json') expect(res.body.error).toMatch(/another site/);
  });

  it('Origin: null with Sec-Fetch-Site: same-origin (a browser under no-referrer) is admitted', async () => {
    const res = await post()
      .set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send(`intent=add&variantId=${encodeURIComponent(variantId)}`);
    expect(res.status).toBe(303);
  });

  it.each(['form', 'json'])('a %s body over 32 kB → 413, the cart unchanged', async (type) => {
    const browser = newBrowser(t);
    const {
      body: { cart },
    } = await postJson(browser, { intent: 'add', variantId });
    const note = 'x'.repeat(33 * 1024);
    const res =
      type === 'json'
        ? await postJson(browser, { intent: 'note', note })
        : await postForm(browser, { intent: 'note', note });
    expect(res.status).toBe(413);
    expect(await cartOf(browser)).toEqual(cart);
  });

  it.each([
    ['//evil.example', '/cart'],
    ['https://evil.example/cart', '/cart'],
    ['/%2F%2Fevil.example', '/cart'],
    ['/account/login', '/cart'],
    ['/shop?sort=new#top', '/shop?sort=new#top'],
  ])('returnTo %s → 303 to %s', async (returnTo, location) => {
    const res = await postForm(newBrowser(t), { intent: 'add', variantId, returnTo });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(location);
  });

  it('GET /cart is still the cart page', async () => {
    const res = await newBrowser(t).get('/cart');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('cart-id tampering: only ever the browser’s own cart', () => {
  const FORGED = 'gid://shopify/Cart/0123456789abcdef0123456789abcdef';

  it("a forged cart cookie → 'Cart not found' upstream: add starts a new cart and replaces the stale cookie", async () => {
    const res = await postJson(newBrowser(t), { intent: 'add', variantId }).set(
      'cookie',
      `cart_id=${encodeURIComponent(FORGED)}`,
    );
    expect(res.status).toBe(200);
    const cart = res.body.cart as Cart;
    expect(cart.id).not.toBe(FORGED);
    expect(cart.lineItems).toHaveLength(1);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(cart.id));
  });

  it('a forged cookie on a change other than add → 404 and the stale cookie cleared', async () => {
    const res = await postJson(newBrowser(t), { intent: 'note', note: 'x' }).set(
      'cookie',
      `cart_id=${encodeURIComponent(FORGED)}`,
    );
    expect(res.status).toBe(404);
    expect(setCookie(res.headers, 'cart_id')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it.each(['not-a-cart-id', 'gid://shopify/Cart/x?key=<script>'])(
    'a malformed cookie (%s) is no cart: add makes a new one',
    async (value) => {
      const res = await postJson(newBrowser(t), { intent: 'add', variantId }).set(
        'cookie',
        `cart_id=${encodeURIComponent(value)}`,
      );
      expect(res.status).toBe(200);
      expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent((res.body.cart as Cart).id));
    },
  );

  it("another visitor's cart id in the body is refused (strict schema); both carts unchanged", async () => {
    const alice = newBrowser(t);
    const aliceCart = (await postJson(alice, { intent: 'add', variantId, quantity: 2 })).body.cart as Cart;
    const mallory = newBrowser(t);
    const malloryCart = (await postJson(mallory, { intent: 'add', variantId })).body.cart as Cart;
    for (const body of [
      { intent: 'clear', cartId: aliceCart.id },
      { intent: 'note', note: 'pwned', cartId: aliceCart.id },
    ]) {
      const res = await postJson(mallory, body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('cartId');
    }
    expect(await cartOf(alice)).toEqual(aliceCart);
    expect(await cartOf(mallory)).toEqual(malloryCart);
  });
});

describe('never a 500', () => {
  const field = fc.oneof(
    fc.constantFrom(
      'intent',
      'variantId',
      'quantity',
      'lineId',
      'code',
      'note',
      'sellingPlanId',
      'returnTo',
      'cartId',
      '__proto__',
    ),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    fc.constantFrom(...CART_INTENTS, '', '0', '-1', '1e3', 'NaN', 'gid://shopify/CartLine/x'),
    fc.string({ maxLength: 40 }),
  );

  it('any record of string fields, posted as JSON or a form, is answered 2xx/3xx/4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 5 }), fc.boolean(), async (fields, asJson) => {
        const browser = newBrowser(t);
        const res = asJson ? await postJson(browser, fields) : await postForm(browser, fields);
        expect(res.status).toBeLessThan(500);
        if (asJson && res.status === 400) expect(typeof res.body.field).toBe('string');
      }),
      { numRuns: 40 },
    );
  });
});

describe('the upstream down', () => {
  it('JSON → 502 with a message, never a stack; a form → 303 back with the message as an alert', async () => {
    // A port nothing listens on: every call fails to connect.
    const down = await createTestApp({
      UPSTREAM_ECOM_URL: 'http://127.0.0.1:9',
      UPSTREAM_CMS_URL: 'http://127.0.0.1:9',
      UPSTREAM_TIMEOUT_MS: '2000',
    });
    try {
      const json = await request(down.app)
        .post(CART_ACTION_PATH)
        .set({ Origin: SITE_ORIGIN })
        .send({ intent: 'add', variantId: 'v1' });
      expect(json.status).toBe(502);
      expect(json.body).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });
      const form = await request(down.app)
        .post(CART_ACTION_PATH)
        .set({ Origin: SITE_ORIGIN })
        .type('form')
        .send('intent=add&variantId=v1');
      expect(form.status).toBe(303);
      expect(decodeURIComponent(setCookie(form.headers, 'cart_notice') ?? '')).toMatch(
        /"kind":"error","text":"[^"]*temporarily unavailable/,
      );
    } finally {
      await down.close();
    }
  });
});
