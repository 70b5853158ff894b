import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchExpression,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  prefixQuery,
  searchTerms,
  TEXT_PREFIX_MIN,
  textQuery,
} from './search-terms';
import { allowedEdits, corrections, editDistance } from './typo-distance';

describe('searchTerms', () => {
  it.each([
    ['Hyaluronic Acid', ['hyaluronic', 'acid']],
    ['  vitamin-C 20% ', ['vitamin', 'c', '20']],
    ['"serum" NEAR(x y) -oil *', ['serum', 'near', 'x', 'y', 'oil']],
    ['crème brûlée', ['creme', 'brulee']],
    ['serum serum', ['serum']],
    ['*"()-^:', []],
  ])('%j → %j', (q, words) => {
    expect(searchTerms(q)).toEqual(words);
  });

  it('bounds the number and length of words', () => {
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_TERMS);
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(MAX_TERM_LENGTH);
  });

  it('leaves nothing of FTS5 syntax outside the quotes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (q) => {
        for (const w of searchTerms(q)) expect(w).toMatch(/^[\p{L}\p{N}]+$/u);
        const expr = matchExpression(searchTerms(q).map((w) => [prefixQuery(w)]));
        // outside quoted strings only *, spaces and the AND joiner remain
        expect(expr.replace(/"[^"]*"/g, '')).toMatch(/^(\*|\s|AND)*$/);
      }),
    );
  });
});

describe('textQuery', () => {
  it.each([
    ['c', '"c"'],
    ['spf', '"spf"'],
    ['seru', '"seru"*'],
    ['hyaluronic', '"hyaluronic"*'],
  ])('%s → %s', (word, expr) => {
    expect(textQuery(word)).toBe(expr);
  });

  it('is a prefix exactly from TEXT_PREFIX_MIN letters (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), (w) => {
        expect(textQuery(w).endsWith('*')).toBe(w.length >= TEXT_PREFIX_MIN);
      }),
    );
  });
});

describe('typo distance', () => {
  it.each([
    ['hyaluronc', 'hyaluronic', 1],
    ['retinl', 'retinol', 1],
    ['vitmain', 'vitamin', 1],
    ['serum', 'serum', 0],
    ['moisturzer', 'moisturizer', 1],
    ['abc', 'xyz', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });

  it('allows no edit in short words, one in medium, two in long', () => {
    expect([3, 4, 6, 7, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects to the nearest indexed words, whole or as a start', () => {
    const vocab = ['hyaluronic', 'hyaluronate', 'acid', 'serum', 'retinol', 'retinal'];
    expect(corrections('hyaluronc', vocab)).toEqual(['hyaluronic', 'hyaluronate']);
    expect(corrections('hyalurn', vocab)).toContain('hyaluronic');
    expect(corrections('sreum', vocab)).toEqual(['serum']);
    expect(corrections('aci', vocab)).toEqual([]);
  });
});
