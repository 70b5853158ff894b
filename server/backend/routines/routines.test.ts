import { describe, expect, it } from 'vitest';
import { createTestBackend } from '../test-fixtures/test-backend';

// The skin quiz's calls against the fixture store: the quiz's steps, the routine worked out from
// the catalogue, and one saved routine per customer (its answers, kept in the quiz's own order).

const ANSWERS =
  'skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&fragrance-free=no';

describe('routine calls', () => {
  it('works out the routine of a result URL from the products in stock, each step drawn and bought once', async () => {
    const t = createTestBackend();
    const { status, body } = await t.call('get-routine', { query: `${ANSWERS}&use=morning-treat` });
    expect(status).toBe(200);
    expect(body.answers).toBe(ANSWERS);
    const steps = body.routine!.days.flatMap((d) => d.steps);
    expect(body.routine!.days.map((d) => d.time)).toEqual(['morning', 'evening']);
    expect(steps[0]!.pick).toMatchObject({ image: { id: expect.any(String) }, price: expect.stringMatching(/^\$/) });
    // the URL asked for the morning's treatment's alternative: shown, when the fixture has one
    const treat = steps.find((s) => s.key === 'morning-treat')!;
    expect(treat.swapped).toBe(treat.alternative !== null);
    const sizes = body.routine!.lines.map((l) => l.variantId);
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(sizes.every((id) => id.startsWith('gid://shopify/ProductVariant/'))).toBe(true);
    // answers not all there: no routine, the question to finish at
    expect((await t.call('get-routine', { query: 'skin=oily' })).body).toEqual({
      answers: 'skin=oily',
      quizPath: '/skin-quiz?skin=oily',
      routine: null,
    });
  });

  it('serves the quiz a step at a time: the question of a URL, and where an answer leads', async () => {
    const t = createTestBackend();
    const step = (await t.call('get-quiz-step', { query: 'skin=oily' })).body.step!;
    expect(step).toMatchObject({
      param: 'concern',
      number: 2,
      hidden: [
        ['question', 'concerns'],
        ['skin', 'oily'],
      ],
    });
    const next = await t.call('answer-quiz-step', { form: 'question=concerns&skin=oily&concern=acne' });
    expect(next.body).toEqual({ location: '/skin-quiz?skin=oily&concern=acne' });
    const refused = await t.call('answer-quiz-step', { form: 'question=skinType&skin=scaly' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      error: 'Choose one of the answers shown.',
      view: { step: { param: 'skin' } },
    });
    expect((await t.call('get-quiz-step', { query: 'x'.repeat(5000) })).status).toBe(400);
  });

  it('keeps one routine per customer, in the quiz’s order; a second save replaces it', async () => {
    const t = createTestBackend();
    const token = await t.login();
    expect((await t.call('get-saved-routine', {}, token)).body).toEqual({ routine: null });
    // any order in, the quiz's order kept
    const shuffled = ANSWERS.split('&').reverse().join('&');
    const saved = await t.call('save-routine', { answers: shuffled }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.routine.answers).toBe(ANSWERS);
    await t.call('save-routine', { answers: ANSWERS.replace('oily', 'dry') }, token);
    expect((await t.call('get-saved-routine', {}, token)).body.routine!.answers).toBe(ANSWERS.replace('oily', 'dry'));
  });

  it('refuses answers that are not all there (422) and anyone signed out (401)', async () => {
    const t = createTestBackend();
    const token = await t.login();
    const partial = await t.call('save-routine', { answers: 'skin=oily&concern=acne' }, token);
    expect(partial.status).toBe(422);
    expect(partial.body).toMatchObject({ field: 'answers' });
    expect((await t.call('save-routine', { answers: ANSWERS })).status).toBe(401);
    expect((await t.call('get-saved-routine', {})).status).toBe(401);
  });
});
