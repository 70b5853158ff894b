import { describe, expect, it } from 'vitest';
import { percentOf, productActives, spfOf } from './product-actives';

describe('productActives', () => {
  it.each([
    [['Retinol 0.5%', 'Squalane'], [{ group: 'retinoid', strong: true }]],
    [['Encapsulated Retinol 0.25%'], [{ group: 'retinoid', strong: false }]],
    [['Retinal 0.05%'], [{ group: 'retinoid', strong: true }]],
    [['Glycolic Acid 7%'], [{ group: 'exfoliating-acid', strong: true }]],
    [['Lactic Acid 10%'], [{ group: 'exfoliating-acid', strong: true }]],
    [['Salicylic Acid 1%', 'Glycolic Acid'], [{ group: 'exfoliating-acid', strong: false }]],
    [['Salicylic Acid 2%'], [{ group: 'exfoliating-acid', strong: true }]],
    [['Benzoyl Peroxide 4%'], [{ group: 'benzoyl-peroxide', strong: false }]],
    [['L-Ascorbic Acid 20%'], [{ group: 'vitamin-c', strong: true }]],
    [['Tetrahexyldecyl Ascorbate 10%'], []],
    [['Hyaluronic Acid', 'Bakuchiol 1%', 'Tranexamic Acid 3%'], []],
  ])('%j', (ingredients, expected) => {
    expect(productActives(ingredients)).toEqual(expected);
  });
});

describe('percentOf and spfOf', () => {
  it.each([
    ['Zinc Oxide 10.5%', 10.5],
    ['Niacinamide', null],
    ['Retinol 1 %', 1],
  ])('percentOf(%s)', (s, n) => expect(percentOf(s)).toBe(n));
  it.each([
    ['Daily Mineral SPF 45', 45],
    ['Hydrating Moisturizer SPF30', 30],
    ['Barrier Repair Moisturizer', null],
  ])('spfOf(%s)', (s, n) => expect(spfOf(s)).toBe(n));
});
