import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKey, addressKey, isCounted, linkAccount } from './throttle-keys';

describe('addressKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['::ffff:a01:203', '10.1.2.3'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['not an address', 'unknown'],
    ['1.2.3.4, 5.6.7.8', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('an IPv4 address is its own key, mapped or not', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(addressKey(ip)).toBe(ip);
        expect(addressKey(`::ffff:${ip}`)).toBe(ip);
      }),
    );
  });

  it('every IPv6 address of one /64 shares a key; another /64 does not', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, hostA, hostB) => {
        fc.pre(!prefix.every((g) => g === '0'));
        const a = addressKey([...prefix, ...hostA].join(':'));
        expect(a).toBe(addressKey([...prefix, ...hostB].join(':')));
        expect(a.endsWith('::/64')).toBe(true);
        const other = [...prefix];
        other[3] = ((parseInt(other[3]!, 16) + 1) % 0x10000).toString(16);
        expect(addressKey([...other, ...hostA].join(':'))).not.toBe(a);
      }),
    );
  });

  it('never throws and is short, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.ipV6(), fc.ipV4Extended()), (text) => {
        const key = addressKey(text);
        expect(typeof key).toBe('string');
        expect(key.length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('accountKey', () => {
  it('one e-mail is one account, whatever its case and surrounding spaces', () => {
    const local = fc.stringMatching(/^[a-z0-9.]{1,20}$/);
    fc.assert(
      fc.property(local, fc.boolean(), fc.nat(3), (name, upper, pad) => {
        const email = `${name}@example.com`;
        const variant = `${' '.repeat(pad)}${upper ? email.toUpperCase() : email}${' '.repeat(pad)}`;
        for (const call of ['user-login', 'user-create', 'user-recover'] as const) {
          expect(accountKey(call, { email: variant })).toBe(accountKey(call, { email }));
        }
      }),
    );
    expect(accountKey('user-login', { email: 'a@example.com' })).not.toBe(
      accountKey('user-login', { email: 'b@example.com' }),
    );
  });

  it('keys hold no e-mail and have a bounded length', () => {
    const key = accountKey('user-login', { email: `${'x'.repeat(240)}@example.com` })!;
    expect(key).not.toContain('example');
    expect(key.length).toBe(32);
  });

  it('a signed link counts against the customer it names, whatever the signature', () => {
    const link = (signature: string) =>
      `http://shop.test/account/resetPassword?id=7&token=abc&expires=99&signature=${signature}`;
    fc.assert(
      fc.property(fc.string(), fc.string(), (s1, s2) => {
        expect(accountKey('reset-password', { resetUrl: link(encodeURIComponent(s1)) })).toBe(
          accountKey('reset-password', { resetUrl: link(encodeURIComponent(s2)) }),
        );
      }),
    );
    expect(linkAccount('http://shop.test/account/activateAccount?id=8&token=x')).toBe('id:8');
    expect(linkAccount('https://shop.test/account/reset/12345/tokenvalue?x=1')).toBe(
      'path:/account/reset/12345/tokenvalue',
    );
    expect(linkAccount('not a url')).toBe('raw:not a url');
  });

  it('update-customer counts only password and e-mail changes, per session', () => {
    expect(isCounted('update-customer', { customer: { firstName: 'A' } })).toBe(false);
    expect(isCounted('update-customer', { customer: { password: 'x' } })).toBe(true);
    expect(isCounted('update-customer', { customer: { email: 'a@b.co' } })).toBe(true);
    expect(isCounted('user-login', {})).toBe(true);
    expect(accountKey('update-customer', { customer: { password: 'x' } }, 'token-1')).toBe(
      accountKey('update-customer', {}, 'token-1'),
    );
    expect(accountKey('update-customer', {}, 'token-1')).not.toBe(accountKey('update-customer', {}, 'token-2'));
    expect(accountKey('update-customer', {}, undefined)).toBeNull();
  });

  it('no account named: null', () => {
    expect(accountKey('user-login', {})).toBeNull();
    expect(accountKey('activate-account', { activationUrl: 5 })).toBeNull();
    expect(accountKey('reset-password', null)).toBeNull();
  });
});
