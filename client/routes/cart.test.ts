import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart, Product } from '../../shared/contract/models';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { postCartAction } from '../lib/cart/cart-action-client';
import { cartActionFromForm } from '../lib/cart/cart-action-form';
import { applyCartAction } from '../lib/cart/optimistic-cart';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { formWithButton, formsOf, type PageButton, type PageForm } from '../test-support/page-forms';

// The cart page rendered on the server from the cart cookie, and its forms used the two ways a
// browser uses them: posted as they are (JavaScript off: 303 back, the page shows the change)
// and read by the enhanced form (JavaScript on: the optimistic cart, then the settled one).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAIN = 'gentle-foaming-cleanser';

async function productFor(agent: request.Agent, handle: string): Promise<Product> {
  const res = await agent.post('/api/ecom/v1.0/get-product-by-handle').set('Origin', TEST_ORIGIN).send({ handle });
  return res.body.product as Product;
}

async function cartWith(handle: string, quantity = 2) {
  const agent = request.agent(t.app);
  const product = await productFor(agent, handle);
  const variant = product.variants[0]!;
  const res = await agent
    .post('/api/ecom/v1.0/create-cart')
    .set('Origin', TEST_ORIGIN)
    .send({ lineItems: [{ variantId: variant.id, quantity }] });
  expect(res.status).toBe(200);
  return { agent, product, variant, cart: res.body.cart as Cart };
}

const page = (agent: request.Agent, path = '/cart') => agent.get(path).set('User-Agent', BROWSER_UA);
const text = (html: string) => html.replace(/<!-- -->/g, '');
const cartOf = async (agent: request.Agent) =>
  ((await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({})).body.cart ?? null) as Cart | null;

/** What a browser without JavaScript posts for this form and button (plus typed fields). */
function posted(form: PageForm, button?: PageButton, typed: Record<string, string> = {}): Record<string, string> {
  return { ...form.hidden, ...typed, ...(button?.name ? { [button.name]: button.value ?? '' } : {}) };
}

/** Posts the form as a browser with JavaScript off does, then follows the 303 like it. */
async function submitWithoutJs(agent: request.Agent, fields: Record<string, string>) {
  const res = await agent
    .post('/cart')
    .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
    .type('form')
    .send(new URLSearchParams(fields).toString());
  expect(res.status).toBe(303);
  return { location: res.headers.location as string, next: text((await page(agent, res.headers.location)).text) };
}

