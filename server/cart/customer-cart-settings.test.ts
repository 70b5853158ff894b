import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFESSIONAL_NAME_ERROR } from '../../shared/messages';
import { PROFESSIONAL_NAME_LIMIT } from '../../shared/cart-constants';
import type { Cart, Location } from '../../shared/contract/models';
import { CART_ACTION_PATH } from '../../shared/contract/cart-action';
import { DEMO } from '../backend/test-fixtures/seed-fixture';
import { setCookie, startBreakableStoreApp, TEST_SITE_URL } from '../test-support/backend-fixture';

// "the chosen professional is applied to every cart the signed-in visitor has" (SPEC
// sections 3, 4 "Chosen professional", 5 and 8), through the whole app and the backend's test
// store. Sign-in itself is proven in server/api/sign-in-settle.test.ts; here: the choice, and
// every cart created later. Each supertest agent is one browser with its own cookie jar.

const ECOM = '/api/ecom/v1.0';
const DEMO_PRO = 'NY Pro';
const DEMO_IDENTITY = {
  email: DEMO.email,
  phone: null,
  countryCode: 'US',
  customer: { id: 'gid://shopify/Customer/1', email: DEMO.email },
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
};

let f: Awaited<ReturnType<typeof startBreakableStoreApp>>;
let cleanser: string;
/** pro-la: a name of 66 characters. */
let longNamed: Location;

beforeAll(async () => {
  f = await startBreakableStoreApp();
  cleanser = (await f.backend.call('get-product-by-handle', { handle: 'gentle-cleanser' })).body.product!.variants[0]!
    .id;
  longNamed = (await f.backend.call('store-locations', {})).body.locations.find((l) => l.id === 'pro-la')!;
});
afterAll(() => f.close());
beforeEach(() => f.mend());

type Browser = ReturnType<typeof request.agent>;
const browser = (): Browser => request.agent(f.app);
const post = (agent: Browser, call: string, body: object = {}) => agent.post(`${ECOM}/${call}`).send(body);

async function addToCart(agent: Browser): Promise<request.Response> {
  const res = await post(agent, 'add-cart-line-items', { lineItems: [{ variantId: cleanser, quantity: 1 }] });
  expect(res.status, res.text).toBe(200);
  return res;
}

async function cartOf(agent: Browser): Promise<Cart | null> {
  const res = await post(agent, 'get-cart');
  expect(res.status, res.text).toBe(200);
  return res.body.cart as Cart | null;
}

const professionalOf = (cart: Cart | null) => cart?.attributes.find((a) => a.key === 'professional')?.value;

async function signIn(agent: Browser, email: string = DEMO.email, password: string = DEMO.password) {
  const res = await post(agent, 'user-login', { email, password });
  expect(res.body.errors, res.text).toEqual([]);
}

let users = 0;
/** A new customer with no professional and no address, signed in on a new browser without a cart. */
async function newCustomer(): Promise<Browser> {
  const email = `pro-${++users}@example.com`;
  await f.backend.call('user-create', { email, firstName: 'P', lastName: 'Q', password: 'pro-pass-123' });
  const agent = browser();
  await signIn(agent, email, 'pro-pass-123');
  return agent;
}

/**
 * What "Choose this professional" sends: the choice to the account, then the cart action's
 * 'professional' intent, which puts it on the cart. The account call's answer is returned.
 */
async function choose(agent: Browser, location: Location) {
  const { distance: _distance, ...chosen } = location;
  const saved = await post(agent, 'user-professional', { id: location.id, location: chosen });
  const marked = await agent
    .post(CART_ACTION_PATH)
    .set({ Origin: TEST_SITE_URL, 'Sec-Fetch-Site': 'same-origin' })
    .send({ intent: 'professional' });
  // The choice is never refused for its cart: a side step at most fails quietly (SPEC section 8).
  expect(marked.status, marked.text).toBe(200);
  expect(setCookie(marked.headers, 'cart_id')).toBeUndefined();
  return saved;
}

