import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../../shared/cart-constants';
import type { Cart } from '../../../shared/contract/models';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { APPROVED, checkoutSteps, control, DECLINED, GOOD_ADDRESS, tags, textOf } from './checkout-test-steps';

let t: TestBackend;
let serum: string;
let cleanser: string;
let lipBalm: string;

async function variant(handle: string) {
  return (await t.call('get-product-by-handle', { handle })).body.product!.variants[0]!.id;
}

beforeEach(async () => {
  t = createTestBackend();
  [serum, cleanser, lipBalm] = [
    await variant('vitamin-c-serum'),
    await variant('gentle-cleanser'),
    await variant('travel-lip-balm'),
  ];
  baseline = 0;
  baseline = orderCount();
});

/** A cart of $128 (over the $50 free-shipping line and the $100 gift rule) with its gift line at $0. */
async function giftCart(token?: string): Promise<Cart> {
  const res = await t.call(
    'create-cart',
    {
      lineItems: [
        { variantId: serum, quantity: 1 },
        { variantId: cleanser, quantity: 2 },
        {
          variantId: lipBalm,
          quantity: 1,
          customAttributes: [{ key: GIFT_ATTRIBUTE_KEY, value: GIFT_ATTRIBUTE_VALUE }],
        },
      ],
    },
    token,
  );
  return res.body.cart;
}

async function startCheckout(cart: Cart, token?: string): Promise<string> {
  const res = await t.call('checkout-url', { cartUrl: cart.checkoutUrl }, token);
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/^http:\/\/shop\.test\/checkout\/[0-9a-f]{64}$/);
  return new URL(res.body.url).pathname;
}

