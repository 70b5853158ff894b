import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../shared/contract/review';
import { DEMO } from '../backend/test-fixtures/seed-fixture';
import { startFixtureStoreBff, TEST_SITE_URL } from '../test-support/backend-fixture';

// Reviews through the BFF with the embedded backend: reading is public, writing needs a
// signed-in buyer; refusals are 401 / 403 / 400 naming the field; an accepted review waits
// for moderation and is not listed.

const API = '/api/ecom/v1.0';
const HANDLE = 'vitamin-c-serum';
let f: Awaited<ReturnType<typeof startFixtureStoreBff>>;
beforeAll(async () => {
  f = await startFixtureStoreBff();
});
afterAll(() => f.close());

const post = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, call: string, body: object) =>
  agent.post(`${API}/${call}`).set('origin', TEST_SITE_URL).send(body);

async function signedIn() {
  const agent = request.agent(f.app);
  expect((await post(agent, 'user-login', DEMO)).status).toBe(200);
  return agent;
}

const valid = {
  handle: HANDLE,
  rating: 5,
  title: 'Brighter in a month',
  text: 'My skin looks brighter and more even after a month.',
  skinType: 'dry',
};

describe('reviews through /api', () => {
  it('lists published reviews filtered and sorted, with the distribution', async () => {
    const res = await post(request(f.app), 'get-product-reviews', {
      handle: HANDLE,
      rating: 5,
      sort: 'helpful',
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.reviews.length).toBeGreaterThan(0);
    expect(res.body.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect(Object.keys(res.body.summary.distribution)).toEqual(['1', '2', '3', '4', '5']);
  });

  it.each([
    [{ rating: 7 }, 'rating'],
    [{ text: 'short' }, 'text'],
    [{ skinType: 'shiny' }, 'skinType'],
    [{ title: 'x'.repeat(200) }, 'title'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const res = await post(await signedIn(), 'submit-review', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field}: `));
  });

  it('signed out: 401, and eligibility says sign in', async () => {
    expect((await post(request(f.app), 'submit-review', valid)).status).toBe(401);
    expect((await post(request(f.app), 'review-eligibility', { handle: HANDLE })).body).toEqual({
      eligible: false,
      reason: 'signed-out',
    });
  });

  it('a customer who did not buy the product: 403 with the message', async () => {
    const res = await post(await signedIn(), 'submit-review', { ...valid, handle: 'gentle-cleanser' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(REVIEW_MESSAGES.buyersOnly);
  });

  it('a buyer: accepted as pending, not listed, and only once', async () => {
    const agent = await signedIn();
    const before = (await post(request(f.app), 'get-product-reviews', { handle: HANDLE, limit: 50 })).body;
    const res = await post(agent, 'submit-review', valid);
    expect(res.status).toBe(200);
    expect(res.body.review.status).toBe('pending');
    const after = (await post(request(f.app), 'get-product-reviews', { handle: HANDLE, limit: 50 })).body;
    expect(after.total).toBe(before.total);
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(res.body.review.id);
    const again = await post(agent, 'submit-review', valid);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });
});
