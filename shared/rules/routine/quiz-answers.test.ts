import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKIN_CONCERNS } from '../../catalog/taxonomy';
import {
  completeAnswers,
  parseQuizAnswers,
  QUIZ_SKIN_TYPES,
  quizAnswersToParams,
  ROUTINE_LENGTHS,
  ROUTINE_TIMES,
  SENSITIVITIES,
  SUN_EXPOSURES,
  type QuizAnswers,
} from './quiz-answers';

const parse = (q: string) => parseQuizAnswers(new URLSearchParams(q));

describe('parseQuizAnswers', () => {
  it.each([
    ['', {}],
    ['skin=oily', { skinType: 'oily' }],
    ['skin=not-sure', { skinType: 'not-sure' }],
    ['skin=greasy', {}],
    ['concern=acne', { concerns: ['acne'] }],
    ['concern=visible-aging&concern=acne', { concerns: ['acne', 'visible-aging'] }],
    ['concern=acne&concern=acne', { concerns: ['acne'] }],
    ['concern=none', { concerns: [] }],
    ['concern=acne&concern=discolorations&concern=preventative', {}],
    ['concern=wrinkles', {}],
    [
      'sensitivity=often&time=evening&steps=full&sun=high',
      { sensitivity: 'often', time: 'evening', length: 'full', sun: 'high' },
    ],
    ['steps=12&sun=space', {}],
    ['fragrance-free=yes', { fragranceFree: true }],
    ['fragrance-free=no', { fragranceFree: false }],
    ['fragrance-free=1', {}],
  ])('%s', (q, expected) => {
    expect(parse(q)).toEqual(expected);
  });
});

describe('completeAnswers', () => {
  const all = 'skin=dry&concern=none&sensitivity=rarely&time=both&steps=essentials&sun=low';
  it('needs every question but the optional fragrance one', () => {
    expect(completeAnswers(parse(all))).toMatchObject({ skinType: 'dry', fragranceFree: false });
    expect(completeAnswers(parse(all.replace('&sun=low', '')))).toBeNull();
    expect(completeAnswers(parse(all.replace('concern=none&', '')))).toBeNull();
  });
});

const answers: fc.Arbitrary<QuizAnswers> = fc.record({
  skinType: fc.constantFrom(...QUIZ_SKIN_TYPES),
  concerns: fc.subarray([...SKIN_CONCERNS], { maxLength: 2 }),
  sensitivity: fc.constantFrom(...SENSITIVITIES),
  time: fc.constantFrom(...ROUTINE_TIMES),
  length: fc.constantFrom(...ROUTINE_LENGTHS),
  sun: fc.constantFrom(...SUN_EXPOSURES),
  fragranceFree: fc.boolean(),
});

describe('answers in a URL', () => {
  it('print then parse gives the same answers, and one answer set has one URL', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const printed = quizAnswersToParams(a);
        expect(completeAnswers(parseQuizAnswers(printed))).toEqual(a);
        expect(quizAnswersToParams(parseQuizAnswers(printed)).toString()).toBe(printed.toString());
      }),
    );
  });

  it('never throws on any query string, and keeps only known values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 12 }), (pairs) => {
        const got = parseQuizAnswers(new URLSearchParams(pairs));
        if (got.skinType) expect(QUIZ_SKIN_TYPES).toContain(got.skinType);
        expect((got.concerns ?? []).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