let baseline = 0;
const orderCount = () => -baseline + (t.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('hosted checkout, step by step', () => {
  it('checkout-url answers the same checkout for the same cart; the token page leads to the first step', async () => {
    const cart = await giftCart();
    const path = await startCheckout(cart);
    expect(await startCheckout(cart)).toBe(path);
    // the cart's own checkoutUrl (the Checkout link without JavaScript) opens the same checkout
    const viaLink = await request(t.app).get(cart.checkoutUrl.replace('http://shop.test', ''));
    expect([viaLink.status, viaLink.headers.location]).toEqual([303, path]);
    const first = await request(t.app).get(path);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(`${path}/information`);
    expect((await request(t.app).get('/checkout/' + 'f'.repeat(64))).status).toBe(404);
    expect(await t.call('checkout-url', { cartUrl: 'gid://shopify/Cart/none' })).toMatchObject({ status: 404 });
  });

  it('information: labelled TEST page, gift line at $0.00, and messages beside each bad field', async () => {
    const path = await startCheckout(await giftCart());
    const s = checkoutSteps(t.app, path);
    const page = await s.get(`${path}/information`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).not.toMatch(/<script|style=/);
    expect(textOf(page.text)).toContain('Test checkout. No real payment is taken');
    expect(textOf(page.text)).toMatch(/1 × Travel Lip Balm .* Gift \$0\.00/);

    const cases: [Record<string, string>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Enter an e-mail address like name@example.com'],
      [{ provinceCode: 'ZZ' }, 'provinceCode', 'Select a US state'],
      [{ zip: '9810' }, 'zip', 'Enter a ZIP code like 12345 or 12345-6789'],
      [{ zip: '' }, 'zip', 'Enter a ZIP code'],
      [{ city: '' }, 'city', 'Enter a city'],
      [{ phone: 'call me' }, 'phone', 'Enter a valid phone number, or leave it empty'],
    ];
    for (const [change, name, message] of cases) {
      const res = await s.information({ ...GOOD_ADDRESS, ...change });
      expect(res.status, name).toBe(422);
      expect(res.text).toMatch(
        new RegExp(`id="${name}" [^>]*aria-invalid="true" aria-describedby="[^"]*${name}-error"`),
      );
      expect(res.text).toContain(`<p class="field-error" id="${name}-error">${message}</p>`);
    }
    expect((await s.information({ ...GOOD_ADDRESS, zip: '98101-1234' })).headers.location).toBe(`${path}/shipping`);
  });

  it('what a shopper typed is shown as text, never as markup (React escapes it: there is no hand escaping to forget)', async () => {
    const path = await startCheckout(await giftCart());
    const s = checkoutSteps(t.app, path);
    const hostile = '"><script>alert(1)</script>';
    const refused = await s.information({ ...GOOD_ADDRESS, firstName: hostile, zip: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.text).not.toMatch(/<script/);
    expect(control(refused.text, 'firstName')!.value).toBe(hostile);
    await s.information({ ...GOOD_ADDRESS, firstName: hostile }).expect(303);
    const shipping = (await s.get(`${path}/shipping`)).text;
    expect(shipping).not.toMatch(/<script/);
    expect(textOf(shipping)).toContain(`Ship to ${hostile} Guest, 5 Pine St`);
  });

  it('shipping: prices per method, standard free over the threshold; a step cannot be skipped', async () => {
    const small = await t.call('create-cart', { lineItems: [{ variantId: cleanser, quantity: 1 }] });
    const smallPath = await startCheckout(small.body.cart);
    expect((await request(t.app).get(`${smallPath}/payment`)).headers.location).toBe(`${smallPath}/information`);
    const s = checkoutSteps(t.app, smallPath);
    await s.information().expect(303);
    const cheap = textOf((await s.get(`${smallPath}/shipping`)).text);
    expect(cheap).toContain('Standard shipping 3–5 business days $6.95');
    expect(cheap).toContain('Express shipping 1–2 business days $14.95');
    // $30 of goods, $50 for free standard shipping
    expect(cheap).toContain('$20.00 away from free standard shipping');
    // shipping not chosen yet: the total adds what the summary shows, the tax too (WA 6.5 % of $30.00 = $1.95)
    expect(cheap).toMatch(/Shipping Next step Tax \(6\.5%\) \$1\.95 Total \$31\.95/);
    expect((await s.shipping('teleport')).status).toBe(422);

    const big = checkoutSteps(t.app, await startCheckout(await giftCart()));
    const { page } = await big.toPayment();
    expect(textOf(page.text)).toMatch(/Shipping method Standard shipping · Free/);
    // WA 6.5% of $128.00
    expect(textOf(page.text)).toMatch(/Tax \(6\.5%\) \$8\.32 Total \$136\.32/);
    expect(textOf(page.text)).toContain('Place order · $136.32');
  });

  it('a declined test card keeps the cart and places nothing; the approved card places the order and ends the cart', async () => {
    const cart = await giftCart();
    const path = await startCheckout(cart);
    const s = checkoutSteps(t.app, path);
    const guards = await s.toPayment();
    const declined = await s.place({
      ...DECLINED,
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: guards.reviewFingerprint,
    });
    expect(declined.status).toBe(402);
    expect(textOf(declined.text)).toContain('Your card was declined (test card 4000 0000 0000 0002)');
    expect(declined.text).not.toContain('4000000000000002');
    expect((await t.call('get-cart', { cartId: cart.id })).body.cart).not.toBeNull();
    expect(orderCount()).toBe(0);

    const badCard = await s.place({
      ...APPROVED,
      cardNumber: '1234',
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: guards.reviewFingerprint,
    });
    expect(badCard.status).toBe(422);
    expect(badCard.text).toContain('id="cardNumber-error"');

    const placed = await s.place({
      ...APPROVED,
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: guards.reviewFingerprint,
    });
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toBe(`${path}/confirmation`);
    const confirmation = textOf((await s.get(`${path}/confirmation`)).text);
    expect(confirmation).toMatch(/Order #\d+ is confirmed/);
    // the cart is spent: the page offers the shop, not the way back to it
    expect(confirmation).not.toContain('Back to cart');
    expect(confirmation).toContain('Continue shopping');
    expect(confirmation).toContain('TEST card ending in 4242');
    expect(confirmation).toContain('Total $136.32');
    expect(await t.call('get-cart', { cartId: cart.id })).toMatchObject({ status: 200, body: { cart: null } });
    const row = t.db.prepare('SELECT * FROM orders WHERE cart_id = ?').get(cart.id) as Record<string, unknown>;
    expect(row).toMatchObject({
      customer_id: null,
      email: 'guest@example.com',
      payment_last4: '4242',
      status: 'processing',
      subtotal_cents: 12800,
      tax_cents: 832,
    });
    expect(JSON.stringify(t.db.prepare('SELECT * FROM orders').all())).not.toContain('4242424242424242');
    // every step of a placed checkout leads to its confirmation
    expect((await s.get(`${path}/information`)).headers.location).toBe(`${path}/confirmation`);
  });

  it('a price change after the review is shown and nothing is charged; placing the updated review works', async () => {
    const path = await startCheckout(await giftCart());
    const s = checkoutSteps(t.app, path);
    const guards = await s.toPayment();
    t.db
      .prepare(
        'UPDATE variants SET price_cents = price_cents + 1000 WHERE sku = (SELECT sku FROM variants WHERE id = ?)',
      )
      .run(Number(serum.split('/').pop()));
    const refused = await s.place({
      ...APPROVED,
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: guards.reviewFingerprint,
    });
    expect(refused.status).toBe(409);
    expect(textOf(refused.text)).toContain('Your order changed since you reviewed it');
    expect(textOf(refused.text)).toContain('Place order · $146.97');
    expect(orderCount()).toBe(0);
    const again = await s.place({
      ...APPROVED,
      idempotencyKey: guards.idempotencyKey,
      reviewFingerprint: (await s.guards()).reviewFingerprint,
    });
    expect(again.status).toBe(303);
    expect(orderCount()).toBe(1);
  });

  it('stock below the quantity is shown before payment and blocks placing', async () => {
    const path = await startCheckout(await giftCart());
    const s = checkoutSteps(t.app, path);
    const guards = await s.toPayment();
    t.db.prepare('UPDATE variants SET inventory = 1 WHERE id = ?').run(Number(cleanser.split('/').pop()));
    const page = textOf((await s.get(`${path}/payment`)).text);
    expect(page).toMatch(/Only 1 of Gentle Cleanser .* left \(you have 2\)/);
    expect(page).not.toContain('Place order');
    expect((await s.place({ ...APPROVED, ...guards, page: '' } as never)).status).toBe(409);
    expect(orderCount()).toBe(0);
  });

  it('10 concurrent place-order POSTs of the same cart make exactly one order', async () => {
    const cart = await giftCart();
    const path = await startCheckout(cart);
    const s = checkoutSteps(t.app, path);
    const guards = await s.toPayment();
    // half replay the same form, half come from another rendering of it (another key)
    const other = await s.guards();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.place({
          ...APPROVED,
          idempotencyKey: i % 2 ? other.idempotencyKey : guards.idempotencyKey,
          reviewFingerprint: guards.reviewFingerprint,
        }),
      ),
    );
    expect(results.map((r) => [r.status, r.headers.location])).toEqual(
      Array.from({ length: 10 }, () => [303, `${path}/confirmation`]),
    );
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(cart.id) as { n: number }).n).toBe(
      1,
    );
    expect(orderCount()).toBe(1);
  });

  it('refuses a cross-site form post', async () => {
    const path = await startCheckout(await giftCart());
    const res = await request(t.app)
      .post(`${path}/information`)
      .set('origin', 'https://evil.example')
      .type('form')
      .send(GOOD_ADDRESS);
    expect(res.status).toBe(403);
    expect(
      (
        await request(t.app)
          .post(`${path}/information`)
          .set('sec-fetch-site', 'cross-site')
          .type('form')
          .send(GOOD_ADDRESS)
      ).status,
    ).toBe(403);
    expect(
      (await request(t.app).post(`${path}/information`).set('origin', 'null').type('form').send(GOOD_ADDRESS)).status,
    ).toBe(403);
    // The browser's Sec-Fetch-Site does not outweigh an Origin of another site: the two disagree.
    expect(
      (
        await request(t.app)
          .post(`${path}/information`)
          .set({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })
          .type('form')
          .send(GOOD_ADDRESS)
      ).status,
    ).toBe(403);
    expect(
      (
        await request(t.app)
          .post(`${path}/information`)
          .set('origin', 'http://shop.test')
          .type('form')
          .send(GOOD_ADDRESS)
      ).status,
    ).toBe(303);
    // Chromium's same-origin form post under Referrer-Policy: no-referrer: Origin null, Sec-Fetch-Site same-origin
    const sameOrigin = await request(t.app)
      .post(`${path}/information`)
      .set({ origin: 'null', 'sec-fetch-site': 'same-origin' })
      .type('form')
      .send(GOOD_ADDRESS);
    expect(sameOrigin.status).toBe(303);
  });
});

