import type { Image } from '../../contract/models';
import type { RoutinePickView, RoutineResult, RoutineStepView, RoutineView } from '../../contract/routine';
import { formatMoney } from '../../format/money';
import { buildRoutine, type RoutineChoice, type RoutinePick, type RoutineProduct } from './build-routine';
import { completeAnswers, parseQuizAnswers, quizAnswersToParams, type QuizAnswers } from './quiz-answers';
import { SKIN_QUIZ_RESULT_PATH } from '../../routes/route-table';
import { firstOpenQuestion, questionPath } from './quiz-flow';
import { CONCERN_LABELS, QUIZ_QUESTIONS } from './quiz-questions';
import { STEP_LABELS, type RoutineStep, type RoutineTimeOfDay } from './routine-rules';

// The routine as the result page shows it, worked out where the catalogue is (the backend): the
// rules' choices with the catalogue's pictures and plans, a step the shopper swapped for its
// alternative, the cart lines that buy it and its totals. The browser only draws the answer.

/** A product as the backend reads it for the rules, with what the page shows of it. */
export interface RoutineCatalogueProduct extends RoutineProduct {
  image: Image;
  /** in the product's order: a routine bought on subscription uses the first */
  sellingPlans: readonly { id: string; name: string; discountPercent: number }[];
}

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

/** The answers in a sentence: "Oily skin · Breakouts · Reacts sometimes · 3 steps". */
export function answersSummary(a: QuizAnswers): string {
  const skin =
    a.skinType === 'not-sure' ? 'Any skin type' : `${a.skinType[0]!.toUpperCase()}${a.skinType.slice(1)} skin`;
  return [
    skin,
    ...a.concerns.map((c) => CONCERN_LABELS[c]),
    `Reacts ${a.sensitivity}`,
    a.length === 'full' ? '5 steps' : '3 steps',
    ...(a.fragranceFree ? ['Fragrance-free'] : []),
  ].join(' · ');
}

const TIME_TITLES = { morning: 'Morning', evening: 'Evening' } as const;

const pickView = ({ product, variant, reason }: ShownPick): RoutinePickView => ({
  handle: product.handle,
  title: product.title,
  image: product.image,
  size: variant.title,
  price: formatMoney(variant.price),
  reason,
});

/**
 * What a result URL's query shows: the routine of its answers and swaps over the catalogue, or,
 * while an answer is missing, no routine and the question to go back to.
 */
export function routineResult(query: URLSearchParams, catalogue: readonly RoutineCatalogueProduct[]): RoutineResult {
  const partial = parseQuizAnswers(query);
  const answers = completeAnswers(partial);
  const printed = quizAnswersToParams(partial).toString();
  if (!answers) return { answers: printed, quizPath: questionPath(partial, firstOpenQuestion(partial)), routine: null };
  const base = quizAnswersToParams(answers);
  const printedAnswers = base.toString();
  for (const s of [...swapsOf(query)].sort()) base.append(SWAP_PARAM, s);
  const routines = routineView(answers, catalogue, swapsOf(query));
  const totals = routineTotals(routines);
  const stepView = (s: ShownStep): RoutineStepView => ({
    key: s.key,
    label: STEP_LABELS[s.step],
    swapped: s.swapped,
    pick: pickView(s.pick),
    alternative: s.alternative && pickView(s.alternative),
    swapPath: `${SKIN_QUIZ_RESULT_PATH}?${toggledSwap(base, s.key)}`,
  });
  const routine: RoutineView = {
    summary: answersSummary(answers),
    days: routines.map((r) => ({ time: r.time, title: TIME_TITLES[r.time], steps: r.steps.map(stepView) })),
    lines: routineLines(routines),
    total: formatMoney(totals.once),
    subscribedTotal: formatMoney(totals.subscribed),
    plans: totals.plans,
  };
  return { answers: printedAnswers, quizPath: questionPath(answers, QUIZ_QUESTIONS[0]!), routine };
}
