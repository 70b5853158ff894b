import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { field, passwordProblem, PASSWORD_MAX, PASSWORD_MIN } from './password-rules';
import { isEmail } from './staff-store';

describe('passwordProblem', () => {
  it.each([
    ['', 'Use at least 12 characters.'],
    ['x'.repeat(PASSWORD_MIN - 1), 'Use at least 12 characters.'],
    ['x'.repeat(PASSWORD_MIN), null],
    ['correct horse battery staple', null],
    ['x'.repeat(PASSWORD_MAX), null],
    ['x'.repeat(PASSWORD_MAX + 1), 'Use at most 200 characters.'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('says something exactly when the length is out of bounds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (p) => {
        expect(passwordProblem(p) === null).toBe(p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX);
      }),
    );
  });
});

describe('field', () => {
  it.each([
    [{ a: 'x' }, 'x'],
    [{ a: ['x', 'y'] }, ''],
    [{ a: { b: 1 } }, ''],
    [{}, ''],
    [undefined, ''],
  ])('%j → %j', (body, value) => {
    expect(field(body, 'a')).toBe(value);
  });
});

describe('isEmail', () => {
  it.each([
    ['ann@example.com', true],
    ['a.b+c@sub.example.co', true],
    ['ann@example', false],
    ['ann example@x.com', false],
    ['@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%s → %s', (text, ok) => {
    expect(isEmail(text)).toBe(ok);
  });

  it('accepts what fast-check calls an e-mail address, up to 254 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        expect(isEmail(e)).toBe(e.length <= 254 && e.split('@')[1]!.includes('.'));
      }),
    );
  });
});
