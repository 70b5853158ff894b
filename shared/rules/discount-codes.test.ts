import { describe, expect, it } from 'vitest';
import { appliedCodes, firstRepeatedCode, normalizeCode, refusedCodes } from './discount-codes';

const cart = (...codes: Array<[string, boolean]>) => ({
  discountCodes: codes.map(([code, applicable]) => ({ code, applicable })),
});

describe('discount-code rules', () => {
  it.each([
    ['  welcome10 ', 'WELCOME10'],
    ['FreeShip', 'FREESHIP'],
    ['A', 'A'],
  ])('normalizeCode(%j) = %j', (raw, code) => {
    expect(normalizeCode(raw)).toBe(code);
  });

  it.each([
    [cart(), []],
    [cart(['WELCOME10', true], ['NOPE', false]), ['WELCOME10']],
    [cart(['NOPE', false]), []],
  ])('appliedCodes keeps only applicable codes', (c, codes) => {
    expect(appliedCodes(c)).toEqual(codes);
  });

  it('appliedCodes of no cart is none', () => {
    expect(appliedCodes(null)).toEqual([]);
  });

  it.each([
    [[], undefined],
    [['A', 'B'], undefined],
    [['WELCOME10', 'welcome10'], 'WELCOME10'],
    [['A', 'B', ' b '], 'B'],
  ])('firstRepeatedCode(%j) = %j', (codes, repeated) => {
    expect(firstRepeatedCode(codes)).toBe(repeated);
  });

  it.each([
    ['all accepted', ['WELCOME10'], cart(['WELCOME10', true]), []],
    ['a new unknown code', ['WELCOME10', 'nope'], cart(['WELCOME10', true], ['NOPE', false]), ['NOPE']],
    ['an unknown code the cart does not list', ['X'], cart(), ['X']],
    ['newest first', ['A', 'B'], cart(['A', false], ['B', false]), ['B', 'A']],
    ['removing every code', [], cart(), []],
  ])('refusedCodes: %s', (_label, asked, c, refused) => {
    expect(refusedCodes(asked, c)).toEqual(refused);
  });

  // fast-check is not installed in this tree (node_modules is shared): a seeded generator
  // stands in for it until the lead adds the package.
  it('a code is refused exactly when the cart does not list it as applicable', () => {
    let seed = 8;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const code = () => ['a', 'A', ' b', 'B ', 'c1', 'WELCOME10', 'nope'][Math.floor(rand() * 7)]!;
    const list = <T>(item: () => T) => Array.from({ length: Math.floor(rand() * 6) }, item);
    for (let i = 0; i < 300; i++) {
      const asked = list(code);
      const c = cart(...list(() => [normalizeCode(code()), rand() > 0.5] as [string, boolean]));
      const refused = refusedCodes(asked, c);
      for (const k of asked.map(normalizeCode)) expect(refused.includes(k)).toBe(!appliedCodes(c).includes(k));
      expect(new Set(refused).size).toBe(refused.length);
    }
  });
});
