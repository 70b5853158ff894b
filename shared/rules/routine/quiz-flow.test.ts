import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerStep, questionToShow, STEP_PARAM } from './quiz-flow';
import { QUIZ_MESSAGES, QUIZ_QUESTIONS } from './quiz-questions';

const q = (query: string) => new URLSearchParams(query);
const ALL = 'skin=dry&concern=none&sensitivity=often&time=morning&steps=full&sun=high';

describe('questionToShow', () => {
  it.each([
    ['', 'skinType'],
    ['skin=oily', 'concerns'],
    ['skin=scaly', 'skinType'],
    ['skin=oily&concern=none', 'sensitivity'],
    [ALL, 'fragranceFree'],
    // Back: a named question with an answer, once those before it are answered
    [`${ALL}&${STEP_PARAM}=concern`, 'concerns'],
    // a step past the first open question is not skipped to
    [`skin=oily&${STEP_PARAM}=sun`, 'concerns'],
    [`skin=oily&${STEP_PARAM}=nope`, 'concerns'],
  ])('%j shows %s', (query, id) => {
    expect(questionToShow(q(query))?.id).toBe(id);
  });

  it('shows none once every question, the optional one too, is answered', () => {
    expect(questionToShow(q(`${ALL}&fragrance-free=yes`))).toBeNull();
  });
});

describe('answerStep', () => {
  it.each([
    ['question=skinType&skin=normal', '/skin-quiz?skin=normal'],
    ['question=concerns&skin=normal', '/skin-quiz?skin=normal&concern=none'],
    [
      'question=concerns&skin=normal&concern=visible-aging&concern=acne',
      '/skin-quiz?skin=normal&concern=acne&concern=visible-aging',
    ],
    // Back then a new answer: the next question shown again with its answer, `step` naming it
    [
      `question=skinType&${ALL.replace('skin=dry&', '')}&skin=oily`,
      `/skin-quiz?${ALL.replace('dry', 'oily')}&step=concern`,
    ],
    [`question=fragranceFree&${ALL}&fragrance-free=yes`, `/skin-quiz/result?${ALL}&fragrance-free=yes`],
    [`question=fragranceFree&${ALL}&skip=1`, `/skin-quiz/result?${ALL}&fragrance-free=no`],
    // the last question reached with one before it unanswered: that one next
    ['question=fragranceFree&skin=dry&fragrance-free=no', '/skin-quiz?skin=dry&fragrance-free=no'],
  ])('%s → %s', (form, location) => {
    expect(answerStep(q(form))).toEqual({ ok: true, location });
  });

  it.each([
    ['question=skinType', 'skinType', QUIZ_MESSAGES.chooseOne],
    ['question=skinType&skin=dry&skin=oily', 'skinType', QUIZ_MESSAGES.chooseOne],
    ['question=skinType&skin=scaly', 'skinType', QUIZ_MESSAGES.unknown],
    ['question=concerns&concern=acne&concern=discolorations&concern=preventative', 'concerns', QUIZ_MESSAGES.tooMany],
    // a skip where the question has none is no answer
    ['question=sensitivity&skip=1', 'sensitivity', QUIZ_MESSAGES.chooseOne],
    ['question=nope&skin=dry', null, QUIZ_MESSAGES.unknown],
  ])('%s is refused', (form, id, error) => {
    const outcome = answerStep(q(form));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.question?.id ?? null).toBe(id);
      expect(outcome.error).toBe(error);
    }
  });

  it('keeps the answers the form carried beside a refused one', () => {
    const outcome = answerStep(q('question=sensitivity&skin=dry&concern=acne&sensitivity=always'));
    expect(outcome).toMatchObject({ ok: false, answers: { skinType: 'dry', concerns: ['acne'] } });
  });

  it('never throws, and any way on stays on the quiz, whatever a form posts', () => {
    const names = ['question', 'skip', ...QUIZ_QUESTIONS.map((x) => x.param), 'x'];
    const values = [...QUIZ_QUESTIONS.flatMap((x) => [x.id, ...x.choices.map((c) => c.value)]), 'none', '', '1'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom(...values), fc.string())), {
          maxLength: 20,
        }),
        (pairs) => {
          const outcome = answerStep(new URLSearchParams(pairs));
          if (outcome.ok) expect(outcome.location).toMatch(/^\/skin-quiz(\/result)?(\?|$)/);
          else expect(outcome.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
