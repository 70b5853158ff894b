import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_NOT_FOUND_MESSAGE } from '../../shared/messages';
import type { Cart } from '../../shared/contract/models';
import { isCleared, setCookie, startBreakableStoreApp } from '../test-support/backend-fixture';
import { BROWSER_UA } from '../test-support/test-app';

// SPEC section 4 "Cart", the load sequence, through the whole app (pages and /api) and the
// backend's test store: a cart cookie → that cart is loaded; a cart the upstream no longer has →
// 'Cart not found', the cookie goes, the page still shows (empty) and the next add starts a new
// cart; no cookie → no cart call upstream until one is needed; every answer is the whole cart.

const ECOM = '/api/ecom/v1.0';
const CART_CALLS = ['get-cart', 'create-cart', 'add-cart-line-items'];

let f: Awaited<ReturnType<typeof startBreakableStoreApp>>;
let cleanser: string;
let serum: string;

beforeAll(async () => {
  f = await startBreakableStoreApp();
  const variant = async (handle: string) =>
    (await f.backend.call('get-product-by-handle', { handle })).body.product!.variants[0]!.id;
  cleanser = await variant('gentle-cleanser'); // $30
  serum = await variant('vitamin-c-serum'); // $68
});
afterAll(() => f.close());
beforeEach(() => f.mend());

type Browser = ReturnType<typeof request.agent>;
const browser = (): Browser => request.agent(f.app);
const post = (agent: Browser, call: string, body: object = {}) => agent.post(`${ECOM}/${call}`).send(body);
const page = (agent: Browser, path: string) => agent.get(path).set('User-Agent', BROWSER_UA);
/** The header's cart link, rendered on the server from the cookie's cart. */
const cartLabel = (html: string) => /aria-label="(Cart, [^"]*)"/.exec(html)?.[1];
/** The cart calls that reached the backend while `run` ran. */
async function cartCallsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = f.reached().length;
  await run();
  return f
    .reached()
    .slice(before)
    .filter((call) => CART_CALLS.includes(call));
}

async function add(agent: Browser, variantId = cleanser, quantity = 1): Promise<request.Response> {
  const res = await post(agent, 'add-cart-line-items', { lineItems: [{ variantId, quantity }] });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** The browser's cart made unknown upstream (gone, e.g. expired or placed): the cookie is now stale. */
const forget = (cart: Cart) => f.backend.db.prepare('DELETE FROM carts WHERE id = ?').run(cart.id);

describe('no cart cookie: no cart call upstream until one is needed', () => {
  it.each([['/'], ['/cart'], ['/shop']])('the page %s renders an empty cart without asking', async (path) => {
    const agent = browser();
    let res!: request.Response;
    expect(await cartCallsDuring(async () => (res = await page(agent, path)))).toEqual([]);
    expect(res.status).toBe(200);
    expect(cartLabel(res.text)).toBe('Cart, empty');
    expect(setCookie(res.headers, 'cart_id')).toBeUndefined();
  });

  it('get-cart answers no cart without asking; the first add creates the cart and sets the cookie', async () => {
    const agent = browser();
    let res!: request.Response;
    expect(await cartCallsDuring(async () => (res = await post(agent, 'get-cart')))).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: null });

    expect(await cartCallsDuring(async () => (res = await add(agent)))).toEqual(['create-cart']);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(res.body.cart.id));
  });
});

describe('a cart cookie: that cart is loaded', () => {
  it('on a page (the header counts its items) and through get-cart', async () => {
    const agent = browser();
    const cart = (await add(agent, cleanser, 2)).body.cart as Cart;
    const res = await page(agent, '/cart');
    expect(res.status).toBe(200);
    expect(cartLabel(res.text)).toBe('Cart, 2 items');
    expect(res.text).toContain('Gentle');
    expect((await post(agent, 'get-cart')).body.cart).toEqual(cart);
  });
});

describe("a stale cart cookie: 'Cart not found', start anew", () => {
  it("get-cart → 404 'Cart not found' and the cookie is cleared", async () => {
    const agent = browser();
    forget((await add(agent)).body.cart);
    const res = await post(agent, 'get-cart');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: CART_NOT_FOUND_MESSAGE });
    expect(isCleared(setCookie(res.headers, 'cart_id'))).toBe(true);
    // cleared: the next read asks nobody
    expect(await cartCallsDuring(() => post(agent, 'get-cart'))).toEqual([]);
  });

  it.each([['/'], ['/cart']])(
    'the page %s still renders (no 500) with an empty cart, and drops the stale cookie',
    async (path) => {
      const agent = browser();
      forget((await add(agent)).body.cart);
      const res = await page(agent, path);
      expect(res.status).toBe(200);
      expect(cartLabel(res.text)).toBe('Cart, empty');
      expect(isCleared(setCookie(res.headers, 'cart_id'))).toBe(true);
      // the next page asks nobody about it
      expect(await cartCallsDuring(() => page(agent, path))).toEqual([]);
    },
  );

  it('the next add starts a new cart with just that line, replacing the stale cookie', async () => {
    const agent = browser();
    const stale = (await add(agent, serum)).body.cart as Cart;
    forget(stale);
    const res = await add(agent, cleanser, 1);
    const fresh = res.body.cart as Cart;
    expect(fresh.id).not.toBe(stale.id);
    expect(fresh.lineItems.map((l) => [l.product.handle, l.quantity])).toEqual([['gentle-cleanser', 1]]);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent(fresh.id));
    expect((await post(agent, 'get-cart')).body.cart.id).toBe(fresh.id);
    expect(cartLabel((await page(agent, '/')).text)).toBe('Cart, 1 item');
  });

  it('a change other than add on a stale cart answers no cart and clears the cookie', async () => {
    const agent = browser();
    forget((await add(agent)).body.cart);
    const res = await post(agent, 'update-cart-note', { note: 'hello' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: null });
    expect(isCleared(setCookie(res.headers, 'cart_id'))).toBe(true);
  });
});

describe('every cart answer is the whole settled cart, the one the browser stores', () => {
  it.each([
    ['add-cart-line-items', () => ({ lineItems: [{ variantId: serum, quantity: 1 }] })],
    ['update-cart-line-items', (cart: Cart) => ({ lineItems: [{ lineId: cart.lineItems[0]!.id, quantity: 3 }] })],
    ['update-cart-note', () => ({ note: 'Gift wrap, please' })],
    ['update-cart-attributes', () => ({ attributes: [{ key: 'source', value: 'test' }] })],
    ['update-cart-discount-codes', () => ({ codes: ['FREESHIP'] })],
    ['remove-cart-line-items', (cart: Cart) => ({ lineItemIds: [cart.lineItems[0]!.id] })],
  ])('%s answers exactly what get-cart then reads', async (call, body) => {
    const agent = browser();
    const before = (await add(agent, cleanser, 1)).body.cart as Cart;
    const res = await post(agent, call, body(before));
    expect(res.status, res.text).toBe(200);
    expect(res.body.cart.id).toBe(before.id);
    expect(res.body.cart).toEqual((await post(agent, 'get-cart')).body.cart);
  });

  it('gift rules included: the answer to the add already holds the gift line', async () => {
    const agent = browser();
    const cart = (await add(agent, serum, 2)).body.cart as Cart;
    expect(cart.lineItems.some((l) => l.attributes.some((a) => a.key === '_isGWP'))).toBe(true);
    expect((await post(agent, 'get-cart')).body.cart).toEqual(cart);
  });
});
