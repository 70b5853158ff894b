import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, User } from '../../../shared/contract/models';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi, TEST_ORIGIN } from '../../test-support/agent-api';
import { browserDeps, postToAction } from '../../test-support/action-call';
import { CART_QUERY_KEY } from '../../lib/cart/cart-query';
import { lastSegment } from './account-paths';
import { buyAgainAction } from './buy-again-action';

// "Buy again" as the browser runs it, through the real BFF (its cart service) and backend.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email = 'demo@example.com', password = 'Demo1234!') {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/ecom/v1.0/user-login').set('Origin', TEST_ORIGIN).send({ email, password });
  expect(res.body.errors).toEqual([]);
  const deps = browserDeps(agentApi(agent));
  const user = (await deps.api.call('user-info', {})).user!;
  const cart = async () =>
    (await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({})).body.cart as
      Cart | null | undefined;
  return { agent, deps, user, cart, action: buyAgainAction(deps) };
}

const orderParam = (u: User, name: string) => lastSegment(u.orders.find((o) => o.name === name)!.id);

describe('buy again', () => {
  it('puts the order’s lines into a new cart, caches it and goes to /cart', async () => {
    const { deps, user, cart, action } = await signIn();
    const id = orderParam(user, '#1001');
    const order = (await deps.api.call('order-detail', { orderId: `gid://shopify/Order/${id}` })).order!;

    const res = await postToAction(action, `/account/orders/${id}`, { intent: 'buy-again' }, { id });

    expect(res).toMatchObject({ status: 302, location: '/cart' });
    const after = (await cart())!;
    const bought = after.lineItems.filter((l) => !l.attributes.some((a) => a.key === '_isGWP'));
    expect(bought.map((l) => [l.merchandise.sku, l.quantity]).sort()).toEqual(
      order.lineItems
        .filter((l) => l.price > 0)
        .map((l) => [l.sku, l.quantity])
        .sort(),
    );
    expect(deps.queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.id).toBe(after.id);
  });

  it('adds to the cart already there, and a second time adds the quantities again', async () => {
    const { user, cart, action } = await signIn();
    const id = orderParam(user, '#1001');
    await postToAction(action, `/account/orders/${id}`, { intent: 'buy-again' }, { id });
    const first = (await cart())!;
    await postToAction(action, `/account/orders/${id}`, { intent: 'buy-again' }, { id });
    const second = (await cart())!;
    expect(second.id).toBe(first.id);
    expect(second.totalQuantity).toBeGreaterThan(first.totalQuantity);
  });

  it('leaves out free gift lines (the gift rules decide those)', async () => {
    const { deps, user, cart, action } = await signIn();
    for (const o of user.orders) {
      const order = (await deps.api.call('order-detail', { orderId: o.id })).order!;
      if (!order.lineItems.some((l) => l.price === 0)) continue;
      const id = lastSegment(o.id);
      expect((await postToAction(action, `/account/orders/${id}`, { intent: 'buy-again' }, { id })).status).toBe(302);
      const paidSkus = new Set(order.lineItems.filter((l) => l.price > 0).map((l) => l.sku));
      const giftSkus = new Set(order.lineItems.filter((l) => l.price === 0 && !paidSkus.has(l.sku)).map((l) => l.sku));
      const lines = (await cart())!.lineItems;
      for (const sku of paidSkus) expect(lines.some((l) => l.merchandise.sku === sku)).toBe(true);
      // a gift product is in the cart only as a gift line, never bought
      for (const line of lines.filter((l) => giftSkus.has(l.merchandise.sku))) {
        expect(line.attributes).toContainEqual({ key: '_isGWP', value: 'true' });
      }
      return;
    }
    throw new Error('the demo customer has no order with a free gift');
  });

  it.each([
    [
      'another customer’s order',
      async () => lastSegment((await signIn('sam.patel@example.com', 'Glow2026!')).user.orders[0]!.id),
    ],
    ['an order that never was', async () => '999999'],
    ['not an order number', async () => 'abc'],
  ])('%s: the 404 page, and the cart is as it was', async (_name, idOf) => {
    const id = await idOf();
    const { cart, action } = await signIn();
    const before = await cart();
    const res = await postToAction(action, `/account/orders/${id}`, { intent: 'buy-again' }, { id });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.data)).toContain(`Page Not Found: /account/orders/${id}`);
    expect(await cart()).toEqual(before);
  });
});
