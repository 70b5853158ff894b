import { describe, expect, it } from 'vitest';
import { buildRoutine, getsAlong, type RoutineProduct } from './build-routine';
import type { QuizAnswers } from './quiz-answers';

function product(handle: string, over: Partial<RoutineProduct> = {}): RoutineProduct {
  return {
    handle,
    title: handle,
    subtitle: 'A product',
    tags: ['fragrance-free'],
    skinTypes: ['normal', 'oily', 'dry', 'combination', 'sensitive'],
    concerns: [],
    categories: [],
    keyIngredients: [],
    rating: 4,
    variants: [{ id: `${handle}-1`, title: '1 fl oz', price: 20, availableForSale: true }],
    sellingPlans: [],
    ...over,
  };
}

const answers: QuizAnswers = {
  skinType: 'oily',
  concerns: ['acne'],
  sensitivity: 'rarely',
  time: 'both',
  length: 'essentials',
  sun: 'moderate',
  fragranceFree: false,
};

const wash = product('bha-wash', {
  title: 'Clarifying Wash',
  categories: ['cleanse'],
  concerns: ['acne'],
  skinTypes: ['oily'],
  keyIngredients: ['Salicylic Acid 2%', 'Glycerin'],
});
const gentle = product('gentle-wash', { title: 'Gentle Wash', categories: ['cleanse'] });
const retinol = product('retinol', {
  title: 'Retinol Serum',
  categories: ['retinols'],
  concerns: ['acne'],
  keyIngredients: ['Retinol 0.5%'],
});
const niacinamide = product('niacinamide', {
  title: 'Niacinamide Serum',
  categories: ['serums'],
  keyIngredients: ['Niacinamide 10%'],
});
const spf = product('spf', {
  title: 'Mineral SPF 50',
  categories: ['broad-spectrum-spf'],
  keyIngredients: ['Zinc Oxide 10%'],
});
const cream = product('cream', {
  title: 'Barrier Cream',
  categories: ['moisturizers'],
  keyIngredients: ['Ceramide NP'],
});
const shop = [wash, gentle, retinol, niacinamide, spf, cream];

const handles = (a: QuizAnswers, catalogue = shop) =>
  buildRoutine(a, catalogue).routines.map((d) => [
    d.time,
    d.choices.map((c) => `${c.step}:${c.product.handle}`),
    d.unfilled,
  ]);

describe('buildRoutine', () => {
  it('keeps the retinoid for the night and away from the acid wash', () => {
    expect(handles(answers)).toEqual([
      ['morning', ['cleanse:bha-wash', 'treat:niacinamide', 'protect:spf'], []],
      ['evening', ['cleanse:gentle-wash', 'treat:retinol', 'moisturise:cream'], []],
    ]);
  });

  it('leaves strong actives out for skin that reacts, and says why a product was chosen', () => {
    const r = buildRoutine({ ...answers, sensitivity: 'sometimes', time: 'morning' }, shop).routines[0]!;
    expect(r.choices.map((c) => c.product.handle)).toEqual(['gentle-wash', 'niacinamide', 'spf']);
    expect(buildRoutine({ ...answers, time: 'morning' }, shop).routines[0]!.choices[0]!.reason).toBe(
      'For oily skin with breakouts: salicylic acid clears pores.',
    );
  });

  it('chooses only fragrance-free products when asked, and says which step it cannot fill', () => {
    const scented = { ...gentle, handle: 'scented', tags: [] };
    const r = buildRoutine({ ...answers, time: 'morning', sensitivity: 'often', fragranceFree: true }, [
      scented,
      niacinamide,
      spf,
    ]).routines[0]!;
    expect(r.choices.map((c) => c.step)).toEqual(['treat', 'protect']);
    expect(r.unfilled).toEqual(['cleanse']);
  });

  it('skips sold-out products and offers the next as the alternative', () => {
    const soldOut = { ...niacinamide, variants: [{ ...niacinamide.variants[0]!, availableForSale: false }] };
    const azelaic = product('azelaic', { title: 'Azelaic Serum', categories: ['serums'], concerns: ['acne'] });
    const r = buildRoutine({ ...answers, time: 'morning' }, [wash, soldOut, azelaic, spf]).routines[0]!;
    expect(r.choices.find((c) => c.step === 'treat')?.product.handle).toBe('azelaic');
    expect(r.choices.find((c) => c.step === 'treat')?.alternative).toBeNull();
  });

  it('bends the skin type only when nothing of that type fits', () => {
    const dryCleanser = product('dry-cleanser', {
      title: 'Cream Cleanser',
      categories: ['cleanse'],
      skinTypes: ['dry'],
    });
    const r = buildRoutine({ ...answers, time: 'morning' }, [dryCleanser, niacinamide, spf]).routines[0]!;
    expect(r.choices[0]!.product.handle).toBe('dry-cleanser');
  });
});

describe('getsAlong', () => {
  const a = (group: 'retinoid' | 'exfoliating-acid' | 'vitamin-c' | 'benzoyl-peroxide') => ({
    actives: [{ group, strong: false }],
  });
  it.each([
    [a('retinoid'), [a('exfoliating-acid')], false],
    [a('retinoid'), [a('retinoid')], false],
    [a('vitamin-c'), [a('benzoyl-peroxide')], false],
    [a('vitamin-c'), [a('exfoliating-acid')], true],
    [{ actives: [] }, [a('retinoid')], true],
  ])('%j beside %j', (c, others, ok) => expect(getsAlong(c, others)).toBe(ok));
});
