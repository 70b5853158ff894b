import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuizAnswerOutcome, QuizView } from '../../contract/routine';
import { answerQuiz, quizView } from './quiz-view';
import { QUIZ_MESSAGES, QUIZ_QUESTIONS } from './quiz-questions';

const q = (query: string) => new URLSearchParams(query);
const ALL = 'skin=dry&concern=none&sensitivity=often&time=morning&steps=full&sun=high';

describe('quizView: the form of the question a URL shows', () => {
  it('starts at the skin type: radios, no Back, the question named in a hidden field', () => {
    const { step, resultPath } = quizView(q(''));
    expect(resultPath).toBeNull();
    expect(step).toMatchObject({
      param: 'skin',
      title: 'What is your skin type?',
      kind: 'one',
      chosen: [],
      hidden: [['question', 'skinType']],
      number: 1,
      total: QUIZ_QUESTIONS.length,
      backPath: null,
      skip: null,
      submitLabel: 'Next',
    });
    expect(step!.choices).toContainEqual({ value: 'dry', label: 'Dry', hint: 'Feels tight, can flake' });
  });

  it.each([
    // the answers so far ride along; Back names the question before, which keeps its answer
    [
      'skin=oily',
      'concern',
      [
        ['question', 'concerns'],
        ['skin', 'oily'],
      ],
      '/skin-quiz?skin=oily&step=skin',
      [],
    ],
    [
      'skin=oily&concern=acne&step=concern',
      'concern',
      [
        ['question', 'concerns'],
        ['skin', 'oily'],
      ],
      '/skin-quiz?skin=oily&concern=acne&step=skin',
      ['acne'],
    ],
    [ALL, 'fragrance-free', [['question', 'fragranceFree'], ...q(ALL)], `/skin-quiz?${ALL}&step=sun`, []],
  ])('%s shows %s', (query, param, hidden, backPath, chosen) => {
    expect(quizView(q(query)).step).toMatchObject({ param, hidden, backPath, chosen });
  });

  it('the optional last question has Skip and leads to the routine', () => {
    expect(quizView(q(ALL)).step).toMatchObject({ skip: ['skip', '1'], submitLabel: 'See my routine', number: 7 });
    // the concerns are left by ticking none: no Skip button there
    expect(quizView(q('skin=dry')).step!.skip).toBeNull();
  });

  it('shows the way to the routine once every question is answered', () => {
    expect(quizView(q(`${ALL}&fragrance-free=no`))).toEqual({
      step: null,
      resultPath: `/skin-quiz/result?${ALL}&fragrance-free=no`,
    });
  });
});

describe('answerQuiz: a posted step', () => {
  it('goes on to the next question', () => {
    expect(answerQuiz(q('question=skinType&skin=normal'))).toEqual({ location: '/skin-quiz?skin=normal' });
  });

  it('refuses a missing answer with the message and the same question, keeping the other answers', () => {
    const outcome = answerQuiz(q('question=sensitivity&skin=dry&concern=acne'));
    expect(outcome).toMatchObject({
      error: QUIZ_MESSAGES.chooseOne,
      view: {
        step: {
          param: 'sensitivity',
          hidden: [
            ['question', 'sensitivity'],
            ['skin', 'dry'],
            ['concern', 'acne'],
          ],
        },
      },
    });
  });

  it('a form naming no question shows the question its answers are at', () => {
    expect(answerQuiz(q('question=nope&skin=dry'))).toMatchObject({
      error: QUIZ_MESSAGES.unknown,
      view: { step: { param: 'concern' } },
    });
  });

  it('answers what the contract says, and never throws, whatever a form or URL holds', () => {
    const names = ['question', 'skip', 'step', ...QUIZ_QUESTIONS.map((x) => x.param), 'x'];
    const values = [...QUIZ_QUESTIONS.flatMap((x) => [x.id, x.param, ...x.choices.map((c) => c.value)]), 'none', ''];
    const pairs = fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom(...values), fc.string())), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(pairs, (p) => {
        const form = new URLSearchParams(p);
        expect(QuizAnswerOutcome.safeParse(answerQuiz(form)).success).toBe(true);
        const view = QuizView.parse(quizView(form));
        expect(view.step === null).toBe(view.resultPath !== null);
      }),
      { numRuns: 1000 },
    );
  });
});
