import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';

// The cart follows the customer. The backend keeps, on the customer, the last cart
// that got them as its buyer; user-info answers it as `cartId`, so a sign-in elsewhere finds it.

let t: TestBackend;
beforeEach(() => {
  t = createTestBackend();
});

const cartIdOf = async (token: string) => (await t.call('user-info', {}, token)).body.user!.cartId;

describe("the customer's cart id", () => {
  it('is null until a cart gets the customer as buyer', async () => {
    expect(await cartIdOf(await t.login())).toBeNull();
  });

  it('is set by a cart created while signed in', async () => {
    const token = await t.login();
    const { cart } = (await t.call('create-cart', { lineItems: [] }, token)).body;
    expect(await cartIdOf(token)).toBe(cart.id);
  });

  it('is set by a buyer-identity update sent with the token; the latest cart wins; an anonymous update changes nothing', async () => {
    const token = await t.login();
    const first = (await t.call('create-cart', { lineItems: [] })).body.cart;
    const second = (await t.call('create-cart', { lineItems: [] })).body.cart;
    await t.call('update-cart-buyer-identity', { cartId: first.id, buyerIdentity: { countryCode: 'US' } }, token);
    expect(await cartIdOf(token)).toBe(first.id);
    await t.call('update-cart-buyer-identity', { cartId: second.id, buyerIdentity: { countryCode: 'US' } }, token);
    expect(await cartIdOf(token)).toBe(second.id);
    await t.call('update-cart-buyer-identity', {
      cartId: first.id,
      buyerIdentity: { countryCode: 'US', email: 'x@example.com' },
    });
    expect(await cartIdOf(token)).toBe(second.id);
  });

  it('goes back to null when the cart is deleted', async () => {
    const token = await t.login();
    const { cart } = (await t.call('create-cart', { lineItems: [] }, token)).body;
    t.db.prepare('DELETE FROM carts WHERE id = ?').run(cart.id);
    expect(await cartIdOf(token)).toBeNull();
  });
});
