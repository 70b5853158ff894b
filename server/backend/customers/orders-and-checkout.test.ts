import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';

let t: TestBackend;
let token: string;
beforeEach(async () => {
  t = createTestBackend();
  token = await t.login();
});

describe('orders, subscription cookie and checkout', () => {
  it("returns the customer's order with lines and totals", async () => {
    const { order } = (await t.call('order-detail', { orderId: 'gid://shopify/Order/1' }, token)).body;
    expect(order).toMatchObject({
      name: '#1001',
      status: 'fulfilled',
      subtotal: 136,
      shipping: 0,
      tax: 9.86,
      total: 145.86,
      lineItems: [{ sku: 'VCS-30', quantity: 2, price: 68, total: 136, product: { handle: 'vitamin-c-serum' } }],
      shippingAddress: { city: 'Dallas' },
    });
  });

  it("answers order null for someone else's or an unknown order", async () => {
    await t.call('user-create', { email: 'o@example.com', firstName: 'O', lastName: 'P', password: 'long-enough-1' });
    const other = await t.login('o@example.com', 'long-enough-1');
    expect((await t.call('order-detail', { orderId: 'gid://shopify/Order/1' }, other)).body).toEqual({ order: null });
    expect((await t.call('order-detail', { orderId: 'garbage' }, token)).body).toEqual({ order: null });
  });

  it('signs an og_auth cookie value that lives as long as the session', async () => {
    const res = await t.call('generate-ordergroove-cookie', {}, token);
    expect(res.body).toEqual({
      name: 'og_auth',
      value: expect.stringMatching(/^1%7C\d+%7C.+/),
      expiresAt: '2025-06-15T18:00:00.000Z',
    });
  });

  it("gives the cart's hosted checkout URL by cart id or by its checkoutUrl, 404 for an unknown cart", async () => {
    const { cart } = (await t.call('create-cart', {})).body;
    const byId = await t.call('checkout-url', { cartUrl: cart.id, email: 'a@example.com' });
    expect(byId.body.url).toMatch(/^http:\/\/shop\.test\/checkout\/[0-9a-f]{64}$/);
    expect((await t.call('checkout-url', { cartUrl: cart.checkoutUrl })).body.url).toBe(byId.body.url);
    expect(await t.call('checkout-url', { cartUrl: 'gid://shopify/Cart/none' })).toMatchObject({
      status: 404,
      body: { error: 'cartUrl: Cart not found' },
    });
  });
});
