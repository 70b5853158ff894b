import { describe, expect, it } from 'vitest';
import { quizAnswersToParams, type QuizAnswers } from './quiz-answers';
import {
  answersSummary,
  routineLines,
  routineResult,
  routineTotals,
  routineView,
  swapsOf,
  toggledSwap,
  type RoutineCatalogueProduct,
} from './routine-view';

// A small catalogue as the backend reads it: two products for every step of an
// essentials routine, some with a Subscribe & save plan.
let n = 0;
const product = (
  title: string,
  categories: RoutineCatalogueProduct['categories'],
  keyIngredients: string[],
  price: number,
  plan = true,
): RoutineCatalogueProduct => {
  n += 1;
  const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    handle,
    title,
    subtitle: `${title} for every day`,
    tags: [],
    skinTypes: ['oily', 'combination', 'normal', 'dry'],
    concerns: ['acne'],
    categories,
    keyIngredients,
    rating: 4.5,
    image: { id: handle, format: 'webp', width: 800, height: 1000, alt: title },
    variants: [{ id: `v${n}`, title: '1 fl oz', price, availableForSale: true }],
    sellingPlans: plan ? [{ id: 'plan-30', name: 'Every 30 days', discountPercent: 10 }] : [],
  };
};
const catalogue = [
  product('Gel Cleanser', ['cleanse'], ['Salicylic Acid 0.5%'], 30),
  product('Cream Cleanser', ['cleanse'], ['Glycerin'], 28, false),
  product('Niacinamide Serum', ['serums'], ['Niacinamide'], 58),
  product('Hydrating Serum', ['serums'], ['Hyaluronic Acid'], 48),
  product('Daily SPF 30', ['broad-spectrum-spf'], ['Zinc Oxide'], 42),
  product('Sport SPF 50', ['broad-spectrum-spf'], ['Zinc Oxide'], 44),
  product('Barrier Cream', ['moisturizers'], ['Ceramides'], 62, false),
  product('Gel Cream', ['moisturizers'], ['Hyaluronic Acid'], 52),
];
const answers: QuizAnswers = {
  skinType: 'oily',
  concerns: ['acne'],
  sensitivity: 'sometimes',
  time: 'both',
  length: 'essentials',
  sun: 'moderate',
  fragranceFree: false,
};

describe('routineView', () => {
  const routines = routineView(answers, catalogue);

  it('swaps a step named in the URL for its alternative, and shows the first choice as the way back', () => {
    const step = routines[0]!.steps.find((s) => s.alternative)!;
    const swapped = routineView(answers, catalogue, new Set([step.key])).flatMap((r) => r.steps);
    const same = swapped.find((s) => s.key === step.key)!;
    expect(same).toMatchObject({ swapped: true });
    expect(same.pick.product.handle).toBe(step.alternative!.product.handle);
    expect(same.alternative!.product.handle).toBe(step.pick.product.handle);
  });

  it('buys each size once, a product used morning and evening too, on its first plan', () => {
    const steps = routines.flatMap((r) => r.steps);
    const lines = routineLines(routines);
    expect(new Set(lines.map((l) => l.variantId)).size).toBe(lines.length);
    expect(new Set(steps.map((s) => s.pick.variant.id))).toEqual(new Set(lines.map((l) => l.variantId)));
    for (const l of lines) {
      const product = steps.find((s) => s.pick.variant.id === l.variantId)!.pick.product;
      expect(l.sellingPlanId).toBe(product.sellingPlans[0]?.id);
    }
  });

  it('totals the routine once and with each plan’s discount', () => {
    const totals = routineTotals(routines);
    const lines = routineLines(routines);
    const prices = lines.map(
      (l) => routines.flatMap((r) => r.steps).find((s) => s.pick.variant.id === l.variantId)!.pick,
    );
    expect(totals.once).toBeCloseTo(
      prices.reduce((sum, p) => sum + p.variant.price, 0),
      2,
    );
    expect(totals.plans).toBe(lines.filter((l) => l.sellingPlanId).length);
    expect(totals.subscribed).toBeLessThan(totals.once);
  });
});

