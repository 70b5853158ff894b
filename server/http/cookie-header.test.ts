import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieOccurrences, readCookie } from './cookie-header';

const source = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('readCookie', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['session_token=abc', 'abc'],
    ['a=1; session_token=a%20b; b=2', 'a b'],
    ['session_token="quoted"', 'quoted'],
    // A name sent twice (cookie tossing from another path or a parent domain) is no value
    ['session_token=first; session_token=second', undefined],
    ['session_token=same; session_token=same', undefined],
    ['session_token=', undefined],
    ['session_token=%E0%A4%A', undefined],
    ['session_token=j:{"a":1}', 'j:{"a":1}'],
    ['xsession_token=no', undefined],
    ['Session_Token=other-case', undefined],
  ])('%s → %s', (header, expected) => {
    expect(readCookie(source(header), 'session_token')).toBe(expected);
  });

  it('lists every occurrence, undecodable ones as null', () => {
    expect(cookieOccurrences(source('a=1; b=2; a=%E0; a=3'), 'a')).toEqual(['1', null, '3']);
  });

  it('never throws and returns a string or undefined, whatever the header', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('session_token', 'cart_id', '__Host-cart_id'),
        (header, name) => {
          const value = readCookie(source(header), name);
          expect(value === undefined || (typeof value === 'string' && value !== '')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
