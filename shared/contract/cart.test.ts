import { describe, expect, it } from 'vitest';
import { cartCalls } from './cart';

// The cart id: optional in what the browser sends (the BFF fills it from its cookie), required
// in what the upstream validates.

const onCart = [
  ['get-cart', {}],
  ['add-cart-line-items', { lineItems: [{ variantId: 'v' }] }],
  ['remove-cart-line-items', { lineItemIds: ['l'] }],
  ['update-cart-line-items', { lineItems: [{ lineId: 'l', quantity: 2 }] }],
  ['update-cart-attributes', { attributes: [] }],
  ['update-cart-buyer-identity', { buyerIdentity: {} }],
  ['update-cart-discount-codes', { codes: [] }],
  ['update-cart-note', { note: '' }],
] as const;

describe('cart calls', () => {
  it.each(onCart)('%s: the browser may leave cartId out; the upstream requires it', (name, body) => {
    const call = cartCalls[name];
    expect(call.request.safeParse(body).success).toBe(true);
    expect(call.upstreamRequest.safeParse(body).success).toBe(false);
    expect(call.upstreamRequest.safeParse({ ...body, cartId: 'c' }).success).toBe(true);
    expect(call.request.safeParse({ ...body, cartId: 5 }).success).toBe(false);
  });

  it('every change is marked changesCart, reads are not', () => {
    const changes = Object.values(cartCalls)
      .filter((c) => c.changesCart)
      .map((c) => c.name)
      .sort();
    expect(changes).toEqual([...onCart.map(([n]) => n).filter((n) => n !== 'get-cart'), 'create-cart'].sort());
  });
});