describe('swaps in the URL', () => {
  it.each([
    ['skin=dry', 'morning-treat', 'skin=dry&use=morning-treat'],
    ['skin=dry&use=morning-treat', 'morning-treat', 'skin=dry'],
    ['skin=dry&use=morning-treat', 'evening-cleanse', 'skin=dry&use=evening-cleanse&use=morning-treat'],
  ])('%s toggling %s → %s', (search, key, next) => {
    expect(toggledSwap(new URLSearchParams(search), key)).toBe(next);
  });

  it('reads only step keys', () => {
    expect([...swapsOf(new URLSearchParams('use=morning-treat&use=<script>&use=noon-treat'))]).toEqual([
      'morning-treat',
    ]);
  });
});

describe('routineResult: what the result page draws', () => {
  const query = (extra = '') => new URLSearchParams(`${quizAnswersToParams(answers).toString()}${extra}`);

  it('draws each step with its label, price in dollars, size, reason and the URL that swaps it', () => {
    const result = routineResult(query(), catalogue);
    expect(result.answers).toBe(quizAnswersToParams(answers).toString());
    expect(result.quizPath).toBe(`/skin-quiz?${result.answers}&step=skin`);
    const routine = result.routine!;
    expect(routine.summary).toBe('Oily skin · Breakouts · Reacts sometimes · 3 steps');
    expect(routine.days.map((d) => d.title)).toEqual(['Morning', 'Evening']);
    const first = routine.days[0]!.steps[0]!;
    expect(first).toMatchObject({ key: 'morning-cleanse', label: 'Cleanse', swapped: false });
    expect(first.pick.price).toMatch(/^\$\d+\.\d\d$/);
    expect(first.pick.size).toBe('1 fl oz');
    expect(first.pick.reason).toMatch(/^For oily skin/);
    expect(first.swapPath).toBe(`/skin-quiz/result?${result.answers}&use=morning-cleanse`);
  });

  it('follows the swaps of the URL, and its totals and lines are those of the routine shown', () => {
    const plain = routineResult(query(), catalogue).routine!;
    const step = plain.days[0]!.steps.find((s) => s.alternative)!;
    const swapped = routineResult(query(`&use=${step.key}`), catalogue).routine!;
    const same = swapped.days[0]!.steps.find((s) => s.key === step.key)!;
    expect(same.swapped).toBe(true);
    expect(same.pick.handle).toBe(step.alternative!.handle);
    expect(same.swapPath).toBe(`/skin-quiz/result?${quizAnswersToParams(answers).toString()}`);
    const routines = routineView(answers, catalogue, new Set([step.key]));
    expect(swapped.lines).toEqual(routineLines(routines));
    const totals = routineTotals(routines);
    expect(swapped.total).toBe(`$${totals.once.toFixed(2)}`);
    expect(swapped.subscribedTotal).toBe(`$${totals.subscribed.toFixed(2)}`);
    expect(swapped.plans).toBe(totals.plans);
  });

  it.each([
    ['', '', '/skin-quiz'],
    ['skin=dry&concern=none', 'skin=dry&concern=none', '/skin-quiz?skin=dry&concern=none'],
    ['concern=acne&skin=scaly&use=morning-treat', 'concern=acne', '/skin-quiz?concern=acne'],
  ])('answers %j not all there: no routine, back to the first open question', (search, printed, quizPath) => {
    expect(routineResult(new URLSearchParams(search), catalogue)).toEqual({
      answers: printed,
      quizPath,
      routine: null,
    });
  });
});

describe('answersSummary', () => {
  it.each([
    [answers, 'Oily skin · Breakouts · Reacts sometimes · 3 steps'],
    [
      { ...answers, skinType: 'not-sure', concerns: [], length: 'full', fragranceFree: true },
      'Any skin type · Reacts sometimes · 5 steps · Fragrance-free',
    ],
  ] as [QuizAnswers, string][])('%j → %s', (a, text) => {
    expect(answersSummary(a)).toBe(text);
  });
});
