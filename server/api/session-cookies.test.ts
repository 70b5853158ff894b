import { describe, expect, it } from 'vitest';
import { readCartId, readCookie, readSessionToken } from './session-cookies.server';

const source = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('readCookie', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['session_token=abc', 'abc'],
    ['a=1; session_token=a%20b; b=2', 'a b'],
    ['session_token="quoted"', 'quoted'],
    ['session_token=first; session_token=second', 'first'],
    ['session_token=', undefined],
    ['session_token=%E0%A4%A', undefined],
    ['session_token=j:{"a":1}', 'j:{"a":1}'],
    ['xsession_token=no', undefined],
  ])('%s → %s', (header, expected) => {
    expect(readSessionToken(source(header))).toBe(expected);
  });

  it('reads the cart id and any name', () => {
    expect(readCartId(source('cart_id=gid%3A%2F%2Fshopify%2FCart%2F1'))).toBe('gid://shopify/Cart/1');
    expect(readCookie(source('og_auth=x'), 'og_auth')).toBe('x');
  });
});
