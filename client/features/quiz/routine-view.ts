import type { RoutineCatalogueProduct } from '../../../shared/contract/routine';
import { buildRoutine, type RoutineChoice, type RoutinePick } from '../../../shared/rules/routine/build-routine';
import type { QuizAnswers } from '../../../shared/rules/routine/quiz-answers';
import type { RoutineStep, RoutineTimeOfDay } from '../../../shared/rules/routine/routine-rules';

// The routine as the result page shows it: the rules' choices with the catalogue's pictures and
// plans, a step the shopper swapped for its alternative, and the cart lines that buy it.

/** The query parameter listing the steps that use their alternative ('morning-treat'). */
export const SWAP_PARAM = 'use';

export type ShownPick = Omit<RoutinePick, 'product'> & { product: RoutineCatalogueProduct };
export interface ShownStep {
  time: RoutineTimeOfDay;
  step: RoutineStep;
  /** `${time}-${step}`: the swap parameter's value */
  key: string;
  pick: ShownPick;
  alternative: ShownPick | null;
  swapped: boolean;
}
export interface ShownRoutine {
  time: RoutineTimeOfDay;
  steps: ShownStep[];
}

const shown = (p: RoutinePick): ShownPick => p as ShownPick;

function stepOf(time: RoutineTimeOfDay, choice: RoutineChoice, swaps: ReadonlySet<string>): ShownStep {
  const key = `${time}-${choice.step}`;
  const main = shown(choice);
  const alt = choice.alternative && shown(choice.alternative);
  const swapped = alt !== null && swaps.has(key);
  return {
    time,
    step: choice.step,
    key,
    pick: swapped ? alt : { product: main.product, variant: main.variant, reason: main.reason },
    alternative: swapped ? { product: main.product, variant: main.variant, reason: main.reason } : alt,
    swapped,
  };
}

/** The routine of these answers over the catalogue, with the swaps asked for in the URL. */
export function routineView(
  answers: QuizAnswers,
  catalogue: readonly RoutineCatalogueProduct[],
  swaps: ReadonlySet<string> = new Set(),
): ShownRoutine[] {
  return buildRoutine(answers, catalogue).routines.map((r) => ({
    time: r.time,
    steps: r.choices.map((c) => stepOf(r.time, c, swaps)),
  }));
}

/** The cart lines that buy the routine: each size once (a product morning and evening is one), with its first plan. */
export function routineLines(routines: readonly ShownRoutine[]): { variantId: string; sellingPlanId?: string }[] {
  const lines = new Map<string, string | undefined>();
  for (const step of routines.flatMap((r) => r.steps)) {
    if (!lines.has(step.pick.variant.id)) lines.set(step.pick.variant.id, step.pick.product.sellingPlans[0]?.id);
  }
  return [...lines].map(([variantId, sellingPlanId]) => (sellingPlanId ? { variantId, sellingPlanId } : { variantId }));
}

/** The swaps of a result URL (unknown ones simply match no step). */
export function swapsOf(search: URLSearchParams): Set<string> {
  return new Set(search.getAll(SWAP_PARAM).filter((s) => /^(morning|evening)-[a-z]+$/.test(s)));
}

/** The result URL with one step's swap turned on or off. */
export function toggledSwap(search: URLSearchParams, key: string): string {
  const next = new URLSearchParams(search);
  const swaps = swapsOf(search);
  next.delete(SWAP_PARAM);
  if (swaps.has(key)) swaps.delete(key);
  else swaps.add(key);
  for (const s of [...swaps].sort()) next.append(SWAP_PARAM, s);
  return next.toString();
}

/** What the routine costs once, and on Subscribe & save (each product on its first plan, in whole cents as the cart prices it). */
export function routineTotals(routines: readonly ShownRoutine[]): { once: number; subscribed: number; plans: number } {
  const seen = new Set<string>();
  let once = 0;
  let subscribed = 0;
  let plans = 0;
  for (const { pick } of routines.flatMap((r) => r.steps)) {
    if (seen.has(pick.variant.id)) continue;
    seen.add(pick.variant.id);
    const plan = pick.product.sellingPlans[0];
    once += Math.round(pick.variant.price * 100);
    subscribed += plan
      ? Math.round(pick.variant.price * 100 * (1 - plan.discountPercent / 100))
      : Math.round(pick.variant.price * 100);
    if (plan) plans += 1;
  }
  return { once: once / 100, subscribed: subscribed / 100, plans };
}
