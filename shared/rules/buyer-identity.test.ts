import { describe, expect, it } from 'vitest';
import { signInBuyerIdentity, type BuyerUser } from './buyer-identity';

const home = {
  id: 'gid://shopify/MailingAddress/2',
  firstName: 'Demo',
  lastName: 'Customer',
  company: 'Glow LLC',
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  provinceCode: 'TX',
  zip: '73301',
  country: 'United States',
  phone: '555-0100',
};
const work = { ...home, id: 'gid://shopify/MailingAddress/3', address1: '9 Office Rd', city: 'Dallas' };
const user = (over: Partial<BuyerUser> = {}): BuyerUser => ({
  email: 'demo@example.com',
  addresses: { edges: [{ node: work }, { node: home }] },
  defaultAddress: { id: home.id },
  ...over,
});

const homeForBuyer = {
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  company: 'Glow LLC',
  country: 'United States',
  firstName: 'Demo',
  lastName: 'Customer',
  phone: '555-0100',
  province: 'TX',
  zip: '73301',
};

describe('signInBuyerIdentity', () => {
  it.each([
    [
      'the default address (province from provinceCode)',
      user(),
      'tok',
      { deliveryAddressPreferences: { deliveryAddress: homeForBuyer } },
    ],
    [
      'no default address: no delivery preference',
      user({ defaultAddress: null }),
      'tok',
      { deliveryAddressPreferences: null },
    ],
    [
      'a default id not in the list: no delivery preference',
      user({ defaultAddress: { id: 'gid://shopify/MailingAddress/99' } }),
      'tok',
      { deliveryAddressPreferences: null },
    ],
    ['an e-mail with spaces is trimmed', user({ email: '  demo@example.com ' }), 'tok', { email: 'demo@example.com' }],
  ] as const)('%s', (_case, u, token, expected) => {
    const update = signInBuyerIdentity(u, token)!;
    expect(update.buyerIdentity).toEqual({
      email: 'demo@example.com',
      phone: null,
      countryCode: 'US',
      deliveryAddressPreferences: expect.anything(),
      ...expected,
    });
    expect(update.customerAccessToken).toBe(token);
  });

  it.each([
    ['no user', null, 'tok'],
    ['no e-mail', user({ email: null }), 'tok'],
    ['an empty e-mail', user({ email: '  ' }), 'tok'],
    ['no token', user(), undefined],
    ['an empty token', user(), ''],
  ] as const)('%s: no update (SPEC section 5)', (_case, u, token) => {
    expect(signInBuyerIdentity(u, token)).toBeNull();
  });
});
