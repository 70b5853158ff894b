import { describe, expect, it } from 'vitest';
import { stripTokens } from './strip-tokens.server';

describe('stripTokens', () => {
  it('removes token keys at every depth and keeps the rest', () => {
    const value = {
      token: 't',
      expiresAt: 'x',
      errors: [],
      cart: { buyerIdentity: { customerAccessToken: 't', email: 'a@b.co' }, lines: [{ accessToken: 't', id: 1 }] },
    };
    expect(stripTokens(value)).toEqual({ expiresAt: 'x', errors: [], cart: { buyerIdentity: { email: 'a@b.co' }, lines: [{ id: 1 }] } });
    expect(value.token).toBe('t'); // the input is not mutated
  });

  it('keeps an own __proto__ key as data without touching prototypes', () => {
    const out = stripTokens(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([null, 1, 'token', true])('passes %j through', (value) => {
    expect(stripTokens(value)).toBe(value);
  });
});
