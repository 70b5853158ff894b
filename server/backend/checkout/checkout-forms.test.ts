import { describe, expect, it } from 'vitest';
import type { BuyerAddress } from '../../../shared/contract/models';
import { addressErrors, preferredAddress, sameAddress, type ShippingAddress } from './checkout-forms';

const chicago: ShippingAddress = {
  firstName: 'Dana',
  lastName: 'Morgan',
  company: '',
  address1: '1420 N Wells St',
  address2: 'Apt 3B',
  city: 'Chicago',
  provinceCode: 'IL',
  zip: '60610',
  country: 'US',
  phone: '(312) 555-0188',
};

describe('preferredAddress', () => {
  it('takes the cart’s province as the form’s state code', () => {
    const buyer: BuyerAddress = { ...chicago, province: 'il' } as unknown as BuyerAddress;
    delete (buyer as Partial<ShippingAddress>).provinceCode;
    expect(preferredAddress(buyer)).toEqual(chicago);
    expect(addressErrors(preferredAddress(buyer)!)).toEqual({});
  });

  it.each([null, undefined])('%s → null', (a) => {
    expect(preferredAddress(a)).toBeNull();
  });
});

describe('sameAddress', () => {
  it.each([
    [{}, true],
    [{ city: ' chicago ' }, true],
    [{ city: 'Denver' }, false],
    [{ provinceCode: 'CO' }, false],
    [{ address2: '' }, false],
    [{ phone: '' }, false],
  ] as const)('%j → %s', (change, same) => {
    expect(sameAddress(chicago, { ...chicago, ...change })).toBe(same);
  });
});
