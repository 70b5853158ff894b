import { describe, expect, it } from 'vitest';
import type { RoutineCatalogueProduct } from '../../../shared/contract/routine';
import { seededRoutineCatalogue } from '../../../server/backend/seed/routine-catalogue';
import type { QuizAnswers } from '../../../shared/rules/routine/quiz-answers';
import { routineLines, routineTotals, routineView, swapsOf, toggledSwap } from './routine-view';

// The demo catalogue as the contract call answers it (a picture each; the rules read the rest).
const catalogue: RoutineCatalogueProduct[] = seededRoutineCatalogue().map((p) => ({
  ...p,
  tags: [...p.tags],
  skinTypes: [...p.skinTypes],
  concerns: [...p.concerns],
  categories: [...p.categories],
  keyIngredients: [...p.keyIngredients],
  variants: [...p.variants],
  image: { id: p.handle, format: 'webp', width: 800, height: 1000, alt: p.title },
  sellingPlans: p.sellingPlans.map((s) => ({ id: s.id, name: s.id, discountPercent: 10 })),
}));
const answers: QuizAnswers = {
  skinType: 'oily',
  concerns: ['acne'],
  sensitivity: 'sometimes',
  time: 'both',
  length: 'full',
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
