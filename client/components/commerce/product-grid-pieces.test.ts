import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecesOf } from './ProductGrid';

describe('piecesOf: a grid’s cards in pieces hydrated apart', () => {
  it.each<[string, number[], number, number[][]]>([
    ['no cards, no piece', [], 4, []],
    ['fewer than a piece', [1, 2], 4, [[1, 2]]],
    [
      'whole pieces',
      [1, 2, 3, 4, 5, 6, 7, 8],
      4,
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
    ],
    ['a shorter last piece', [1, 2, 3, 4, 5], 4, [[1, 2, 3, 4], [5]]],
  ])('%s', (_, list, size, expected) => {
    expect(piecesOf(list, size)).toEqual(expected);
  });

  it('keeps every card once, in order, no piece empty or too long', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (list, size) => {
        const pieces = piecesOf(list, size);
        expect(pieces.flat()).toEqual(list);
        expect(pieces.every((p) => p.length > 0 && p.length <= size)).toBe(true);
      }),
    );
  });
});
