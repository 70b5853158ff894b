import type { Category, SkinConcern, SkinType } from '../../catalog/taxonomy';
import { productActives, spfOf, type ProductActive } from './product-actives';
import type { QuizAnswers } from './quiz-answers';
import { routineReason } from './routine-reason';
import {
  CHOICE_ORDER,
  CONFLICTS,
  EVENING_ONLY,
  EVENING_PREFERRED,
  FRAGRANCE_FREE_TAG,
  MORNING_PREFERRED,
  NEVER_IN_A_ROUTINE,
  ROUTINE_STEPS,
  SCORE,
  SPF_FOR_SUN,
  STEP_RULES,
  STRONG_ACTIVES_FOR,
  type RoutineStep,
  type RoutineTimeOfDay,
} from './routine-rules';

// The routine a shopper's answers lead to, chosen from the products in stock by the rules of
// routine-rules.ts. Exclusions (stock, fragrance, strong actives, night-only actives, SPF by day,
// actives that clash) never bend; the skin type match bends only when no product of that type
// fits a step, so a routine is always complete while the shop has something safe for the step.

export interface RoutineVariant {
  id: string;
  title: string;
  price: number;
  availableForSale: boolean;
}

export interface RoutineProduct {
  handle: string;
  title: string;
  subtitle: string;
  tags: readonly string[];
  skinTypes: readonly SkinType[];
  concerns: readonly SkinConcern[];
  categories: readonly Category[];
  keyIngredients: readonly string[];
  rating: number;
  variants: readonly RoutineVariant[];
  sellingPlans: readonly { id: string }[];
}

export interface RoutinePick {
  product: RoutineProduct;
  /** The first size in stock. */
  variant: RoutineVariant;
  reason: string;
}

export interface RoutineChoice extends RoutinePick {
  step: RoutineStep;
  /** Another product that fits the step beside the rest of the routine, when the shop has one. */
  alternative: RoutinePick | null;
}

export interface RoutineOfDay {
  time: RoutineTimeOfDay;
  choices: RoutineChoice[];
  /** Steps no product in stock can fill safely (empty with the demo catalogue). */
  unfilled: RoutineStep[];
}

export interface Routine {
  routines: RoutineOfDay[];
}

interface Candidate {
  product: RoutineProduct;
  variant: RoutineVariant;
  actives: ProductActive[];
}

function candidateOf(product: RoutineProduct): Candidate | null {
  const variant = product.variants.find((v) => v.availableForSale);
  return variant ? { product, variant, actives: productActives(product.keyIngredients) } : null;
}

function fitsStep(p: RoutineProduct, step: RoutineStep): boolean {
  const rule = STEP_RULES[step];
  if (!p.categories.some((c) => rule.anyCategory.includes(c))) return false;
  if (rule.noCategory && p.categories.some((c) => rule.noCategory!.includes(c))) return false;
  if (rule.title && !rule.title.test(p.title)) return false;
  return !(rule.notTitle && rule.notTitle.test(p.title));
}

/** The exclusions that never bend. */
function allowed(c: Candidate, time: RoutineTimeOfDay, answers: QuizAnswers): boolean {
  const p = c.product;
  if (p.categories.some((cat) => NEVER_IN_A_ROUTINE.categories.includes(cat))) return false;
  if (p.tags.some((t) => NEVER_IN_A_ROUTINE.tags.includes(t))) return false;
  if (answers.fragranceFree && !p.tags.includes(FRAGRANCE_FREE_TAG)) return false;
  const strongOk = STRONG_ACTIVES_FOR.includes(answers.sensitivity) && answers.skinType !== 'sensitive';
  if (!strongOk && c.actives.some((a) => a.strong)) return false;
  if (time === 'morning' && c.actives.some((a) => EVENING_ONLY.includes(a.group))) return false;
  // Sunscreen belongs to the morning; at night it is the wrong product, whatever else it does.
  if (time === 'evening' && p.categories.includes('broad-spectrum-spf')) return false;
  return true;
}

/** True when c can sit in one routine beside the others: no group twice, no clashing pair. */
export function getsAlong(
  c: { actives: readonly ProductActive[] },
  others: readonly { actives: readonly ProductActive[] }[],
): boolean {
  const theirs = new Set(others.flatMap((o) => o.actives.map((a) => a.group)));
  return c.actives.every(
    (a) =>
      !theirs.has(a.group) &&
      !CONFLICTS.some(([x, y]) => (a.group === x && theirs.has(y)) || (a.group === y && theirs.has(x))),
  );
}

