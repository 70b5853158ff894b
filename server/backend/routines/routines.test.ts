import { describe, expect, it } from 'vitest';
import { createTestBackend } from '../test-fixtures/test-backend';

// The skin quiz's calls against the fixture store: the catalogue the rules read, and one saved
// routine per customer (its answers, kept in the quiz's own order).

const ANSWERS =
  'skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&fragrance-free=no';

describe('routine calls', () => {
  it('answers the published catalogue with stock per size, a picture and the plans', async () => {
    const t = createTestBackend();
    const { body } = await t.call('get-routine-products', {});
    const all = (await t.call('get-all-products', {})).body.products as { handle: string }[];
    expect(body.products.map((p: { handle: string }) => p.handle)).toEqual(all.map((p) => p.handle));
    const serum = body.products.find((p: { handle: string }) => p.handle === 'vitamin-c-serum');
    expect(serum!.image.id).toEqual(expect.any(String));
    expect(serum!.variants[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//),
      availableForSale: true,
    });
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
