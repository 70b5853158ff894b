import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formAction } from './form-action';

const page = { pathname: '/account/addresses', search: '?page=2' };

describe('formAction', () => {
  it.each([
    [undefined, '/account/addresses?page=2'],
    ['', '/account/addresses?page=2'],
    ['#address-7', '/account/addresses#address-7'],
    ['?sort=price', '/account/addresses?sort=price'],
    ['/account/logout', '/account/logout'],
    ['/search', '/search'],
  ])('%j on %s posts to %s', (action, expected) => {
    expect(formAction(action, page)).toBe(expected);
  });

  it('refuses a relative path, which only a route tree could resolve', () => {
    expect(() => formAction('addresses', page)).toThrow(/from the root: addresses/);
  });

  it('always stays on the page or names a path from the root', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        for (const action of [`#${tail}`, `?${tail}`, `/${tail}`]) {
          const target = formAction(action, page);
          expect(target.startsWith('/')).toBe(true);
          expect(target.endsWith(tail)).toBe(true);
        }
      }),
    );
  });
});