describe('choosing a professional puts it on the cart at once', () => {
  it('signed in with a cart: the attribute is the name cut to 59 characters', async () => {
    const agent = await newCustomer();
    await addToCart(agent);
    const res = await choose(agent, longNamed);
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.body.professional.value).id).toBe('pro-la');
    expect(longNamed.name.length).toBeGreaterThan(PROFESSIONAL_NAME_LIMIT);
    expect(professionalOf(await cartOf(agent))).toBe(
      Array.from(longNamed.name).slice(0, PROFESSIONAL_NAME_LIMIT).join(''),
    );
  });

  it('signed in without a cart: saved, no cart made for it', async () => {
    const agent = await newCustomer();
    const before = f.reached().length;
    const res = await choose(agent, longNamed);
    expect(res.body.errors).toEqual([]);
    expect(f.reached().slice(before)).toEqual(['user-professional']);
    expect(setCookie(res.headers, 'cart_id')).toBeUndefined();
    expect(await cartOf(agent)).toBeNull();
  });

  it('signed out: nothing saved, nothing set on the cart (the browser keeps the choice)', async () => {
    const agent = browser();
    await addToCart(agent);
    const res = await choose(agent, longNamed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ professional: null, errors: [] });
    expect(professionalOf(await cartOf(agent))).toBeUndefined();
  });

  it('a failing update-cart-attributes is swallowed: the choice is saved and answered as such', async () => {
    const agent = await newCustomer();
    await addToCart(agent);
    f.breakCall('update-cart-attributes');
    const res = await choose(agent, longNamed);
    f.mend();
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.body.professional.value).id).toBe('pro-la');
    expect(JSON.parse((await post(agent, 'user-info')).body.user.professional.value).id).toBe('pro-la');
    // the cart keeps what it had (made after the sign-in, when there was no professional)
    expect(professionalOf(await cartOf(agent))).toBe(PROFESSIONAL_NAME_ERROR);
  });
});

describe("a cart created after the sign-in is the customer's from the start", () => {
  it.each([
    ['create-cart', (agent: Browser) => post(agent, 'create-cart')],
    ['an add with no cart yet', addToCart],
  ])('%s: buyer identity and professional on the answer and on the cart', async (_case, make) => {
    // without a stored cart, the sign-in leaves this browser with none
    f.backend.db.prepare('UPDATE customers SET cart_id = NULL WHERE email = ?').run(DEMO.email);
    const agent = browser();
    await signIn(agent);
    expect(await cartOf(agent)).toBeNull();

    const res = await make(agent);
    expect(res.status, res.text).toBe(200);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(res.body.cart.id));
    expect(res.body.cart.buyerIdentity).toEqual(DEMO_IDENTITY);
    expect(professionalOf(res.body.cart)).toBe(DEMO_PRO);
    expect(await cartOf(agent)).toEqual(res.body.cart);
  });

  it("the cookie's cart is gone (e.g. placed as an order): the next add starts a cart that carries them", async () => {
    const agent = browser();
    await signIn(agent);
    const first = (await addToCart(agent)).body.cart as Cart;
    f.backend.db.prepare('DELETE FROM carts WHERE id = ?').run(first.id);
    const res = await addToCart(agent);
    expect(res.body.cart.id).not.toBe(first.id);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(res.body.cart.id));
    expect(res.body.cart.buyerIdentity).toEqual(DEMO_IDENTITY);
    expect(professionalOf(res.body.cart)).toBe(DEMO_PRO);
  });

  it(`a customer with no professional: '${PROFESSIONAL_NAME_ERROR}', identity without a delivery address`, async () => {
    const agent = await newCustomer();
    const cart = (await addToCart(agent)).body.cart as Cart;
    expect(professionalOf(cart)).toBe(PROFESSIONAL_NAME_ERROR);
    expect(cart.buyerIdentity).toMatchObject({
      email: `pro-${users}@example.com`,
      countryCode: 'US',
      deliveryAddressPreferences: null,
    });
  });

  it('a visitor (no session) pays nothing for it: no user-info, no attribute call', async () => {
    const agent = browser();
    const before = f.reached().length;
    const cart = (await addToCart(agent)).body.cart as Cart;
    expect(f.reached().slice(before)).not.toContain('user-info');
    expect(f.reached().slice(before)).not.toContain('update-cart-attributes');
    expect(professionalOf(cart)).toBeUndefined();
    expect(cart.buyerIdentity.email).toBeNull();
  });

  it('a signed-in add to an existing cart asks nothing more', async () => {
    const agent = await newCustomer();
    await addToCart(agent);
    const before = f.reached().length;
    await addToCart(agent);
    expect(f.reached().slice(before)).not.toContain('user-info');
  });

  it.each([['user-info'], ['update-cart-attributes']])(
    '%s failing: the add still succeeds with its new cart',
    async (call) => {
      const agent = await newCustomer();
      f.breakCall(call);
      const res = await post(agent, 'add-cart-line-items', { lineItems: [{ variantId: cleanser, quantity: 2 }] });
      f.mend();
      expect(res.status, res.text).toBe(200);
      expect(res.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
      expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(res.body.cart.id));
      expect(professionalOf(res.body.cart)).toBeUndefined();
    },
  );
});
