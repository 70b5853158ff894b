import { describe, expect, it } from 'vitest';
import { SKIN_CONCERNS } from '../../../shared/catalog/taxonomy';
import { buildRoutine, type RoutineChoice, type RoutinePick } from '../../../shared/rules/routine/build-routine';
import { productActives } from '../../../shared/rules/routine/product-actives';
import {
  QUIZ_SKIN_TYPES,
  ROUTINE_LENGTHS,
  SENSITIVITIES,
  SUN_EXPOSURES,
  type QuizAnswers,
} from '../../../shared/rules/routine/quiz-answers';
import { CONFLICTS, ROUTINE_STEPS, type RoutineTimeOfDay } from '../../../shared/rules/routine/routine-rules';
import { seededRoutineCatalogue } from './routine-catalogue';

// Every combination of answers against the demo catalogue: each routine complete, in stock, and
// true to every exclusion. Morning-only and evening-only routines are the halves of 'both'.

const catalogue = seededRoutineCatalogue();
const concernSets = [
  [],
  ...SKIN_CONCERNS.flatMap((a, i) => [[a], ...SKIN_CONCERNS.slice(i + 1).map((b) => [a, b])]),
] as QuizAnswers['concerns'][];

function* everyAnswer(): Generator<QuizAnswers> {
  for (const skinType of QUIZ_SKIN_TYPES)
    for (const concerns of concernSets)
      for (const sensitivity of SENSITIVITIES)
        for (const length of ROUTINE_LENGTHS)
          for (const sun of SUN_EXPOSURES)
            for (const fragranceFree of [false, true])
              yield { skinType, concerns, sensitivity, time: 'both', length, sun, fragranceFree };
}

/** What a product in this place must never break; the reasons, empty when none. */
function broken(p: RoutinePick, time: RoutineTimeOfDay, a: QuizAnswers): string[] {
  const out: string[] = [];
  const actives = productActives(p.product.keyIngredients);
  if (!p.variant.availableForSale) out.push('sold out');
  if (a.fragranceFree && !p.product.tags.includes('fragrance-free')) out.push('fragrance');
  if ((a.sensitivity !== 'rarely' || a.skinType === 'sensitive') && actives.some((x) => x.strong)) out.push('strong');
  if (time === 'morning' && actives.some((x) => x.group === 'retinoid')) out.push('retinoid by day');
  if (time === 'evening' && p.product.categories.includes('broad-spectrum-spf')) out.push('SPF at night');
  if (p.product.categories.some((c) => c === 'starter-kits' || c === 'limited-edition-sets')) out.push('a set');
  if (!/^For [a-z -]+( skin)?[^:]*: .+\.$/.test(p.reason)) out.push(`reason "${p.reason}"`);
  return out;
}

function clashes(choices: readonly RoutinePick[]): string[] {
  const groups = choices.flatMap((c) => productActives(c.product.keyIngredients).map((x) => x.group));
  const twice = groups.filter((g, i) => groups.indexOf(g) !== i);
  const pairs = CONFLICTS.filter(([x, y]) => groups.includes(x) && groups.includes(y)).map((p) => p.join('+'));
  const handles = choices.map((c) => c.product.handle);
  const repeated = handles.filter((h, i) => handles.indexOf(h) !== i);
  return [...twice.map((g) => `two ${g}`), ...pairs, ...repeated.map((h) => `${h} twice`)];
}

describe('the routine for every combination of answers (demo catalogue)', () => {
  it('is complete, in stock and respects every exclusion, alternatives included', () => {
    const problems: string[] = [];
    let routines = 0;
    for (const a of everyAnswer()) {
      const { routines: days } = buildRoutine(a, catalogue);
      expect(days.map((d) => d.time)).toEqual(['morning', 'evening']);
      for (const day of days) {
        routines++;
        const where = `${JSON.stringify(a)} ${day.time}`;
        const steps = day.choices.map((c: RoutineChoice) => c.step);
        if (day.unfilled.length > 0 || steps.join() !== ROUTINE_STEPS[day.time][a.length].join()) {
          problems.push(`${where}: steps ${steps.join()} (unfilled ${day.unfilled.join()})`);
        }
        for (const c of day.choices) {
          for (const b of broken(c, day.time, a)) problems.push(`${where}: ${c.product.handle} ${b}`);
          if (!c.alternative) continue;
          for (const b of broken(c.alternative, day.time, a)) problems.push(`${where}: alternative ${b}`);
          const swapped = day.choices.map((o) => (o === c ? c.alternative! : o));
          for (const x of clashes(swapped)) problems.push(`${where}: with the alternative for ${c.step}, ${x}`);
        }
        for (const x of clashes(day.choices)) problems.push(`${where}: ${x}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(routines).toBe(2 * QUIZ_SKIN_TYPES.length * concernSets.length * 3 * 2 * 3 * 2);
  });

  it('gives most steps an alternative', () => {
    let steps = 0;
    let without = 0;
    for (const a of everyAnswer()) {
      for (const day of buildRoutine(a, catalogue).routines) {
        steps += day.choices.length;
        without += day.choices.filter((c) => !c.alternative).length;
      }
    }
    // Only a toner beside a night retinoid, for the most particular answers, may stand alone.
    expect(without / steps).toBeLessThan(0.02);
  });
});
