import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListedHost, isPublicAddress } from './address-check';

// Which addresses an imported picture may be fetched from, and which hosts are listed.

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['198.51.100.7', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2001:db8::1', false],
    ['not an address', false],
    ['', false],
    ['8.8.8.8', true],
    ['172.32.0.1', true],
    ['151.101.1.69', true],
    ['::ffff:8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['[2606:4700:4700::1111]', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses every address of the loopback, private and link-local IPv4 ranges, however written', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(127), octet, octet, octet),
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
      fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
    );
    fc.assert(
      fc.property(privateV4, (parts) => {
        const v4 = parts.join('.');
        const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
        expect(isPublicAddress(v4)).toBe(false);
        expect(isPublicAddress(`::ffff:${v4}`)).toBe(false);
        expect(isPublicAddress(`::ffff:${hex(parts[0], parts[1])}:${hex(parts[2], parts[3])}`)).toBe(false);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (s) => void isPublicAddress(s)));
  });
});

describe('isListedHost', () => {
  it.each([
    ['https://cdn.shop.test/a.jpg', ['cdn.shop.test'], true],
    ['https://CDN.shop.test/a.jpg', ['cdn.shop.test'], true],
    ['https://cdn.shop.test:8443/a.jpg', ['cdn.shop.test'], false],
    ['https://cdn.shop.test:8443/a.jpg', ['cdn.shop.test:8443'], true],
    ['https://evil.test/a.jpg', ['cdn.shop.test'], false],
    ['https://cdn.shop.test.evil.test/a.jpg', ['cdn.shop.test'], false],
    ['https://cdn.shop.test/a.jpg', [], false],
  ])('%s in %j → %s', (url, hosts, expected) => {
    expect(isListedHost(new URL(url), hosts)).toBe(expected);
  });
});
