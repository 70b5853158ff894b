import request from 'supertest';
import { SIGN_IN_NOT_COMPLETED_MESSAGE } from '../../shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contract/models';
import { DEMO, FIXTURE_NOW } from '../backend/test-fixtures/seed-fixture';
import { isCleared, setCookie, startBreakableStoreApp } from '../test-support/backend-fixture';

// What follows a sign-in (SPEC sections 4, 5, 8 and 9), on the real app (boot:
// gift rules, every /api handler) and the embedded backend's test store. Each supertest agent
// is one browser with its own cookie jar.

const ECOM = '/api/ecom/v1.0';
const GIFT = { key: '_isGWP', value: 'true' };
const SESSION_COOKIES = ['session_token', 'session_expires_at'];
const SIGNED_OUT_COOKIES = [...SESSION_COOKIES, 'cart_id', 'og_auth'];

let f: Awaited<ReturnType<typeof startBreakableStoreApp>>;
let serum: string;
let cleanser: string;
/** Every answer body the browsers got, to prove no token ever reached one. */
const bodies: string[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  f = await startBreakableStoreApp();
  const variant = async (handle: string) =>
    (await f.backend.call('get-product-by-handle', { handle })).body.product!.variants[0]!.id;
  serum = await variant('vitamin-c-serum'); // $68
  cleanser = await variant('gentle-cleanser'); // $30
});
afterAll(() => f.close());
beforeEach(() => f.mend());

type Browser = ReturnType<typeof request.agent>;
const browser = (): Browser => request.agent(f.app);

async function post(agent: Browser, call: string, body: object = {}) {
  const res = await agent.post(`${ECOM}/${call}`).send(body);
  bodies.push(res.text);
  return res;
}

async function addToCart(agent: Browser, variantId: string, quantity: number): Promise<Cart> {
  const res = await post(agent, 'add-cart-line-items', { lineItems: [{ variantId, quantity }] });
  expect(res.status, res.text).toBe(200);
  return res.body.cart as Cart;
}

async function cartOf(agent: Browser): Promise<Cart | null> {
  const res = await post(agent, 'get-cart');
  expect(res.status, res.text).toBe(200);
  return res.body.cart as Cart | null;
}

async function signIn(agent: Browser, email = DEMO.email, password = DEMO.password) {
  const res = await post(agent, 'user-login', { email, password });
  expect(res.status, res.text).toBe(200);
  const line = setCookie(res.headers, 'session_token');
  if (line && !isCleared(line)) tokens.push(decodeURIComponent(line.split(';')[0]!.split('=')[1]!));
  return res;
}

const token = () => tokens.at(-1)!;
const storedCartId = async () => (await f.backend.call('user-info', {}, token())).body.user!.cartId;
/** [handle, quantity, gift] of each line, in cart order. */
const lines = (cart: Cart | null) =>
  (cart?.lineItems ?? []).map((l) => [
    l.product.handle,
    l.quantity,
    l.attributes.some((a) => a.key === GIFT.key && a.value === GIFT.value),
  ]);
const cartIdCookie = (res: request.Response) => setCookie(res.headers, 'cart_id');

function expectSignedIn(res: request.Response) {
  expect(res.body.errors).toEqual([]);
  expect(typeof res.body.expiresAt).toBe('string');
  for (const name of SESSION_COOKIES) {
    expect(setCookie(res.headers, name)).toBeDefined();
    expect(isCleared(setCookie(res.headers, name))).toBe(false);
  }
}

