import { QueryClient } from '@tanstack/react-query';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart, Product } from '../../shared/contract/models';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { applyDiscountCode } from '../features/cart/discount-codes';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { CART_QUERY_KEY } from '../lib/cart-query';
import { applyCartChange } from '../lib/use-cart-mutation';
import { agentApi, TEST_ORIGIN } from '../test-support/agent-api';

// The cart page rendered on the server from the cart cookie, after changes made through /api
// the way the page makes them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productFor(agent: request.Agent, handle: string): Promise<Product> {
  const res = await agent.post('/api/ecom/v1.0/get-product-by-handle').set('Origin', TEST_ORIGIN).send({ handle });
  return res.body.product as Product;
}

async function cartWith(handle: string, quantity = 2) {
  const agent = request.agent(t.app);
  const product = await productFor(agent, handle);
  const variant = product.variants[0]!;
  const res = await agent.post('/api/ecom/v1.0/create-cart').set('Origin', TEST_ORIGIN)
    .send({ lineItems: [{ variantId: variant.id, quantity }] });
  expect(res.status).toBe(200);
  return { agent, product, variant, cart: res.body.cart as Cart };
}

/** The cart page's discount-code path through the real BFF; `sent` lists the calls the browser made. */
function codeForm(agent: request.Agent) {
  const api = agentApi(agent);
  const sent: string[] = [];
  const counted: ApiClient = { call: (name, input, options) => (sent.push(name), api.call(name, input, options)) };
  const queryClient = new QueryClient();
  const apply = (cart: Cart, raw: string) =>
    applyDiscountCode((change) => applyCartChange(counted, queryClient, change), counted, queryClient, cart, raw);
  return { apply, sent, queryClient };
}

const page = (agent: request.Agent) => agent.get('/cart').set('User-Agent', BROWSER_UA);
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the cart page', () => {
  it('shows an empty cart without a cart cookie', async () => {
    const res = await request(t.app).get('/cart').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your cart is empty.');
    expect(res.text).toContain('href="/shop"');
  });

  it('is rendered on the server from the cookie’s cart: line, variant, prices, subtotal, checkout', async () => {
    const { agent, product, variant, cart } = await cartWith('gentle-foaming-cleanser', 2);
    const res = await page(agent);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain(`href="/products/${product.handle}"`);
    expect(html).toContain(product.title);
    expect(html).toContain(variant.title);
    expect(html).toContain(`$${variant.price.toFixed(2)} each`);
    expect(html).toMatch(/<output class="quantity-value">2<\/output>/);
    expect(html).toContain(`aria-label="Decrease quantity of ${product.title}"`);
    expect(html).toContain(`Remove<span class="visually-hidden"> ${product.title}</span>`);
    expect(html).toContain(`data-testid="cart-subtotal">$${(variant.price * 2).toFixed(2)}<`);
    expect(html).toContain(`href="${cart.checkoutUrl.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('role="status"');
  });

  it('shows a subscription line’s selling plan and its discounted unit price', async () => {
    const agent = request.agent(t.app);
    const product = await productFor(agent, 'gentle-foaming-cleanser');
    const plan = product.sellingPlans[0]!;
    const variant = product.variants[1]!;
    await agent.post('/api/ecom/v1.0/create-cart').set('Origin', TEST_ORIGIN)
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
    const giftLine = new RegExp(`<li class="cart-line cart-line-gift"[^>]*data-handle="${gift!.product.handle}".*?</li>`).exec(html)?.[0] ?? '';
    expect(giftLine).toContain('Free gift');
    expect(giftLine).not.toContain('quantity-stepper');
    expect(giftLine).not.toContain('Remove');
  });

  it('shows the chosen professional attribute', async () => {
    const { agent, cart } = await cartWith('gentle-foaming-cleanser', 1);
    await agent.post('/api/ecom/v1.0/update-cart-attributes').set('Origin', TEST_ORIGIN)
      .send({ cartId: cart.id, attributes: [{ key: 'professional', value: 'Dana Whitfield' }] });
    expect(text((await page(agent)).text)).toMatch(/Your professional<\/span> Dana Whitfield/);
  });
});

describe('discount codes', () => {
  it('applies WELCOME10: the summary shows the discount and the subtotal after it', async () => {
    const { agent, cart, variant } = await cartWith('gentle-foaming-cleanser', 2);
    const form = codeForm(agent);
    const result = await form.apply(cart, 'welcome10');
    expect(result).toMatchObject({ ok: true, code: 'WELCOME10', freeShipping: false });
    // The settled cart is stored in the ['cart'] query; then the type for the free-shipping note.
    expect(form.queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(form.sent).toEqual(['update-cart-discount-codes', 'get-discount-type']);
    const html = text((await page(agent)).text);
    const items = variant.price * 2;
    expect(html).toContain(`<dt>Discount</dt><dd>−$${(items * 0.1).toFixed(2)}</dd>`);
    expect(html).toContain(`data-testid="cart-subtotal">$${(items * 0.9).toFixed(2)}<`);
    expect(html).toContain('<span class="badge">WELCOME10</span>');
  });

  it('refuses an unknown code with a clear message in one request and leaves the cart without it', async () => {
    const { agent, cart } = await cartWith('gentle-foaming-cleanser', 1);
    const form = codeForm(agent);
    const result = await form.apply(cart, 'NOPE123');
    expect(result).toMatchObject({ ok: false, message: CART_MESSAGES.codeInvalid('NOPE123') });
    // The upstream listed it as not applicable; the BFF took it out again before answering.
    expect(form.sent).toEqual(['update-cart-discount-codes']);
    expect(form.queryClient.getQueryData(CART_QUERY_KEY)).toBeUndefined();
    const now = await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({});
    expect(now.body.cart.discountCodes).toEqual([]);
    expect(text((await page(agent)).text)).not.toContain('NOPE123');
  });

  it('says when a code is already applied', async () => {
    const { agent, cart } = await cartWith('gentle-foaming-cleanser', 1);
    const form = codeForm(agent);
    const first = await form.apply(cart, 'WELCOME10');
    const again = await form.apply(first.cart!, 'WELCOME10');
    expect(again).toMatchObject({ ok: false, message: CART_MESSAGES.codeAlreadyApplied('WELCOME10') });
    // The BFF says the same to a body that repeats a code.
    const repeated = await agent.post('/api/ecom/v1.0/update-cart-discount-codes').set('Origin', TEST_ORIGIN).send({ codes: ['WELCOME10', 'welcome10'] });
    expect(repeated.status).toBe(422);
    expect(repeated.body).toEqual({ error: CART_MESSAGES.codeAlreadyApplied('WELCOME10'), field: 'codes' });
  });

  it('notes free shipping for a DiscountCodeFreeShipping code, also in the server-rendered page', async () => {
    const { agent, cart } = await cartWith('gentle-foaming-cleanser', 1);
    const result = await codeForm(agent).apply(cart, 'freeship');
    expect(result).toMatchObject({ ok: true, code: 'FREESHIP', freeShipping: true });
    expect(text((await page(agent)).text)).toContain(CART_MESSAGES.freeShipping('FREESHIP'));
  });

  it('answers a disabled code as not valid', async () => {
    const { agent, cart } = await cartWith('gentle-foaming-cleanser', 1);
    const result = await codeForm(agent).apply(cart, 'SPRING15');
    expect(result.ok).toBe(false);
  });
});
