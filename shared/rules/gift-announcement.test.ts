import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillGiftTokens, giftToken, giftTokensIn } from './gift-announcement';

const SUMMARIES: Record<string, string> = {
  'gwp-75': 'Spend $75 or more, get a Deluxe Hyaluronic Serum',
  'gwp-retinol': 'Buy Retinol Night Treatment, get a Mini Moisturizer',
};
const summaryOf = (handle: string) => SUMMARIES[handle] ?? null;

describe('fillGiftTokens', () => {
  it.each([
    ['a text without a token stays as it is', 'Free shipping over $50', 'Free shipping over $50'],
    ['the token alone becomes the summary', '{gift:gwp-75}', 'Spend $75 or more, get a Deluxe Hyaluronic Serum'],
    [
      'words around the token stay',
      'This week: {gift:gwp-75}. While stocks last',
      'This week: Spend $75 or more, get a Deluxe Hyaluronic Serum. While stocks last',
    ],
    [
      'two rules, two summaries',
      '{gift:gwp-75} / {gift:gwp-retinol}',
      'Spend $75 or more, get a Deluxe Hyaluronic Serum / Buy Retinol Night Treatment, get a Mini Moisturizer',
    ],
    ['a rule not running hides the announcement', 'Now: {gift:gwp-summer}', null],
    ['one rule not running of two hides it too', '{gift:gwp-75} and {gift:gwp-summer}', null],
    [
      'something that is not a token stays text',
      'Use {gift} or {gift:} or {Gift:GWP}',
      'Use {gift} or {gift:} or {Gift:GWP}',
    ],
  ])('%s', (_name, text, expected) => expect(fillGiftTokens(text, summaryOf)).toBe(expected));
});

describe('giftTokensIn', () => {
  it('names each rule once, in order', () => {
    expect(giftTokensIn('{gift:b} {gift:a} {gift:b} {x:c}')).toEqual(['b', 'a']);
  });
});

describe('tokens (property)', () => {
  const handle = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);
  const plain = fc.string().filter((s) => !s.includes('{gift:'));

  it('a written token is read back and filled with exactly its summary', () => {
    fc.assert(
      fc.property(plain, handle, plain, (before, h, after) => {
        const text = `${before}${giftToken(h)}${after}`;
        expect(giftTokensIn(text)).toContain(h);
        expect(fillGiftTokens(text, (x) => (x === h ? 'SUMMARY' : null))).toBe(`${before}SUMMARY${after}`);
      }),
    );
  });

  it('any text: either null or no token left, and never a crash', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, known) => {
        const out = fillGiftTokens(text, () => (known ? 'S' : null));
        if (out !== null) expect(giftTokensIn(out)).toEqual([]);
        if (giftTokensIn(text).length === 0) expect(out).toBe(text);
      }),
    );
  });
});
