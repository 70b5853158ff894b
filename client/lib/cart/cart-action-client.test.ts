import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/contract/api-client';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { postCartAction } from './cart-action-client';
import { NETWORK_ERROR_MESSAGE } from '../api/browser-api';

// The transport alone, against answers shaped as the BFF gives them (the BFF itself is tested
// through the real app in client/routes/cart.test.ts).

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postCartAction', () => {
  it('posts the action as JSON to /cart and answers the settled cart and notice', async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const answer = { cart: null, notice: { kind: 'status', text: CART_MESSAGES.cleared } };
    const result = await postCartAction({ intent: 'clear' }, async (url, init) => {
      sent = { url: String(url), init: init! };
      return json(200, answer)();
    });
    expect(result).toEqual(answer);
    expect(sent?.url).toBe('/cart');
    expect(sent?.init.method).toBe('POST');
    expect(sent?.init.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
    expect(JSON.parse(String(sent?.init.body))).toEqual({ intent: 'clear' });
  });

  const failures: [string, typeof fetch, ApiError][] = [
    [
      'a refusal naming its field',
      json(422, { error: CART_MESSAGES.codeInvalid('NOPE'), field: 'code' }),
      new ApiError(422, CART_MESSAGES.codeInvalid('NOPE'), 'code'),
    ],
    [
      'a failure without a body',
      async () => new Response('oops', { status: 502 }),
      new ApiError(502, CART_MESSAGES.failed),
    ],
    ['a 200 that is not the answer', json(200, { hello: 1 }), new ApiError(200, CART_MESSAGES.failed)],
    [
      'no network',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      new ApiError(0, NETWORK_ERROR_MESSAGE),
    ],
  ];
  it.each(failures)('throws an ApiError for %s', async (_name, fetchImpl, expected) => {
    const err = await postCartAction({ intent: 'remove', lineId: 'gid://shopify/CartLine/1' }, fetchImpl).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: expected.status, message: expected.message, field: expected.field });
  });
});
