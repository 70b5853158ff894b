import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_PATTERN } from '../../shared/contract/session-values';
import { readCartId, readSession, sessionCookieNames } from './session-cookie-read';

const source = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });
const HTTP = { siteUrl: 'http://shop.test' };
const HTTPS = { siteUrl: 'https://shop.test' };
const TOKEN = 'A'.repeat(43);
const CART = 'gid://shopify/Cart/0123456789abcdef';

describe('cookie names', () => {
  it('are __Host- prefixed on https and plain on http', () => {
    expect(sessionCookieNames(HTTPS)).toEqual({
      token: '__Host-session_token',
      expires: '__Host-session_expires_at',
      cart: '__Host-cart_id',
    });
    expect(sessionCookieNames(HTTP)).toEqual({
      token: 'session_token',
      expires: 'session_expires_at',
      cart: 'cart_id',
    });
  });
});

describe('readSession', () => {
  it.each([
    ['no cookie', undefined, HTTP, undefined, false],
    ['a well-formed token', `session_token=${TOKEN}`, HTTP, TOKEN, false],
    ['with its expiry', `session_token=${TOKEN}; session_expires_at=2030-01-01T00%3A00%3A00.000Z`, HTTP, TOKEN, false],
    ['a NUL byte', 'session_token=%00', HTTP, undefined, true],
    ['a CR LF', `session_token=${TOKEN}%0D%0AX-Evil%3A%201`, HTTP, undefined, true],
    ['too short', 'session_token=stale', HTTP, undefined, true],
    ['too long', `session_token=${'a'.repeat(257)}`, HTTP, undefined, true],
    ['a space inside', `session_token=${TOKEN.slice(1)}%20`, HTTP, undefined, true],
    ['undecodable', 'session_token=%E0%A4%A', HTTP, undefined, true],
    ['two token cookies', `session_token=${TOKEN}; session_token=${'B'.repeat(43)}`, HTTP, undefined, true],
    ['two expiry cookies', `session_token=${TOKEN}; session_expires_at=a; session_expires_at=b`, HTTP, undefined, true],
    ['two expiry cookies and no token', 'session_expires_at=a; session_expires_at=b', HTTP, undefined, true],
    ['the prefixed name on https', `__Host-session_token=${TOKEN}`, HTTPS, TOKEN, false],
    ['the plain name on https (planted by a subdomain)', `session_token=${TOKEN}`, HTTPS, undefined, false],
    ['the prefixed name on http', `__Host-session_token=${TOKEN}`, HTTP, undefined, false],
  ])('%s', (_case, header, flags, token, refused) => {
    expect(readSession(source(header), flags)).toEqual({ token, refused });
  });

  it('hands out only values that match the token pattern, whatever the cookie', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const token = readSession(source(`session_token=${encodeURIComponent(raw)}`), HTTP).token;
        expect(token === undefined || SESSION_TOKEN_PATTERN.test(token)).toBe(true);
        if (token !== undefined) expect(token).toBe(raw);
      }),
      { numRuns: 500 },
    );
  });
});

describe('readCartId', () => {
  it.each([
    ['a cart gid', `cart_id=${encodeURIComponent(CART)}`, HTTP, CART],
    ['with a key', `cart_id=${encodeURIComponent(`${CART}?key=abc123`)}`, HTTP, `${CART}?key=abc123`],
    ['no cookie', undefined, HTTP, undefined],
    ['a NUL byte', 'cart_id=%00', HTTP, undefined],
    ['another kind of gid', `cart_id=${encodeURIComponent('gid://shopify/Customer/1')}`, HTTP, undefined],
    ['a bare word', 'cart_id=current', HTTP, undefined],
    [
      'two cart cookies',
      `cart_id=${encodeURIComponent(CART)}; cart_id=${encodeURIComponent(`${CART}0`)}`,
      HTTP,
      undefined,
    ],
    ['the prefixed name on https', `__Host-cart_id=${encodeURIComponent(CART)}`, HTTPS, CART],
    ['the plain name on https', `cart_id=${encodeURIComponent(CART)}`, HTTPS, undefined],
  ])('%s', (_case, header, flags, expected) => {
    expect(readCartId(source(header), flags)).toBe(expected);
  });
});
