import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressInput } from '../contract/customer';
import { isUsPhoneOrEmpty, isUsStateCode, isUsZip, US_ADDRESS_MESSAGES, US_STATES, usPhoneDigits } from './us-address';

describe('US states', () => {
  it('lists the 50 states, DC and 5 territories, each code once', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map(([c]) => c)).size).toBe(56);
    expect(US_STATES.filter(([c]) => !['DC', 'AS', 'GU', 'MP', 'PR', 'VI'].includes(c))).toHaveLength(50);
  });

  it.each([
    ['IL', true],
    ['DC', true],
    ['PR', true],
    ['WY', true],
    ['il', false],
    ['XX', false],
    ['', false],
    ['ILL', false],
    [' IL', false],
    ['Illinois', false],
  ])('%j is a state code: %s', (code, ok) => {
    expect(isUsStateCode(code)).toBe(ok);
  });
});

describe('ZIP codes', () => {
  it.each([
    ['60610', true],
    ['00501', true],
    ['60610-1234', true],
    ['6061', false],
    ['606100', false],
    ['60610-123', false],
    ['60610 1234', false],
    ['ABCDE', false],
    ['', false],
    ['60610-', false],
  ])('%j: %s', (zip, ok) => {
    expect(isUsZip(zip)).toBe(ok);
  });

  it('accepts exactly five digits with an optional dash and four digits', () => {
    const digits = (n: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
    fc.assert(
      fc.property(digits(5), fc.option(digits(4)), (five, four) => isUsZip(four === null ? five : `${five}-${four}`)),
    );
    fc.assert(fc.property(fc.string(), (s) => isUsZip(s) === /^\d{5}(-\d{4})?$/.test(s)));
  });
});

describe('phone numbers', () => {
  it.each([
    ['(312) 555-0188', '3125550188'],
    ['312-555-0188', '3125550188'],
    ['+1 312 555 0188', '3125550188'],
    ['3125550188', '3125550188'],
    ['555-0188', null],
    ['(012) 555-0188', null],
    ['(312) 155-0188', null],
    ['312.555.0188 ext 4', null],
    ['+44 20 7946 0958', null],
  ])('%j → %s', (phone, digits) => {
    expect(usPhoneDigits(phone)).toBe(digits);
  });

  it('an empty phone is allowed (it is optional)', () => {
    expect(isUsPhoneOrEmpty('')).toBe(true);
    expect(isUsPhoneOrEmpty('  ')).toBe(true);
  });

  it('never accepts letters, and what it accepts has 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = usPhoneDigits(s);
        return d === null || (/^\d{10}$/.test(d) && !/[a-z]/i.test(s));
      }),
    );
  });
});

describe('AddressInput (the contract the BFF and the backend validate)', () => {
  const base = { address1: '1 Main St', city: 'Austin', zip: '73301' };
  const issue = (input: object) => {
    const r = AddressInput.safeParse(input);
    return r.success ? null : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
  };
  it.each([
    ['a minimal address', base, null],
    ['state and ZIP+4', { ...base, provinceCode: 'TX', zip: '73301-0001', phone: '(512) 555-0100' }, null],
    ['an unknown state', { ...base, provinceCode: 'ZZ' }, `provinceCode: ${US_ADDRESS_MESSAGES.state}`],
    ['a bad ZIP', { ...base, zip: '7330' }, `zip: ${US_ADDRESS_MESSAGES.zip}`],
    ['a bad phone', { ...base, phone: '12' }, `phone: ${US_ADDRESS_MESSAGES.phone}`],
    ['no street', { ...base, address1: ' ' }, 'address1: must not be empty'],
  ])('%s', (_name, input, expected) => {
    expect(issue(input)).toBe(expected);
  });
});
