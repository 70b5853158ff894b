import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, isTotpSecret, newRecoveryCodes, newTotpSecret } from './second-factor';

// TOTP codes: the current step and one either side (clock drift), never a step already used,
// never anything but six digits.

const secret = newTotpSecret();
const at = new Date('2026-03-01T10:00:10Z');
const step = Math.floor(at.getTime() / 30_000);
const codeFor = (s: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: s * 30_000 });

describe('acceptedStep', () => {
  it.each([
    ['the current step', step, null, step],
    ['the step before (a slow phone)', step - 1, null, step - 1],
    ['the step after (a fast phone)', step + 1, null, step + 1],
    ['two steps away', step - 2, null, null],
    ['a step already used', step, step, null],
    ['an older step than the last used', step - 1, step, null],
    ['a newer step than the last used', step + 1, step, step + 1],
  ])('%s', (_name, codeStep, lastStep, expected) => {
    expect(acceptedStep(secret, codeFor(codeStep), at, lastStep)).toBe(expected);
  });

  it('accepts spaces inside the code, as apps show it', () => {
    const code = codeFor(step);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at, null)).toBe(step);
  });

  it('anything but six digits is refused, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{3}\s*\d{3}\s*$/.test(text));
        expect(acceptedStep(secret, text, at, null)).toBeNull();
      }),
    );
  });
});

describe('secrets and recovery codes', () => {
  it('a new secret is 160 bits of base32; the guard takes only that shape', () => {
    expect(isTotpSecret(newTotpSecret())).toBe(true);
    for (const bad of ['', 'abc', secret.toLowerCase(), `${secret}A`, secret.replace(/.$/, '1')]) {
      expect(isTotpSecret(bad)).toBe(false);
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isTotpSecret(s)).toBe(/^[A-Z2-7]{32}$/.test(s));
      }),
    );
  });

  it('ten distinct recovery codes of two groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });
});
