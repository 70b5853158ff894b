import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/contract/models';
import { recommendForCart } from './recommendations';

type P = Pick<Product, 'handle' | 'concerns' | 'categories' | 'availableForSale'>;
const p = (handle: string, concerns: P['concerns'], categories: P['categories'], availableForSale = true): P => ({
  handle,
  concerns,
  categories,
  availableForSale,
});

const serum = p('acne-serum', ['acne'], ['serums']);
// Best-selling order: the order the candidates are given in.
const candidates = [
  p('acne-serum', ['acne'], ['serums']),
  p('aging-cream', ['visible-aging'], ['moisturizers']),
  p('acne-serum-2', ['acne'], ['serums']),
  p('acne-wash', ['acne'], ['cleanse', 'best-sellers']),
  p('acne-aging-mask', ['acne', 'visible-aging'], ['masks']),
  p('acne-spf-soldout', ['acne'], ['broad-spectrum-spf'], false),
  p('acne-cream', ['acne', 'sensitive-skin'], ['best-sellers', 'moisturizers']),
];

const cases: Array<[string, P[], P[], number, string[]]> = [
  [
    'shares a concern and completes the routine first, then same-category products; never the cart, sold out or unrelated',
    [serum],
    candidates,
    4,
    ['acne-wash', 'acne-aging-mask', 'acne-cream', 'acne-serum-2'],
  ],
  [
    'two concerns shared outrank one',
    [p('cart-a', ['acne', 'visible-aging'], ['serums'])],
    candidates,
    2,
    ['acne-aging-mask', 'aging-cream'],
  ],
  [
    'best-selling order breaks ties',
    [p('cart-b', ['acne'], ['eye-neck-lip'])],
    candidates,
    3,
    ['acne-serum', 'acne-serum-2', 'acne-wash'],
  ],
  [
    'the best sellers category is not a category of its own',
    [p('cart-c', ['sensitive-skin'], ['best-sellers', 'moisturizers'])],
    candidates,
    4,
    ['acne-cream'],
  ],
  ['an empty cart gets nothing', [], candidates, 4, []],
  ['a handle listed twice is offered once', [serum], [candidates[3]!, candidates[3]!], 4, ['acne-wash']],
];

describe('recommendForCart', () => {
  it.each(cases)('%s', (_name, inCart, from, limit, expected) => {
    expect(recommendForCart(inCart, from, limit).map((x) => x.handle)).toEqual(expected);
  });
});
