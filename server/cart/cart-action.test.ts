import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOT_FOUND_MESSAGE } from '../../shared/messages';
import { GIFT_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import { CART_MESSAGES, DISCOUNT_CODE_MESSAGES, GIFT_LINE_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart } from '../../shared/contract/models';
import { isCleared, setCookie } from '../test-support/backend-fixture';
import {
  cartOf,
  newBrowser,
  pageNotice,
  postForm,
  postJson,
  variantIds,
  type Browser,
} from '../test-support/cart-action-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The cart action through the real app and the embedded backend (demo catalog,
// codes and gift rules): each intent in both modes, what the shopper sees afterwards, and
// that a refused action leaves the cart as it was.

const PLAIN = 'gentle-foaming-cleanser';
const SERUM = 'gentle-vitamin-c-serum';
/** Earns the seed's gift lines (buy_qty rule and the $75 rule). */
const RETINOL = 'retinol-0-5-night-treatment';

let t: TestApp;
let variant: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  variant = await variantIds(t, [PLAIN, SERUM, RETINOL]);
});
afterAll(() => t.close());

const isGift = (l: Cart['lineItems'][number]) => l.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY);
/** The cart as the shopper sees it (a refused code still touches updatedAt upstream). */
const seen = (cart: Cart | null) => cart && { ...cart, updatedAt: undefined };
const paidLines = (cart: Cart | null) =>
  (cart?.lineItems ?? []).filter((l) => !isGift(l)).map((l) => [l.product.handle, l.quantity]);

/** A browser whose cart holds these lines (added through the action itself). */
async function browserWith(...lines: Array<[string, number]>): Promise<{ browser: Browser; cart: Cart }> {
  const browser = newBrowser(t);
  let cart: Cart | null = null;
  for (const [handle, quantity] of lines) {
    const res = await postJson(browser, { intent: 'add', variantId: variant.get(handle), quantity });
    expect(res.status).toBe(200);
    cart = res.body.cart as Cart;
  }
  return { browser, cart: cart! };
}

describe('form mode (JavaScript off): 303 back, the notice shown once', () => {
  it('add → 303 to returnTo with the cart cookie; that page shows the notice, the next GET does not', async () => {
    const browser = newBrowser(t);
    const res = await postForm(browser, {
      intent: 'add',
      variantId: variant.get(PLAIN)!,
      quantity: '2',
      returnTo: `/products/${PLAIN}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/products/${PLAIN}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(setCookie(res.headers, 'cart_id')).toMatch(/HttpOnly; SameSite=Lax/);
    expect(setCookie(res.headers, 'cart_notice')).toMatch(
      /^cart_notice=[^;]+; Max-Age=60; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );

    const page = await browser.get(`/products/${PLAIN}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(pageNotice(page.text)).toEqual({ role: 'status', text: CART_MESSAGES.added('Gentle Foaming Cleanser', 2) });
    expect(isCleared(setCookie(page.headers, 'cart_notice'))).toBe(true);
    expect(paidLines(await cartOf(browser))).toEqual([[PLAIN, 2]]);

    const again = await browser.get(`/products/${PLAIN}`);
    expect(pageNotice(again.text)).toBeNull();
  });

  it('without returnTo the form goes back to the cart page, which lists the line', async () => {
    const browser = newBrowser(t);
    const res = await postForm(browser, { intent: 'add', variantId: variant.get(SERUM)! });
    expect(res.headers.location).toBe('/cart');
    const page = await browser.get('/cart');
    expect(pageNotice(page.text)?.text).toMatch(/^Added 1 × .+ to your cart\.$/);
    expect(page.text).toContain('Vitamin C');
  });

  it('an unknown code → 303 back; the message is beside the code field with what was typed, not above the page; the cart is unchanged', async () => {
    const { browser, cart } = await browserWith([PLAIN, 1]);
    const res = await postForm(browser, { intent: 'apply-code', code: ' nope ', returnTo: '/cart' });
    expect(res.status).toBe(303);
    const page = await browser.get('/cart');
    expect(pageNotice(page.text)).toBeNull();
    const form = /<form[^>]*class="discount-form"[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
    expect(form).toMatch(/<input[^>]*name="code"[^>]*value="nope"/);
    expect(form).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(form).toContain(`class="field-error" role="alert">${CART_MESSAGES.codeInvalid('NOPE')}</p>`);
    expect(seen(await cartOf(browser))).toEqual(seen(cart));
  });

  it.each([
    [
      'a quantity that is not a number',
      { intent: 'quantity', lineId: 'LINE', quantity: 'abc' },
      'alert',
      'Quantity: must be a number.',
    ],
    [
      'an unknown intent',
      { intent: 'explode' },
      'alert',
      'Cart action: must be one of add, add-lines, quantity, remove, apply-code, remove-code, note, clear.',
    ],
    // the call's field path ('lineItems.0.variantId') never reaches the shopper
    [
      'an unknown variant',
      { intent: 'add', variantId: 'gid://shopify/ProductVariant/0' },
      'alert',
      'Size: Unknown variant.',
    ],
    [
      'a quantity past the line limit',
      { intent: 'add', variantId: 'VARIANT', quantity: '500' },
      'alert',
      'Quantity: must be at most 99.',
    ],
  ])(
    '%s → 303 back; the page shows the error as an alert, naming the field as the shopper knows it; the cart is unchanged',
    async (_name, fields, role, text) => {
      const { browser, cart } = await browserWith([PLAIN, 1]);
      const stand: Record<string, string> = { LINE: cart.lineItems[0]!.id, VARIANT: variant.get(PLAIN)! };
      const body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, stand[v] ?? v]));
      const res = await postForm(browser, { ...body, returnTo: '/cart' });
      expect(res.status).toBe(303);
      const page = await browser.get('/cart');
      expect(pageNotice(page.text)).toEqual({ role, text });
      expect(seen(await cartOf(browser))).toEqual(seen(cart));
    },
  );

  it('a garbage notice cookie is ignored (and cleared)', async () => {
    const page = await newBrowser(t).get('/cart').set('cookie', 'cart_notice=%7Bnot-json');
    expect(page.status).toBe(200);
    expect(pageNotice(page.text)).toBeNull();
    expect(isCleared(setCookie(page.headers, 'cart_notice'))).toBe(true);
  });
});