describe('the cart follows the customer (three browsers, one customer)', () => {
  let one: Browser, two: Browser, three: Browser, four: Browser;
  let firstCart: Cart;
  beforeAll(() => {
    [one, two, three, four] = [browser(), browser(), browser(), browser()];
  });

  it('browser 1 signs in with a visitor cart: the cart keeps its lines, gets the buyer identity and the professional; og_auth is set', async () => {
    firstCart = await addToCart(one, cleanser, 2);
    const res = await signIn(one);
    expectSignedIn(res);
    expect(cartIdCookie(res), 'the cart cookie stays as it is').toBeUndefined();
    const og = setCookie(res.headers, 'og_auth');
    expect(og).toMatch(/^og_auth=1%7C\d+%7C/);
    expect(isCleared(og)).toBe(false);

    const cart = await cartOf(one);
    expect(cart!.id).toBe(firstCart.id);
    expect(lines(cart)).toEqual([['gentle-cleanser', 2, false]]);
    expect(cart!.buyerIdentity).toEqual({
      email: DEMO.email,
      phone: null,
      countryCode: 'US',
      customer: { id: 'gid://shopify/Customer/1', email: DEMO.email },
      // the default address (SPEC section 3's buyer-identity fields; province from provinceCode)
      deliveryAddressPreferences: {
        deliveryAddress: {
          address1: '20 Oak St',
          address2: '',
          city: 'Dallas',
          company: '',
          country: 'United States',
          firstName: 'Demo',
          lastName: 'Customer',
          phone: '',
          province: 'TX',
          zip: '75201',
        },
      },
    });
    expect(cart!.attributes).toContainEqual({ key: 'professional', value: 'NY Pro' });
    // the backend now keeps this cart as the customer's
    expect(await storedCartId()).toBe(firstCart.id);
  });

  it("browser 2 signs in without a cart: it gets the customer's cart (same lines)", async () => {
    expect(await cartOf(two)).toBeNull();
    const res = await signIn(two);
    expectSignedIn(res);
    expect(cartIdCookie(res)).toContain(encodeURIComponent(firstCart.id));
    const cart = await cartOf(two);
    expect(cart!.id).toBe(firstCart.id);
    expect(lines(cart)).toEqual([['gentle-cleanser', 2, false]]);
  });

  it('browser 3 signs in with its own visitor cart: lines of both, gifts recomputed on the total', async () => {
    const visitor = await addToCart(three, serum, 1);
    // $68 alone and $60 alone are both under the $100 gift rule
    expect(lines(visitor)).toEqual([['vitamin-c-serum', 1, false]]);
    const res = await signIn(three);
    expectSignedIn(res);
    expect(cartIdCookie(res)).toBeUndefined();
    const cart = await cartOf(three);
    expect(cart!.id).toBe(visitor.id);
    expect(lines(cart)).toEqual([
      ['vitamin-c-serum', 1, false],
      ['gentle-cleanser', 2, false],
      ['travel-lip-balm', 1, true],
    ]);
    expect(cart!.buyerIdentity.email).toBe(DEMO.email);
    // the visitor's cart became the customer's cart
    expect(await storedCartId()).toBe(visitor.id);
  });

  it('browser 4 with a gift of its own: the same variant adds up and there is still one gift line', async () => {
    const visitor = await addToCart(four, serum, 2);
    expect(lines(visitor)).toEqual([
      ['vitamin-c-serum', 2, false],
      ['travel-lip-balm', 1, true],
    ]);
    await signIn(four);
    const cart = await cartOf(four);
    expect(lines(cart)).toEqual([
      ['vitamin-c-serum', 3, false],
      ['travel-lip-balm', 1, true],
      ['gentle-cleanser', 2, false],
    ]);
  });
});

describe('the professional attribute (SPEC sections 3 and 5)', () => {
  it("'Error with professional name' without one; the chosen one's name cut to 59 characters; no address, no delivery preference", async () => {
    const email = 'no-pro@example.com';
    await f.backend.call('user-create', { email, firstName: 'N', lastName: 'P', password: 'no-pro-pass-1' });
    const first = browser();
    await addToCart(first, cleanser, 1);
    await signIn(first, email, 'no-pro-pass-1');
    const cart = (await cartOf(first))!;
    expect(cart.attributes).toContainEqual({ key: 'professional', value: 'Error with professional name' });
    expect(cart.buyerIdentity).toMatchObject({
      email,
      phone: null,
      countryCode: 'US',
      deliveryAddressPreferences: null,
    });

    const location = (await f.backend.call('store-locations', {})).body.locations.find((l) => l.id === 'pro-la')!;
    const { distance: _distance, ...chosen } = location;
    await f.backend.call('user-professional', { id: 'pro-la', location: chosen }, token());
    const second = browser();
    await addToCart(second, serum, 1);
    await signIn(second, email, 'no-pro-pass-1');
    const value = (await cartOf(second))!.attributes.find((a) => a.key === 'professional')!.value;
    expect(value).toBe(Array.from(location.name).slice(0, 59).join(''));
    expect(location.name.length).toBeGreaterThan(59);
  });
});