describe('checkout and the account', () => {
  it("a signed-in customer's checkout offers the saved addresses, prefills the e-mail, and the order is in the history at once", async () => {
    const token = await t.login();
    const cart = await giftCart(token);
    const path = await startCheckout(cart, token);
    const s = checkoutSteps(t.app, path, { authorization: `Bearer ${token}` });
    const info = await s.get(`${path}/information`);
    expect(info.text).toContain('value="demo@example.com"');
    expect(textOf(info.text)).toContain('Ship to one of your addresses');
    const savedId = control(info.text, 'savedAddress')!.value!;
    await s.information({ email: 'demo@example.com', savedAddress: savedId }).expect(303);
    await s.shipping('express').expect(303);
    const guards = await s.guards();
    expect(textOf(guards.page.text)).toContain('Ship to Demo Customer, 10 Elm St, Austin, TX 73301');
    await s
      .place({ ...APPROVED, idempotencyKey: guards.idempotencyKey, reviewFingerprint: guards.reviewFingerprint })
      .expect(303);

    const user = (await t.call('user-info', {}, token)).body.user!;
    const newest = user.orders[0]!;
    expect(newest).toMatchObject({ status: 'processing', itemCount: 4 });
    const { order } = (await t.call('order-detail', { orderId: newest.id }, token)).body;
    // TX 6.25% of $128.00 = $8.00; express $14.95
    expect(order).toMatchObject({
      subtotal: 128,
      shipping: 14.95,
      tax: 8,
      total: 150.95,
      shippingAddress: { city: 'Austin', provinceCode: 'TX' },
      lineItems: expect.arrayContaining([expect.objectContaining({ title: 'Travel Lip Balm', price: 0, quantity: 1 })]),
    });
    expect(textOf((await s.get(`${path}/confirmation`)).text)).toContain('View your orders');
  });

  it('beside saved addresses: the new one prefilled with its state and not called optional; back on the step, the saved address chosen is the one checked', async () => {
    const token = await t.login();
    // as the BFF sets it at sign-in: the customer's default address (the contract names the state `province`)
    const preferred = {
      firstName: 'Dana',
      lastName: 'Morgan',
      company: '',
      address1: '1420 N Wells St',
      address2: 'Apt 3B',
      city: 'Chicago',
      province: 'IL',
      zip: '60610',
      country: 'US',
      phone: '',
    };
    const created = await giftCart(token);
    const res = await t.call(
      'update-cart-buyer-identity',
      {
        cartId: created.id,
        buyerIdentity: {
          email: 'demo@example.com',
          countryCode: 'US',
          deliveryAddressPreferences: { deliveryAddress: preferred },
        },
      },
      token,
    );
    expect(res.status).toBe(200);
    const cart = res.body.cart!;
    const path = await startCheckout(cart, token);
    const s = checkoutSteps(t.app, path, { authorization: `Bearer ${token}` });
    const info = (await s.get(`${path}/information`)).text;
    expect(tags(info, 'option').filter((o) => 'selected' in o)).toEqual([
      { value: preferred!.province.toUpperCase(), selected: '' },
    ]);
    expect(control(info, 'city')).toMatchObject({ type: 'text', value: preferred!.city });
    for (const name of ['firstName', 'lastName', 'address1', 'city', 'zip']) {
      expect(new RegExp(`<label for="${name}">[^<]*<span class="optional">`).test(info), name).toBe(false);
      expect(control(info, name), name).not.toHaveProperty('required');
    }
    const radios = (html: string) => tags(html, 'input').filter((a) => a.name === 'savedAddress');
    const ids = radios(info)
      .map((a) => a.value!)
      .filter((v) => /^\d+$/.test(v));
    expect(ids.length).toBeGreaterThan(1);
    await s.information({ email: 'demo@example.com', savedAddress: ids[1]! }).expect(303);
    const back = (await s.get(`${path}/information`)).text;
    // one choice checked: the saved address chosen, not "new"
    expect(radios(back).filter((a) => 'checked' in a)).toEqual([
      { type: 'radio', name: 'savedAddress', value: ids[1], checked: '' },
    ]);
    // a new address without its state is refused, the alert taking the focus as the page opens
    const refused = await s
      .information({
        email: 'demo@example.com',
        savedAddress: 'new',
        firstName: 'A',
        lastName: 'B',
        address1: '1 Main St',
        city: 'Denver',
        zip: '80202',
      })
      .expect(422);
    expect(tags(refused.text, 'div').filter((d) => d.class === 'alert')).toEqual([
      { class: 'alert', role: 'alert', tabindex: '-1', autofocus: '' },
    ]);
    expect(textOf(refused.text)).toContain('Select a state');
  });

  it("a customer's checkout opens only for that customer signed in: not without the session, not after sign-out, not for another customer", async () => {
    const token = await t.login();
    const cart = await giftCart(token);
    const path = await startCheckout(cart, token);
    const owner = checkoutSteps(t.app, path, { authorization: `Bearer ${token}` });
    expect((await owner.get(`${path}/information`)).text).toContain('value="demo@example.com"');
    await t.call('user-create', {
      email: 'other@example.com',
      firstName: 'O',
      lastName: 'T',
      password: 'long-enough-1',
    });
    const other = await t.login('other@example.com', 'long-enough-1');
    const cartLink = new URL(cart.checkoutUrl);
    const refusals = async (headers: Record<string, string>) => {
      const s = checkoutSteps(t.app, path, headers);
      return Promise.all([
        s.get(`${path}/information`),
        s.get(path),
        s.get(`${path}/payment`),
        s.information(GOOD_ADDRESS),
        s.get(cartLink.pathname + cartLink.search),
      ]);
    };
    await t.call('user-logout', {}, token);
    for (const headers of [{}, { authorization: `Bearer ${token}` }, { authorization: `Bearer ${other}` }] as Record<
      string,
      string
    >[]) {
      for (const res of await refusals(headers)) {
        expect(res.status).toBe(401);
        expect(textOf(res.text)).toContain(
          'This checkout belongs to a customer account. Sign in, then check out from your cart',
        );
        expect(res.text).not.toMatch(/demo@example\.com|Elm St/);
        expect(res.text).toContain('href="http://shop.test/account/login?returnTo=%2Fcart"');
      }
    }
    // signed in again, the same checkout goes on
    const again = await t.login();
    expect(
      (await checkoutSteps(t.app, path, { authorization: `Bearer ${again}` }).get(`${path}/information`)).status,
    ).toBe(200);
  });

  it("a guest's order joins the account registered, or signed in, with the same e-mail", async () => {
    const path = await startCheckout(await giftCart());
    const s = checkoutSteps(t.app, path);
    const guards = await s.toPayment({ ...GOOD_ADDRESS, email: 'Later@Example.com' });
    await s
      .place({ ...APPROVED, idempotencyKey: guards.idempotencyKey, reviewFingerprint: guards.reviewFingerprint })
      .expect(303);
    await t.call('user-create', {
      email: 'later@example.com',
      firstName: 'L',
      lastName: 'A',
      password: 'long-enough-1',
    });
    const token = await t.login('later@example.com', 'long-enough-1');
    const orders = (await t.call('user-info', {}, token)).body.user!.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total: 136.32, status: 'processing' });

    // an existing customer's guest order joins at the next sign-in
    const second = checkoutSteps(t.app, await startCheckout(await giftCart()));
    const g2 = await second.toPayment({ ...GOOD_ADDRESS, email: 'demo@example.com' });
    await second
      .place({ ...APPROVED, idempotencyKey: g2.idempotencyKey, reviewFingerprint: g2.reviewFingerprint })
      .expect(303);
    const demo = await t.login();
    expect((await t.call('user-info', {}, demo)).body.user!.orders).toHaveLength(2);
  });
});
