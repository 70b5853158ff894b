import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../shared/contract/api-client';
import { LOGIN_INCORRECT_MESSAGE } from '../../../shared/messages';
import {
  fieldMessage,
  formErrorsFromApi,
  formErrorsFromZod,
  formFlag,
  formText,
  userErrorMessage,
} from './form-errors';

describe('fieldMessage', () => {
  it.each([
    ['is required', 'This field is required.'],
    ['must not be empty', 'This field is required.'],
    ['must be at least 8 characters', 'Must be at least 8 characters.'],
    ['Enter a ZIP code.', 'Enter a ZIP code.'],
  ])('%s → %s', (given, shown) => expect(fieldMessage(given)).toBe(shown));
});

describe('formErrorsFromZod', () => {
  const schema = z.object({
    email: z.email('must be a valid e-mail address'),
    password: z.string().min(8, 'must be at least 8 characters'),
  });
  it('names each field once, by its last path segment', () => {
    const parsed = schema.safeParse({ email: 'nope', password: 'short' });
    expect(parsed.success).toBe(false);
    expect(formErrorsFromZod(parsed.error!)).toEqual({
      fields: { email: 'Must be a valid e-mail address.', password: 'Must be at least 8 characters.' },
    });
  });
  it('puts a whole-object problem on the form', () => {
    const parsed = z
      .object({ a: z.string() })
      .refine(() => false, 'must change something')
      .safeParse({ a: 'x' });
    expect(formErrorsFromZod(parsed.error!)).toEqual({ form: 'Must change something.', fields: {} });
  });
});

describe('formErrorsFromApi', () => {
  it.each([
    [
      new ApiError(400, 'address.zip: must not be empty', 'address.zip'),
      ['zip'],
      { fields: { zip: 'This field is required.' } },
    ],
    [
      new ApiError(400, 'address.zip: must not be empty', 'address.zip'),
      ['city'],
      { form: 'address.zip: must not be empty', fields: {} },
    ],
    [
      new ApiError(429, 'Too many attempts. Please try again in 1 minute.'),
      ['email'],
      { form: 'Too many attempts. Please try again in 1 minute.', fields: {} },
    ],
  ])('%s', (err, names, expected) => expect(formErrorsFromApi(err, names)).toEqual(expected));
  it('throws anything that is not an API failure on', () => {
    expect(() => formErrorsFromApi(new TypeError('bug'))).toThrow('bug');
  });
});

describe('userErrorMessage (SPEC section 5)', () => {
  it.each([
    [[{ message: 'Unidentified customer' }], LOGIN_INCORRECT_MESSAGE],
    [[{ message: 'Customer account is disabled' }, { message: 'second' }], 'Customer account is disabled'],
    [[], undefined],
  ])('%j → %s', (errors, shown) => expect(userErrorMessage(errors)).toBe(shown));
});

describe('formText / formFlag', () => {
  it('reads text inputs and checkboxes of a posted form', () => {
    const form = new FormData();
    form.set('email', 'a@b.co');
    form.set('marketing', 'on');
    expect(formText(form, ['email', 'missing'])).toEqual({ email: 'a@b.co', missing: '' });
    expect(formFlag(form, 'marketing')).toBe(true);
    expect(formFlag(form, 'other')).toBe(false);
  });
});