/** The enhanced form's path: FormData → action (shared schema) → optimistic cart → JSON POST → settled cart. */
async function submitWithJs(agent: request.Agent, fields: Record<string, string>, before: Cart | null) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  const parsed = cartActionFromForm(data);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const optimistic = applyCartAction(before, parsed.action);
  const answer = await postCartAction(parsed.action, async (url, init) => {
    const res = await agent
      .post(String(url))
      .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
      .set('Content-Type', 'application/json')
      .send(String(init?.body));
    return new Response(JSON.stringify(res.body), {
      status: res.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { optimistic, answer };
}

const paid = (cart: Cart | null) =>
  (cart?.lineItems ?? []).filter((l) => l.attributes.length === 0).map((l) => `${l.product.handle}×${l.quantity}`);

describe('the cart page', () => {
  it('shows an empty cart without a cart cookie', async () => {
    const res = await request(t.app).get('/cart').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your cart is empty.');
    expect(res.text).toContain('href="/shop"');
    expect(formsOf(res.text).filter((f) => f.action === '/cart')).toEqual([]);
  });

  it('is rendered on the server from the cookie’s cart: line, variant, prices, subtotal, checkout', async () => {
    const { agent, product, variant, cart } = await cartWith(PLAIN, 2);
    const res = await page(agent);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain(`href="/products/${product.handle}"`);
    expect(html).toContain(product.title);
    expect(html).toContain(variant.title);
    expect(html).toContain(`$${variant.price.toFixed(2)} each`);
    expect(html).toMatch(/<output class="quantity-value">2<\/output>/);
    expect(html).toContain(`data-testid="cart-subtotal">$${(variant.price * 2).toFixed(2)}<`);
    expect(html).toContain(`href="${cart.checkoutUrl.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('role="status"');
  });

  it('renders every control as a form posted to /cart with its intent and the page to return to', async () => {
    const { agent, product, cart } = await cartWith(PLAIN, 2);
    const line = cart.lineItems[0]!;
    const html = text((await page(agent, '/cart?from=test')).text);
    const control = (label: string) => formWithButton(html, label);
    const returnTo = '/cart?from=test';

    const inc = control(`Increase quantity of ${product.title}`);
    expect(inc.form).toMatchObject({
      method: 'post',
      action: '/cart',
      hidden: { intent: 'quantity', lineId: line.id, returnTo },
    });
    expect(inc.button).toMatchObject({ name: 'quantity', value: '3', disabled: false });
    // The − button of the same form carries the lower quantity; at 1 it would carry 0 (remove).
    expect(control(`Decrease quantity of ${product.title}`)).toMatchObject({
      form: { html: inc.form.html },
      button: { name: 'quantity', value: '1' },
    });
    expect(control(`Remove ${product.title}`).form.hidden).toEqual({ intent: 'remove', lineId: line.id, returnTo });
    expect(html).toContain(`Remove<span class="visually-hidden"> ${product.title}</span>`);

    const apply = control('Apply');
    expect(apply.form.hidden).toEqual({ intent: 'apply-code', returnTo });
    expect(apply.form.fields).toEqual(['code']);
    const note = control('Save note');
    expect(note.form.hidden).toEqual({ intent: 'note', returnTo });
    expect(note.form.fields).toEqual(['note']);
    expect(control('Remove all items').form.hidden).toEqual({ intent: 'clear', returnTo });
  });

  it('shows a subscription line’s selling plan and its discounted unit price', async () => {
    const agent = request.agent(t.app);
    const product = await productFor(agent, PLAIN);
    const plan = product.sellingPlans[0]!;
    const variant = product.variants[1]!;
    await agent
      .post('/api/ecom/v1.0/create-cart')
      .set('Origin', TEST_ORIGIN)
      .send({ lineItems: [{ variantId: variant.id, quantity: 1, sellingPlanId: plan.id }] });
    const html = text((await page(agent)).text);
    expect(html).toContain(`Subscribe &amp; save: ${plan.name}`);
    const unit = Math.round(variant.price * 100 * (1 - plan.discountPercent / 100)) / 100;
    expect(html).toContain(`$${unit.toFixed(2)} each`);
  });

  it('marks a gift line "Free gift" with no quantity or remove controls', async () => {
    const { agent, cart } = await cartWith('retinol-0-5-night-treatment', 1);
    const gift = cart.lineItems.find((l) => l.attributes.some((a) => a.key === '_isGWP' && a.value === 'true'));
    expect(gift, 'the BFF adds the gift of the buy_qty rule').toBeDefined();
    const html = text((await page(agent)).text);
    const giftLine =
      new RegExp(`<li class="cart-line cart-line-gift"[^>]*data-handle="${gift!.product.handle}".*?</li>`).exec(
        html,
      )?.[0] ?? '';
    expect(giftLine).toContain('Free gift');
    expect(giftLine).not.toContain('<form');
    expect(giftLine).not.toContain('Remove');
  });

  it("shows the chosen professional attribute: the shop sets it on a signed-in customer's cart", async () => {
    const agent = request.agent(t.app);
    await agent
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'demo@example.com', password: 'Demo1234!' })
      .expect(200);
    const variant = (await productFor(agent, PLAIN)).variants[0]!;
    await agent
      .post('/api/ecom/v1.0/create-cart')
      .set('Origin', TEST_ORIGIN)
      .send({ lineItems: [{ variantId: variant.id, quantity: 1 }] })
      .expect(200);
    // the demo customer's chosen professional (seed)
    expect(text((await page(agent)).text)).toMatch(/Your professional<\/span> Renee Kowalski, LE/);
  });
});

describe('the cart page’s forms without JavaScript', () => {
  it('+ raises the quantity, − at 1 removes the line; the page comes back showing it', async () => {
    const { agent, product, variant } = await cartWith(PLAIN, 1);
    let html = text((await page(agent)).text);
    const inc = formWithButton(html, `Increase quantity of ${product.title}`);
    const after = await submitWithoutJs(agent, posted(inc.form, inc.button));
    expect(after.location).toBe('/cart');
    expect(after.next).toMatch(/<output class="quantity-value">2<\/output>/);
    expect(after.next).toContain(`data-testid="cart-subtotal">$${(variant.price * 2).toFixed(2)}<`);
    expect(after.next).toContain(CART_MESSAGES.quantityUpdated(product.title, 2));

    html = after.next;
    const dec = formWithButton(html, `Decrease quantity of ${product.title}`);
    await submitWithoutJs(agent, posted(dec.form, dec.button));
    html = text((await page(agent)).text);
    const dec1 = formWithButton(html, `Decrease quantity of ${product.title}`);
    expect(dec1.button.value).toBe('0');
    const gone = await submitWithoutJs(agent, posted(dec1.form, dec1.button));
    expect(gone.next).toContain('Your cart is empty.');
  });

  it('a discount code typed into the form is applied; its remove form takes it out; the note is saved', async () => {
    const { agent, variant } = await cartWith(PLAIN, 2);
    const html = text((await page(agent)).text);
    const apply = formWithButton(html, 'Apply');
    const applied = await submitWithoutJs(agent, posted(apply.form, apply.button, { code: 'welcome10' }));
    const items = variant.price * 2;
    expect(applied.next).toContain(`<dt>Discount</dt><dd>−$${(items * 0.1).toFixed(2)}</dd>`);
    expect(applied.next).toContain('<span class="badge">WELCOME10</span>');

    const remove = formWithButton(applied.next, 'Remove discount code WELCOME10');
    expect(remove.form.hidden).toMatchObject({ intent: 'remove-code', code: 'WELCOME10' });
    const removed = await submitWithoutJs(agent, posted(remove.form, remove.button));
    expect(removed.next).not.toContain('<span class="badge">WELCOME10</span>');

    const note = formWithButton(removed.next, 'Save note');
    const saved = await submitWithoutJs(agent, posted(note.form, note.button, { note: 'Leave it with the neighbour' }));
    expect(saved.next).toContain('>Leave it with the neighbour</textarea>');
  });

  it('notes free shipping beside a DiscountCodeFreeShipping code, in the server-rendered page', async () => {
    const { agent } = await cartWith(PLAIN, 1);
    const apply = formWithButton(text((await page(agent)).text), 'Apply');
    const after = await submitWithoutJs(agent, posted(apply.form, apply.button, { code: 'freeship' }));
    expect(after.next).toContain(`<span class="free-shipping-note">${CART_MESSAGES.freeShipping('FREESHIP')}</span>`);
  });

  it('a refused code comes back as the page’s alert and the cart keeps no code', async () => {
    const { agent } = await cartWith(PLAIN, 1);
    const apply = formWithButton(text((await page(agent)).text), 'Apply');
    const after = await submitWithoutJs(agent, posted(apply.form, apply.button, { code: 'NOPE123' }));
    expect(after.next).toMatch(/role="alert">“NOPE123” is not a discount code we can apply/);
    expect((await cartOf(agent))?.discountCodes).toEqual([]);
  });

  it('Remove all items empties the cart', async () => {
    const { agent } = await cartWith(PLAIN, 3);
    const clear = formWithButton(text((await page(agent)).text), 'Remove all items');
    const after = await submitWithoutJs(agent, posted(clear.form, clear.button));
    expect(after.next).toContain('Your cart is empty.');
    expect(paid(await cartOf(agent))).toEqual([]);
  });
});

describe('the cart page’s forms with JavaScript (enhanced: optimistic, then settled)', () => {
  it('the optimistic cart is what the BFF settles for a quantity change and a removal', async () => {
    const { agent, product, cart } = await cartWith(PLAIN, 1);
    const html = text((await page(agent)).text);
    const inc = formWithButton(html, `Increase quantity of ${product.title}`);
    const raised = await submitWithJs(agent, posted(inc.form, inc.button), cart);
    expect(paid(raised.optimistic)).toEqual([`${PLAIN}×2`]);
    expect(raised.answer.notice).toEqual({ kind: 'status', text: CART_MESSAGES.quantityUpdated(product.title, 2) });
    expect(raised.optimistic?.cost.subtotalAmount).toEqual(raised.answer.cart?.cost.subtotalAmount);
    expect(raised.optimistic?.totalQuantity).toBe(raised.answer.cart?.totalQuantity);

    const remove = formWithButton(html, `Remove ${product.title}`);
    const removed = await submitWithJs(agent, posted(remove.form, remove.button), raised.answer.cart);
    expect(paid(removed.optimistic)).toEqual([]);
    expect(paid(removed.answer.cart)).toEqual([]);
    expect(removed.answer.notice.text).toBe(CART_MESSAGES.removed(product.title));
  });

  it('an empty code is a field error before any request', () => {
    const data = new FormData();
    data.append('intent', 'apply-code');
    data.append('code', ' ');
    data.append('returnTo', '/cart');
    expect(cartActionFromForm(data)).toEqual({ ok: false, errors: { fields: { code: CART_MESSAGES.codeEmpty } } });
  });

  it('a refused code is an ApiError naming the field, and the cart is as it was', async () => {
    const { agent, cart } = await cartWith(PLAIN, 1);
    const err = await submitWithJs(agent, { intent: 'apply-code', code: 'NOPE123' }, cart).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, message: CART_MESSAGES.codeInvalid('NOPE123') });
    expect((await cartOf(agent))?.discountCodes).toEqual([]);
  });
});

describe('free shipping on the cart page', () => {
  it('says how far the cart is from the shop’s threshold, or nothing when the shop sets none', async () => {
    const { agent } = await cartWith(PLAIN, 1);
    const html = text((await page(agent)).text);
    const globals = (
      await request(t.app)
        .post('/api/cms/v1.0/get-globals')
        .set('Origin', TEST_ORIGIN)
        .send({ fields: ['free_shipping_threshold'] })
    ).body.globals;
    const threshold = globals.free_shipping_threshold as number | undefined;
    if (threshold === undefined) {
      expect(html).not.toContain('data-testid="free-shipping"');
      return;
    }
    const cart = (await cartOf(agent))!;
    const remaining = threshold - Number(cart.cost.subtotalAmount.amount);
    expect(html).toContain(
      remaining > 0
        ? CART_MESSAGES.freeShippingAway(`$${remaining.toFixed(2)}`).replace(/'/g, '&#x27;')
        : CART_MESSAGES.freeShippingReached,
    );
    expect(html).toMatch(/role="progressbar"/);
    expect(html).toContain(CART_MESSAGES.freeShippingCounts);
  });
});