describe('JSON mode (the enhanced form): the settled cart and the notice', () => {
  it('add without a cart creates one: 200 {cart, notice}, the cart cookie set', async () => {
    const browser = newBrowser(t);
    const res = await postJson(browser, { intent: 'add', variantId: variant.get(PLAIN), quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.notice).toEqual({ kind: 'status', text: CART_MESSAGES.added('Gentle Foaming Cleanser', 3) });
    expect(paidLines(res.body.cart)).toEqual([[PLAIN, 3]]);
    expect(setCookie(res.headers, 'cart_id')).toContain(encodeURIComponent((res.body.cart as Cart).id));
    expect(setCookie(res.headers, 'cart_notice')).toBeUndefined();
  });

  it.each<[string, (cart: Cart) => Record<string, unknown>, string, Array<[string, number]>]>([
    [
      'quantity 4',
      (c) => ({ intent: 'quantity', lineId: c.lineItems[0]!.id, quantity: 4 }),
      CART_MESSAGES.quantityUpdated('Gentle Foaming Cleanser', 4),
      [
        [PLAIN, 4],
        [SERUM, 1],
      ],
    ],
    [
      'quantity "0" removes the line',
      (c) => ({ intent: 'quantity', lineId: c.lineItems[0]!.id, quantity: '0' }),
      CART_MESSAGES.removed('Gentle Foaming Cleanser'),
      [[SERUM, 1]],
    ],
    [
      'remove',
      (c) => ({ intent: 'remove', lineId: c.lineItems[1]!.id }),
      /^Removed .+ from your cart\.$/.source,
      [[PLAIN, 1]],
    ],
    [
      'remove of a line already gone (a form sent twice)',
      () => ({ intent: 'remove', lineId: 'gid://shopify/CartLine/gone' }),
      CART_MESSAGES.lineGone,
      [
        [PLAIN, 1],
        [SERUM, 1],
      ],
    ],
    [
      'quantity of a line already gone',
      () => ({ intent: 'quantity', lineId: 'gid://shopify/CartLine/gone', quantity: 2 }),
      CART_MESSAGES.lineGone,
      [
        [PLAIN, 1],
        [SERUM, 1],
      ],
    ],
  ])('%s', async (_name, body, notice, lines) => {
    const { browser, cart } = await browserWith([PLAIN, 1], [SERUM, 1]);
    const res = await postJson(browser, body(cart));
    expect(res.status).toBe(200);
    expect(res.body.notice.text).toMatch(
      new RegExp(notice.startsWith('^') ? notice : `^${notice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    expect(paidLines(res.body.cart)).toEqual(lines);
    expect(paidLines(await cartOf(browser))).toEqual(lines);
  });

  it('note: saved on the cart', async () => {
    const { browser } = await browserWith([PLAIN, 1]);
    const res = await postJson(browser, { intent: 'note', note: 'Gift wrap, please' });
    expect(res.body).toMatchObject({
      notice: { kind: 'status', text: CART_MESSAGES.noteSaved },
      cart: { note: 'Gift wrap, please' },
    });
  });

  it('codes: free shipping says so, a percentage code is applied, both listed; remove-code takes one out', async () => {
    const { browser } = await browserWith([PLAIN, 1]);
    const free = await postJson(browser, { intent: 'apply-code', code: ' freeship ' });
    expect(free.status).toBe(200);
    expect(free.body.notice).toEqual({ kind: 'status', text: CART_MESSAGES.freeShipping('FREESHIP') });
    const pct = await postJson(browser, { intent: 'apply-code', code: 'glow20' });
    expect(pct.body.notice).toEqual({ kind: 'status', text: CART_MESSAGES.codeApplied('GLOW20') });
    expect((pct.body.cart as Cart).discountCodes).toEqual([
      { code: 'FREESHIP', applicable: true },
      { code: 'GLOW20', applicable: true },
    ]);
    expect(Number((pct.body.cart as Cart).cost.discountAmount.amount)).toBeGreaterThan(0);
    const removed = await postJson(browser, { intent: 'remove-code', code: 'freeship' });
    expect(removed.body.notice.text).toBe(CART_MESSAGES.codeRemoved('FREESHIP'));
    expect((removed.body.cart as Cart).discountCodes).toEqual([{ code: 'GLOW20', applicable: true }]);
  });

  it.each([
    ['an unknown code', 'nope', CART_MESSAGES.codeInvalid('NOPE')],
    ['an ended code', 'spring15', CART_MESSAGES.codeInvalid('SPRING15')],
    ['a code already applied', 'Glow20', CART_MESSAGES.codeAlreadyApplied('GLOW20')],
    // percentage codes do not combine: the cart and the order would count only one of them
    ['a second percentage code', 'welcome10', DISCOUNT_CODE_MESSAGES.notCombinable('WELCOME10', 'GLOW20')],
  ])('%s → 422 naming the code field; the codes are unchanged', async (_name, code, error) => {
    const { browser } = await browserWith([PLAIN, 1]);
    await postJson(browser, { intent: 'apply-code', code: 'GLOW20' });
    const before = await cartOf(browser);
    const res = await postJson(browser, { intent: 'apply-code', code });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error, field: 'code' });
    expect((await cartOf(browser))!.discountCodes).toEqual(before!.discountCodes);
  });

  it('clear: every line gone (gift lines too) and the codes reset to none', async () => {
    const { browser, cart } = await browserWith([RETINOL, 1], [PLAIN, 1]);
    expect(cart.lineItems.some(isGift)).toBe(true);
    await postJson(browser, { intent: 'apply-code', code: 'GLOW20' });
    const res = await postJson(browser, { intent: 'clear' });
    expect(res.status).toBe(200);
    expect(res.body.notice.text).toBe(CART_MESSAGES.cleared);
    expect(res.body.cart).toMatchObject({ lineItems: [], discountCodes: [] });
    expect(await cartOf(browser)).toMatchObject({ lineItems: [], discountCodes: [] });
  });

  it.each([
    ['quantity', { intent: 'quantity', lineId: 'x', quantity: 1 }],
    ['apply-code', { intent: 'apply-code', code: 'GLOW20' }],
    ['note', { intent: 'note', note: 'hi' }],
  ])('%s without a cart → 404 %s', async (_name, body) => {
    const res = await postJson(newBrowser(t), body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: CART_NOT_FOUND_MESSAGE });
  });
});

describe('refusals: 400 naming the field, the cart unchanged', () => {
  it.each<[string, (cart: Cart) => Record<string, unknown>, number, string, string?]>([
    ['an unknown intent', () => ({ intent: 'explode' }), 400, 'intent'],
    ['no intent', () => ({ variantId: 'x' }), 400, 'intent'],
    [
      "quantity 'abc'",
      (c) => ({ intent: 'quantity', lineId: c.lineItems[0]!.id, quantity: 'abc' }),
      400,
      'quantity',
      'quantity: must be a number',
    ],
    ['quantity 100', (c) => ({ intent: 'quantity', lineId: c.lineItems[0]!.id, quantity: 100 }), 400, 'quantity'],
    [
      'add with _isGWP (strict schema: no attributes)',
      () => ({ intent: 'add', variantId: variant.get(RETINOL), _isGWP: 'true' }),
      400,
      '_isGWP',
      '_isGWP: unknown field',
    ],
    [
      'add with customAttributes',
      () => ({ intent: 'add', variantId: variant.get(RETINOL), customAttributes: [{ key: '_isGWP', value: 'true' }] }),
      400,
      'customAttributes',
    ],
    ['a cartId in the body', (c) => ({ intent: 'note', note: 'x', cartId: c.id }), 400, 'cartId'],
    [
      'an unknown variant',
      () => ({ intent: 'add', variantId: 'gid://shopify/ProductVariant/999999' }),
      422,
      'variantId',
    ],
    ['an empty code', () => ({ intent: 'apply-code', code: '  ' }), 400, 'code', `code: ${CART_MESSAGES.codeEmpty}`],
  ])('%s', async (_name, body, status, field, error) => {
    const { browser, cart } = await browserWith([PLAIN, 1]);
    const res = await postJson(browser, body(cart));
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.field).toBe(field);
    if (error !== undefined) expect(res.body.error).toBe(error);
    expect(await cartOf(browser)).toEqual(cart);
  });

  it("a gift line's quantity cannot be changed: 400 on the quantity field, the gift stays 1", async () => {
    const { browser, cart } = await browserWith([RETINOL, 1]);
    const gift = cart.lineItems.find(isGift)!;
    const res = await postJson(browser, { intent: 'quantity', lineId: gift.id, quantity: 5 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `quantity: ${GIFT_LINE_MESSAGES.giftLineFixed}`, field: 'quantity' });
    expect(await cartOf(browser)).toEqual(cart);
  });
});
