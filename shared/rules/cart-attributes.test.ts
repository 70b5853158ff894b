import { describe, expect, it } from 'vitest';
import { getAttribute, removeAttribute, sameAttributes, setAttribute } from './cart-attributes';

const base = [
  { key: 'a', value: '1' },
  { key: 'b', value: null },
];

describe('cart attributes', () => {
  it.each([
    ['a', '1'],
    ['b', ''],
    ['c', null],
  ] as const)('getAttribute(%j) → %j', (key, expected) => {
    expect(getAttribute(base, key)).toBe(expected);
  });

  it.each([
    [
      'replaces in place',
      base,
      'a',
      'x',
      [
        { key: 'a', value: 'x' },
        { key: 'b', value: '' },
      ],
    ],
    [
      'appends',
      base,
      'c',
      'y',
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
        { key: 'c', value: 'y' },
      ],
    ],
    ['from nothing', null, 'c', 'y', [{ key: 'c', value: 'y' }]],
    [
      'collapses duplicates',
      [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
      'a',
      'z',
      [{ key: 'a', value: 'z' }],
    ],
  ] as const)('setAttribute %s', (_name, list, key, value, expected) => {
    expect(setAttribute(list, key, value)).toEqual(expected);
  });

  it.each([
    [base, 'a', [{ key: 'b', value: '' }]],
    [
      base,
      'zz',
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
      ],
    ],
    [undefined, 'a', []],
  ] as const)('removeAttribute(%j, %j)', (list, key, expected) => {
    expect(removeAttribute(list, key)).toEqual(expected);
  });

  it.each([
    [
      base,
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
      ],
      true,
    ],
    [
      base,
      [
        { key: 'b', value: '' },
        { key: 'a', value: '1' },
      ],
      false,
    ],
    [[], null, true],
    [base, [{ key: 'a', value: '1' }], false],
  ] as const)('sameAttributes #%#', (a, b, expected) => {
    expect(sameAttributes(a, b)).toBe(expected);
  });
});
