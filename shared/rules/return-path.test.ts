import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

const HOME = '/account/home';

describe('safeReturnPath', () => {
  it.each([
    // raw, expected
    ['/account/orders', '/account/orders'],
    ['/account/orders/1001', '/account/orders/1001'],
    ['/shop?skinType=dry&page=2', '/shop?skinType=dry&page=2'],
    ['/blog#latest', '/blog#latest'],
    ['/', '/'],
    ['/account/addresses/Zm9v%3D', '/account/addresses/Zm9v%3D'],
    ['/shop/../account/orders', '/account/orders'],
    ['/a b', '/a%20b'],
  ])('keeps the same-site path %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a number', 42],
    ['empty', ''],
    ['protocol-relative', '//evil.example/x'],
    ['dot segment before //', '/.//evil.example'],
    ['dot-dot segment before //', '/a/..//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash later', '/shop\\..\\\\evil'],
    ['absolute https', 'https://evil.example/account'],
    ['absolute http on this path', 'http://shop.test/account/orders'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['relative without slash', 'account/orders'],
    ['encoded //', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded //', '/%252Fevil.example'],
    ['malformed escape', '/shop%E0%A4%A'],
    ['tab', '/\t/evil.example'],
    ['newline', '/account\n/orders'],
    ['encoded newline', '/account%0A'],
    ['NUL', '/account\u0000'],
    ['DEL', '/account\u007f'],
    ['logout', '/account/logout'],
    ['logout with a slash', '/account/logout/'],
    ['logout with a query', '/account/logout?next=1'],
    ['logout in capitals', '/Account/LOGOUT'],
    ['logout encoded', '/account/%6Cogout'],
    ['logout by dot segments', '/account/orders/../logout'],
    ['the login page', '/account/login?returnTo=/account/orders'],
    ['too long', `/${'a'.repeat(2100)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBe(HOME);
  });

  it('answers the given fallback', () => {
    expect(safeReturnPath('//evil', '/cart')).toBe('/cart');
  });
});

describe('loginPathReturningTo', () => {
  it.each([
    ['/account/orders', '/account/login?returnTo=%2Faccount%2Forders'],
    ['/account/orders?page=2', '/account/login?returnTo=%2Faccount%2Forders%3Fpage%3D2'],
    ['//evil.example', '/account/login'],
    ['/account/logout', '/account/login'],
  ])('%j → %j', (path, expected) => {
    expect(loginPathReturningTo(path)).toBe(expected);
  });
});

// Properties: whatever the input, the answer is a path a browser keeps on this site, and a
// plain same-site path comes back unchanged.
const ORIGIN = 'http://shop.test';
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);

describe('safeReturnPath, for any input', () => {
  it('never answers a target that leaves the site or has control characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.webUrl(),
          fc.webPath(),
          fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`),
        ),
        (raw) => {
          const result = safeReturnPath(raw);
          expect(result.startsWith('/')).toBe(true);
          expect(/^\/[/\\]/.test(result)).toBe(false);
          expect(result.includes('\\')).toBe(false);
          // eslint-disable-next-line no-control-regex -- asserting there are none
          expect(/[\u0000-\u001f\u007f]/.test(result)).toBe(false);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          expect(new URL(decodeURIComponent(result), ORIGIN).origin).toBe(ORIGIN);
          expect(new URL(result, ORIGIN).pathname.toLowerCase()).not.toMatch(/^\/account\/log(out|in)\/?$/);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a plain path of this site unchanged, query included', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.option(segment, { nil: undefined }),
        (segments, query) => {
          const path = `/${segments.join('/')}${query ? `?q=${query}` : ''}`;
          fc.pre(!/^\/account\/log(out|in)$/i.test(path.split('?')[0]!));
          expect(safeReturnPath(path)).toBe(path);
        },
      ),
    );
  });

  it('refuses any absolute or protocol-relative URL', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('', '//', '/\\', '%2F%2F', '/%2F'), (url, prefix) => {
        const raw = prefix ? `${prefix}${url.replace(/^https?:\/\//, '')}` : url;
        expect(safeReturnPath(raw, 'FALLBACK')).toBe('FALLBACK');
      }),
    );
  });
});
