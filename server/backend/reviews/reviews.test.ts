import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type Review } from '../../../shared/contract/review';
import { sql } from '../db/statements';
import { createTestBackend, storeSnapshot, type TestBackend } from '../test-fixtures/test-backend';

// The embedded backend's reviews: what is listed (published only, filtered, sorted, paged),
// the summary that matches the product's own rating, and who may write one.

let t: TestBackend;
let token: string;
beforeAll(async () => {
  t = createTestBackend();
  token = await t.login();
});

const HANDLE = 'vitamin-c-serum';
const list = async (query: Record<string, unknown> = {}) =>
  (await t.call('get-product-reviews', { handle: HANDLE, ...query })).body;

const isSorted = <T>(xs: T[], cmp: (a: T, b: T) => number) => xs.every((x, i) => i === 0 || cmp(xs[i - 1]!, x) <= 0);
const all = async (query: Record<string, unknown>) => list({ ...query, limit: 50 });

describe('listing', () => {
  it('sums up every rating the product has, as its "rating (count)" says', async () => {
    const [page, product] = await Promise.all([list(), t.call('get-product-by-handle', { handle: HANDLE })]);
    const { summary } = page;
    expect(summary).not.toBeNull();
    expect(summary!.ratingCount).toBe(product.body.product!.reviewCount);
    expect(summary!.average).toBe(product.body.product!.rating);
    expect(Object.values(summary!.distribution).reduce((a, b) => a + b, 0)).toBe(summary!.ratingCount);
    expect(summary!.reviewCount).toBeGreaterThanOrEqual(8);
  });

  it.each<[string, (a: Review, b: Review) => number]>([
    ['newest', (a, b) => b.createdAt.localeCompare(a.createdAt)],
    ['highest', (a, b) => b.rating - a.rating],
    ['lowest', (a, b) => a.rating - b.rating],
    ['helpful', (a, b) => b.helpfulCount - a.helpfulCount],
  ])('sorts by %s', async (sort, cmp) => {
    const { reviews } = await all({ sort });
    expect(reviews.length).toBeGreaterThan(1);
    expect(isSorted(reviews, cmp)).toBe(true);
  });

  it.each([
    [{ rating: 5 }, (r: Review) => r.rating === 5],
    [{ rating: 4 }, (r: Review) => r.rating === 4],
    [{ skinType: 'dry' }, (r: Review) => r.skinType === 'dry'],
    [{ rating: 5, skinType: 'dry' }, (r: Review) => r.rating === 5 && r.skinType === 'dry'],
  ])('filters by %j', async (filter, keep) => {
    const everything = await all({});
    const filtered = await all(filter);
    expect(filtered.reviews.every(keep)).toBe(true);
    expect(filtered.total).toBe(everything.reviews.filter(keep).length);
  });

  it('pages through every review once', async () => {
    const first = await list({ limit: 3 });
    expect(first.pageCount).toBe(Math.ceil(first.total / 3));
    const ids: string[] = [];
    for (let page = 1; page <= first.pageCount; page++)
      ids.push(...(await list({ limit: 3, page })).reviews.map((r) => r.id));
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    expect((await list({ limit: 3, page: first.pageCount + 1 })).reviews).toEqual([]);
  });

  it('answers summary null for an unknown product', async () => {
    expect((await t.call('get-product-reviews', { handle: 'no-such-product' })).body).toMatchObject({
      summary: null,
      reviews: [],
      total: 0,
    });
  });
});

describe('writing', () => {
  const valid = {
    handle: HANDLE,
    rating: 4,
    title: 'Bright, calm skin',
    text: 'A month of mornings and my skin looks brighter.',
    skinType: 'dry',
  };

  it.each([
    [{ rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    [{ rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    [{ rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    [{ title: '   ' }, 'title', REVIEW_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(121) }, 'title', REVIEW_MESSAGES.titleTooLong],
    [{ text: 'Too short.' }, 'text', REVIEW_MESSAGES.textTooShort],
    // markup does not count towards the length: what is left is too short
    [{ text: '<b><i><u>Nice</u></i></b><script></script><style></style>' }, 'text', REVIEW_MESSAGES.textTooShort],
    [{ text: 'x'.repeat(2001) }, 'text', REVIEW_MESSAGES.textTooLong],
    [{ skinType: 'shiny' }, 'skinType', REVIEW_MESSAGES.skinType],
  ])('refuses %j with 400 naming %s, storing nothing', async (change, field, message) => {
    const before = storeSnapshot(t.db);
    const res = await t.call('submit-review', { ...valid, ...change }, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`${field}: ${message}`);
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('refuses a customer who did not buy the product (403)', async () => {
    const res = await t.call('submit-review', { ...valid, handle: 'gentle-cleanser' }, token);
    expect(res).toMatchObject({ status: 403, body: { error: REVIEW_MESSAGES.buyersOnly } });
    expect((await t.call('review-eligibility', { handle: 'gentle-cleanser' }, token)).body).toEqual({
      eligible: false,
      reason: 'not-a-buyer',
    });
  });

  it('holds an accepted review for moderation, as plain text, once per customer', async () => {
    expect((await t.call('review-eligibility', { handle: HANDLE }, token)).body).toEqual({
      eligible: true,
      reason: null,
    });
    const before = await list();
    const res = await t.call(
      'submit-review',
      { ...valid, text: '<p>A month of <b>mornings</b> and my skin looks brighter.</p><script>x()</script>' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.review.status).toBe('pending');
    const stored = sql(t.db, 'SELECT body, status, display_name, verified_buyer FROM reviews WHERE id = ?').get(
      Number(res.body.review.id),
    );
    expect(stored).toEqual({
      body: 'A month of mornings and my skin looks brighter.x()',
      status: 'pending',
      display_name: 'Demo C.',
      verified_buyer: 1,
    });
    // pending: not listed, summary unchanged
    expect(await list()).toEqual(before);
    expect((await t.call('review-eligibility', { handle: HANDLE }, token)).body).toEqual({
      eligible: false,
      reason: 'already-reviewed',
    });
    expect(await t.call('submit-review', valid, token)).toMatchObject({
      status: 403,
      body: { error: REVIEW_MESSAGES.alreadyReviewed },
    });

    // a moderator publishes it: listed, and counted in the product's rating
    sql(t.db, "UPDATE reviews SET status = 'published' WHERE id = ?").run(Number(res.body.review.id));
    const after = await all({});
    expect(after.reviews.map((r) => r.id)).toContain(res.body.review.id);
    expect(after.total).toBe(before.total + 1);
    expect(after.summary!.ratingCount).toBe(before.summary!.ratingCount + 1);
    expect(after.summary!.distribution[4]).toBe(before.summary!.distribution[4] + 1);
    const product = (await t.call('get-product-by-handle-uncached', { handle: HANDLE })).body.product!;
    expect(product.reviewCount).toBe(after.summary!.ratingCount);
    expect(product.rating).toBe(after.summary!.average);
  });
});
