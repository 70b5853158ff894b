import { validateHeaderName, validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upstreamHeaders } from './forward-headers';
import { headerSafe, tokenSafe } from './header-values';

// Whatever reaches upstreamHeaders, Node's setHeader and undici's Headers (fetch) accept
// every name and value of the result.

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\0', '\r\n', ' a ', '\u00ff', '\u2028', 'x'.repeat(5000)),
);

function sendable(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  expect(() => new Headers(headers)).not.toThrow();
}

describe('upstream header values', () => {
  it('every header set built from any client values can be sent by both transports', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, anyText, anyText, (ua, lang, ip, host, proto, auth) => {
        sendable(
          upstreamHeaders(
            { ip, host, protocol: proto, requestId: ua, headers: { 'user-agent': ua, 'accept-language': lang } },
            auth,
          ),
        );
        const token = tokenSafe(auth);
        if (token !== undefined) sendable({ authorization: token });
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['Mozilla/5.0 (X11)', 'Mozilla/5.0 (X11)'],
    ['', undefined],
    [' padded', undefined],
    ['a\0b', undefined],
    ['line\r\nbreak', undefined],
    ['caf\u00e9', undefined],
    ['x'.repeat(1025), undefined],
  ])('headerSafe(%j) → %j', (value, expected) => {
    expect(headerSafe(value)).toBe(expected);
  });

  it.each([
    ['0123456789abcdef', true],
    ['\0', false],
    ['two words', false],
    ['', false],
  ])('tokenSafe(%j) keeps it: %s', (token, kept) => {
    expect(tokenSafe(token) !== undefined).toBe(kept);
  });

  it('drops only the bad values; the BFF headers stay', () => {
    const h = upstreamHeaders(
      { ip: '203.0.113.9', protocol: 'https\u00ff', host: 'shop.test', headers: { 'user-agent': 'a\nb' } },
      '\0',
    );
    expect(h).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'shop.test',
    });
  });
});
