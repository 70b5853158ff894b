import { describe, expect, it } from 'vitest';
import { calls } from '../../shared/contract/registry';
import { browserCartId, carriesCartId, CART_ID_MISMATCH_MESSAGE, fillCartId } from './cart-id';

const A = 'gid://shopify/Cart/a';
const B = 'gid://shopify/Cart/b';

describe('browserCartId', () => {
  it.each([
    ['no cookie, no body id', undefined, undefined, { ok: true, cartId: undefined }],
    ['cookie only', undefined, A, { ok: true, cartId: A }],
    ['body repeats the cookie', A, A, { ok: true, cartId: A }],
    ['body without a cookie (API clients)', B, undefined, { ok: true, cartId: B }],
    [
      'body names another cart',
      B,
      A,
      { ok: false, problem: { status: 400, error: CART_ID_MISMATCH_MESSAGE, field: 'cartId' } },
    ],
  ] as const)('%s', (_label, body, cookie, expected) => {
    expect(browserCartId(body, cookie)).toEqual(expected);
  });

  // fast-check is not installed in this tree (node_modules is shared): a seeded generator
  // stands in for it until the lead adds the package.
  it('never acts on a cart other than the cookie’s when there is one', () => {
    let seed = 3;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const id = () => [undefined, A, B, '', ' a'][Math.floor(rand() * 5)];
    for (let i = 0; i < 300; i++) {
      const body = id();
      const cookie = id();
      const result = browserCartId(body, cookie);
      if (cookie !== undefined && result.ok) expect(result.cartId).toBe(cookie);
      if (!result.ok) expect(body !== undefined && cookie !== undefined && body !== cookie).toBe(true);
    }
  });
});

describe('fillCartId (server transport)', () => {
  it('knows the calls on an existing cart from their request schema', () => {
    expect(carriesCartId(calls['get-cart'])).toBe(true);
    expect(carriesCartId(calls['update-cart-note'])).toBe(true);
    expect(carriesCartId(calls['create-cart'])).toBe(false);
    expect(carriesCartId(calls['get-discounts'])).toBe(false);
  });

  it.each([
    ['fills the cookie’s id', calls['get-cart'], {}, A, { cartId: A }],
    [
      'keeps an explicit id (a cart just created while the cookie is stale)',
      calls['add-cart-line-items'],
      { cartId: B, lineItems: [] },
      A,
      { cartId: B, lineItems: [] },
    ],
    ['no cookie: unchanged', calls['get-cart'], {}, undefined, {}],
    ['a call without a cart id: unchanged', calls['create-cart'], { lineItems: [] }, A, { lineItems: [] }],
    ['not an object: unchanged', calls['get-cart'], null, A, null],
  ] as const)('%s', (_label, call, input, cookie, expected) => {
    expect(fillCartId(call, input, cookie)).toEqual(expected);
  });
});
