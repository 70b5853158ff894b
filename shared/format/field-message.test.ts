import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldMessage, shopperFieldMessage, withoutFieldPath } from './field-message';

describe('fieldMessage', () => {
  it.each([
    ['must be at least 8 characters', 'Must be at least 8 characters.'],
    ['is required', 'This field is required.'],
    ['must not be empty', 'This field is required.'],
    ['Enter a ZIP code.', 'Enter a ZIP code.'],
    ['  must be a number ', 'Must be a number.'],
    ['Is it?', 'Is it?'],
  ])('%j reads %j', (message, expected) => {
    expect(fieldMessage(message)).toBe(expected);
  });
});

describe('withoutFieldPath / shopperFieldMessage', () => {
  it.each([
    ['lineItems.0.variantId: Unknown variant', 'lineItems.0.variantId', 'Unknown variant.'],
    ['quantity: must be at most 99', 'quantity', 'Must be at most 99.'],
    ['codes: This code has expired', 'codes', 'This code has expired.'],
    // another field's path, or none, stays as it is
    ['lineItems.0.quantity: must be a number', 'lineItems.1.quantity', 'LineItems.0.quantity: must be a number.'],
    ['Enter a code: it is empty', undefined, 'Enter a code: it is empty.'],
  ])('%j naming %j reads %j', (message, path, expected) => {
    expect(shopperFieldMessage(message, path)).toBe(expected);
  });

  it('takes off exactly the path it is given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z][\w.]{0,20}$/), fc.string({ maxLength: 40 }), (path, rest) => {
        expect(withoutFieldPath(`${path}: ${rest}`, path)).toBe(rest.trim());
        expect(withoutFieldPath(rest, undefined)).toBe(rest);
      }),
    );
  });
});
