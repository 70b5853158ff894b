import { describe, expect, it } from 'vitest';
import {
  hasTrailingSlash,
  isAbsoluteUrl,
  isProtocolRelative,
  isSafeLocalPath,
  isSameOrigin,
  safeLocalPath,
  stripTrailingSlash,
} from './url';

describe('stripTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/shop/', '/shop'],
    ['/shop/?a=1&b=2', '/shop?a=1&b=2'],
    ['/shop/#top', '/shop#top'],
    ['/shop/?a=1#top', '/shop?a=1#top'],
    ['/blog/post///', '/blog/post'],
    ['/?a=1', '/?a=1'],
    ['/shop?next=/a/', '/shop?next=/a/'],
    ['/a#/b/', '/a#/b/'],
    ['///', '/'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripTrailingSlash(input)).toBe(expected);
    expect(hasTrailingSlash(input)).toBe(input !== expected);
  });
});

describe('url classification', () => {
  it.each([
    // url, protocolRelative, absolute, safeLocal
    ['/shop', false, false, true],
    ['/', false, false, true],
    ['//evil.test/x', true, true, false],
    ['/\\evil.test', true, true, false],
    ['\\\\evil.test', true, true, false],
    ['https://shop.test/a', false, true, false],
    ['HTTP://shop.test', false, true, false],
    ['mailto:a@b.test', false, true, false],
    ['javascript:alert(1)', false, true, false],
    ['shop', false, false, false],
    ['', false, false, false],
  ])('%j', (url, protocolRelative, absolute, safeLocal) => {
    expect(isProtocolRelative(url)).toBe(protocolRelative);
    expect(isAbsoluteUrl(url)).toBe(absolute);
    expect(isSafeLocalPath(url)).toBe(safeLocal);
  });

  it.each([
    ['/account', '/account'],
    ['//evil.test', '/'],
    ['https://evil.test', '/'],
    [undefined, '/'],
    [['/a'], '/'],
  ])('safeLocalPath(%j) → %j', (value, expected) => {
    expect(safeLocalPath(value)).toBe(expected);
  });
});

describe('isSameOrigin', () => {
  const origin = 'https://shop.test';
  it.each([
    ['/cart', true],
    ['https://shop.test/cart', true],
    ['https://shop.test:443/cart', true],
    ['http://shop.test/cart', false],
    ['https://cdn.shop.test/a.png', false],
    ['//shop.test/a', true],
    ['//evil.test/a', false],
    ['/\\evil.test', false],
    ['https://shop.test.evil.test/', false],
    ['http://[bad', false],
  ])('%j → %s', (url, expected) => {
    expect(isSameOrigin(url, origin)).toBe(expected);
  });
});