function suitsSkin(p: RoutineProduct, answers: QuizAnswers): boolean {
  return answers.skinType === 'not-sure' ? p.skinTypes.length >= 4 : p.skinTypes.includes(answers.skinType);
}

function score(c: Candidate, step: RoutineStep, time: RoutineTimeOfDay, answers: QuizAnswers): number {
  const p = c.product;
  let s = suitsSkin(p, answers) ? SCORE.skinType : 0;
  if (answers.concerns[0] && p.concerns.includes(answers.concerns[0])) s += SCORE.firstConcern;
  if (answers.concerns[1] && p.concerns.includes(answers.concerns[1])) s += SCORE.secondConcern;
  if (answers.sensitivity === 'often' && (p.skinTypes.includes('sensitive') || p.concerns.includes('sensitive-skin'))) {
    s += SCORE.gentleForSensitive;
  }
  if (step === 'protect' && (spfOf(p.title) ?? 0) >= SPF_FOR_SUN[answers.sun]) s += SCORE.spfMatch;
  if (time === 'morning' && c.actives.some((a) => MORNING_PREFERRED.includes(a.group))) s += SCORE.morningPreferred;
  if (time === 'evening' && c.actives.some((a) => EVENING_PREFERRED.includes(a.group))) s += SCORE.eveningPreferred;
  if (p.categories.includes('best-sellers')) s += SCORE.bestSeller;
  return s + SCORE.rating * p.rating;
}

/**
 * The products that may fill a step, best first. Those made for the shopper's skin type come
 * first; the others follow, so the type bends only when none of it fits (or for an alternative).
 */
function ranked(pool: Candidate[], step: RoutineStep, time: RoutineTimeOfDay, answers: QuizAnswers): Candidate[] {
  return pool
    .filter((c) => fitsStep(c.product, step) && allowed(c, time, answers))
    .map((c) => ({ c, s: score(c, step, time, answers) }))
    .sort(
      (a, b) =>
        Number(suitsSkin(b.c.product, answers)) - Number(suitsSkin(a.c.product, answers)) ||
        b.s - a.s ||
        a.c.product.handle.localeCompare(b.c.product.handle),
    )
    .map(({ c }) => c);
}

function pick(c: Candidate, step: RoutineStep, answers: QuizAnswers): RoutinePick {
  return { product: c.product, variant: c.variant, reason: routineReason(c.product, step, answers) };
}

function routineOfDay(pool: Candidate[], time: RoutineTimeOfDay, answers: QuizAnswers): RoutineOfDay {
  const steps = ROUTINE_STEPS[time][answers.length];
  const chosen = new Map<RoutineStep, Candidate>();
  for (const step of CHOICE_ORDER.filter((s) => steps.includes(s))) {
    const taken = [...chosen.values()];
    const best = ranked(pool, step, time, answers).find(
      (c) => !taken.some((t) => t.product.handle === c.product.handle) && getsAlong(c, taken),
    );
    if (best) chosen.set(step, best);
  }
  const choices: RoutineChoice[] = [];
  for (const step of steps) {
    const c = chosen.get(step);
    if (!c) continue;
    const others = [...chosen].filter(([s]) => s !== step).map(([, o]) => o);
    const alt = ranked(pool, step, time, answers).find(
      (a) =>
        a.product.handle !== c.product.handle &&
        !others.some((o) => o.product.handle === a.product.handle) &&
        getsAlong(a, others),
    );
    choices.push({ step, ...pick(c, step, answers), alternative: alt ? pick(alt, step, answers) : null });
  }
  return { time, choices, unfilled: steps.filter((s) => !chosen.has(s)) };
}

export function buildRoutine(answers: QuizAnswers, catalogue: readonly RoutineProduct[]): Routine {
  const pool = catalogue.map(candidateOf).filter((c): c is Candidate => c !== null);
  const times: RoutineTimeOfDay[] = answers.time === 'both' ? ['morning', 'evening'] : [answers.time];
  return { routines: times.map((t) => routineOfDay(pool, t, answers)) };
}