describe('a failing side step never fails the sign-in (SPEC section 8)', () => {
  it.each([
    ['update-cart-buyer-identity'],
    ['update-cart-attributes'],
    ['generate-ordergroove-cookie'],
    ['add-cart-line-items'],
    ['update-cart-line-items'],
  ])('%s refused by the backend: still signed in, the cart still there', async (call) => {
    const agent = browser();
    const visitor = await addToCart(agent, cleanser, 1);
    f.breakCall(call);
    const res = await signIn(agent);
    f.mend();
    expectSignedIn(res);
    if (call === 'generate-ordergroove-cookie') expect(setCookie(res.headers, 'og_auth')).toBeUndefined();
    else expect(setCookie(res.headers, 'og_auth')).toBeDefined();
    expect((await post(agent, 'user-info')).body.user.email).toBe(DEMO.email);
    expect((await cartOf(agent))!.id).toBe(visitor.id);
  });

  it("get-cart refused (the customer's stored cart cannot be read): the visitor's cart is kept", async () => {
    const agent = browser();
    const visitor = await addToCart(agent, cleanser, 1);
    f.breakCall('get-cart');
    const res = await signIn(agent);
    f.mend();
    expectSignedIn(res);
    expect(cartIdCookie(res)).toBeUndefined();
    expect((await cartOf(agent))!.id).toBe(visitor.id);
  });
});

describe('user-info after the sign-in (SPEC section 4)', () => {
  it.each([
    ['answers no user', { status: 200, body: { user: null } }],
    ['fails', { status: 500, body: { error: 'down' } }],
  ])('%s: the sign-in is undone, session, og_auth and cart cookies cleared', async (_case, answer) => {
    const agent = browser();
    await addToCart(agent, cleanser, 1);
    f.breakCall('user-info', answer);
    const res = await signIn(agent);
    f.mend();
    expect(res.body).toEqual({ errors: [{ message: SIGN_IN_NOT_COMPLETED_MESSAGE }] });
    for (const name of SIGNED_OUT_COOKIES) expect(isCleared(setCookie(res.headers, name)), name).toBe(true);
    expect((await post(agent, 'user-info')).body).toEqual({ user: null });
    expect(await cartOf(agent)).toBeNull();
  });
});

describe('session expiry (SPEC section 9: 6 hours)', () => {
  it('once expiresAt passes, the next request is signed out: an account page redirects to login, user-info answers null, cookies cleared either way', async () => {
    const [page, api] = [browser(), browser()];
    const res = await signIn(page);
    await signIn(api);
    const expiresAt = new Date(res.body.expiresAt as string);
    f.backend.setNow(new Date(expiresAt.getTime() - 60_000));
    expect((await post(page, 'user-info')).body.user.email, 'a minute before: still signed in').toBe(DEMO.email);
    expect((await page.get('/account/orders')).status).toBe(200);

    f.backend.setNow(expiresAt);
    try {
      const account = await page.get('/account/orders');
      expect(account.status).toBe(302);
      expect(account.headers.location).toMatch(/^\/account\/login(\?|$)/);
      for (const name of SIGNED_OUT_COOKIES)
        expect(isCleared(setCookie(account.headers, name)), `page: ${name}`).toBe(true);

      const info = await post(api, 'user-info');
      expect(info.body).toEqual({ user: null });
      for (const name of SIGNED_OUT_COOKIES)
        expect(isCleared(setCookie(info.headers, name)), `api: ${name}`).toBe(true);

      // the cookies are gone: the next requests carry no session at all
      for (const agent of [page, api]) {
        expect(
          (
            await post(agent, 'create-user-address', {
              address: { address1: '1 Main St', city: 'Austin', zip: '73301' },
            })
          ).status,
        ).toBe(401);
        expect((await agent.get('/account/orders')).headers['set-cookie']).toBeUndefined();
      }
    } finally {
      f.backend.setNow(FIXTURE_NOW);
    }
  });
});

describe('a token the upstream refuses on a page (an external upstream answering 401)', () => {
  it('signs the browser out silently (SPEC section 8): login redirect, cookies cleared', async () => {
    const agent = browser();
    await signIn(agent);
    f.breakCall('user-info', { status: 401, body: { error: 'Unauthorized' } });
    const page = await agent.get('/account/orders');
    f.mend();
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/account\/login(\?|$)/);
    for (const name of SIGNED_OUT_COOKIES) expect(isCleared(setCookie(page.headers, name)), name).toBe(true);
  });

  it('an outage is not a sign-out: the cookies stay', async () => {
    const agent = browser();
    await signIn(agent);
    f.breakCall('user-info', { status: 503, body: { error: 'down' } });
    const page = await agent.get('/account/orders');
    f.mend();
    expect(setCookie(page.headers, 'session_token')).toBeUndefined();
    expect((await post(agent, 'user-info')).body.user.email).toBe(DEMO.email);
  });
});

describe('the token', () => {
  it('never appears in an answer body', () => {
    expect(tokens.length).toBeGreaterThan(5);
    for (const t of tokens) for (const body of bodies) expect(body).not.toContain(t);
  });
});
