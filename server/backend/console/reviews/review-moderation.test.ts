import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import { auditRows, createConsoleStore, insertPendingReview, type ConsoleStore } from '../test-store/console-store';
import { listReviewQueue, moderateReview, REVIEWS_PAGE_SIZE } from './review-moderation';
import { MODERATION_MESSAGES } from './review-transitions';

// Moderation against the real store: only the transitions the status allows, the audit entry
// and the change tags of each, and the product's rating, count and distribution as shoppers
// read them after approving and after unpublishing.

const HANDLE = 'vitamin-c-serum';
const TAGS = [`product:${HANDLE}`, `reviews:${HANDLE}`, 'products'];
let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

/** What the shop shows of the product's rating: the product record and the reviews summary. */
async function shopRating() {
  const [product, reviews] = await Promise.all([
    s.t.call('get-product-by-handle', { handle: HANDLE }),
    s.t.call('get-product-reviews', { handle: HANDLE, limit: 50 }),
  ]);
  const p = product.body.product!;
  return {
    rating: p.rating,
    count: p.reviewCount,
    summary: reviews.body.summary!,
    listed: reviews.body.reviews.map((r) => r.id),
  };
}

describe('the queue', () => {
  it('lists pending reviews oldest first, with what a moderator decides on', () => {
    const later = insertPendingReview(s.t.db, HANDLE, { createdAt: '2025-06-12T00:00:00.000Z', text: 'Later one.' });
    const earlier = insertPendingReview(s.t.db, 'gentle-cleanser', { createdAt: '2025-06-01T00:00:00.000Z' });
    const page = listReviewQueue(s.t.db, 'pending', 1);
    expect(page.reviews.map((r) => r.id)).toEqual([earlier, later]);
    expect(page.reviews[1]).toMatchObject({
      handle: HANDLE,
      productTitle: 'Vitamin C Serum',
      rating: 1,
      text: 'Later one.',
      skinType: 'dry',
      verifiedBuyer: true,
      displayName: 'Maya R.',
      status: 'pending',
    });
  });

  it('pages by REVIEWS_PAGE_SIZE and keeps an out-of-range page inside the list', () => {
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 3; i++) {
      insertPendingReview(s.t.db, HANDLE, { createdAt: `2025-05-${String(i + 1).padStart(2, '0')}T00:00:00.000Z` });
    }
    const first = listReviewQueue(s.t.db, 'pending', 1);
    const second = listReviewQueue(s.t.db, 'pending', 2);
    expect(first).toMatchObject({ total: REVIEWS_PAGE_SIZE + 3, pageCount: 2 });
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(second.reviews).toHaveLength(3);
    expect(new Set([...first.reviews, ...second.reviews].map((r) => r.id)).size).toBe(REVIEWS_PAGE_SIZE + 3);
    expect(listReviewQueue(s.t.db, 'pending', 99).page).toBe(2);
  });
});

describe('approve', () => {
  it('publishes a pending review: listed, counted in the rating and its distribution, audited, tags emitted', async () => {
    const before = await shopRating();
    const id = insertPendingReview(s.t.db, HANDLE, { rating: 1 });
    const owner = s.staff('owner');
    const result = moderateReview(s.deps, owner, id, 'approve', undefined);
    expect(result).toMatchObject({ ok: true, review: { status: 'published', moderatedByEmail: owner.email } });

    const after = await shopRating();
    expect(after.listed).toContain(String(id));
    expect(after.count).toBe(before.count + 1);
    expect(after.summary.ratingCount).toBe(before.summary.ratingCount + 1);
    expect(after.summary.distribution[1]).toBe(before.summary.distribution[1] + 1);
    expect(after.summary.reviewCount).toBe(before.summary.reviewCount + 1);
    const { distribution } = after.summary;
    const sum = [1, 2, 3, 4, 5].reduce((a, k) => a + k * distribution[k as 1 | 2 | 3 | 4 | 5], 0);
    expect(after.rating).toBe(Math.round((sum / after.summary.ratingCount) * 10) / 10);
    expect(after.summary.average).toBe(after.rating);

    expect(auditRows(s.t.db)).toEqual([
      {
        staff_email: owner.email,
        action: 'review.approve',
        entity: 'review',
        entity_id: String(id),
        before_json: JSON.stringify({ status: 'pending', product: HANDLE, rating: 1 }),
        after_json: JSON.stringify({ status: 'published', product: HANDLE, rating: 1 }),
        reason: null,
      },
    ]);
    expect(s.emitted).toEqual([TAGS]);
  });

  it('refuses a review that is not pending with 409 and changes nothing', () => {
    const id = insertPendingReview(s.t.db, HANDLE);
    expect(moderateReview(s.deps, s.staff('editor'), id, 'approve', undefined).ok).toBe(true);
    const snapshot = storeSnapshot(s.t.db);
    for (const moderation of ['approve', 'reject'] as const) {
      expect(moderateReview(s.deps, s.staff('editor'), id, moderation, 'again')).toEqual({
        ok: false,
        status: 409,
        message: MODERATION_MESSAGES.notPending,
      });
    }
    expect(storeSnapshot(s.t.db)).toBe(snapshot);
    expect(s.emitted).toHaveLength(1);
  });

  it('answers 404 for a review that does not exist', () => {
    expect(moderateReview(s.deps, s.staff('owner'), 987654, 'approve', undefined)).toMatchObject({ status: 404 });
  });
});

describe('reject', () => {
  it('keeps the review off the shop, with the reason on the review and in the audit trail', async () => {
    const before = await shopRating();
    const id = insertPendingReview(s.t.db, HANDLE);
    const result = moderateReview(s.deps, s.staff('fulfilment'), id, 'reject', '  Mentions another shop ');
    expect(result).toMatchObject({ ok: true, review: { status: 'rejected', reason: 'Mentions another shop' } });
    expect(await shopRating()).toEqual(before);
    expect(auditRows(s.t.db)).toMatchObject([{ action: 'review.reject', reason: 'Mentions another shop' }]);
    expect(s.emitted).toEqual([TAGS]);
  });

  it('needs a reason: 400, nothing changed, nothing emitted', () => {
    const id = insertPendingReview(s.t.db, HANDLE);
    const owner = s.staff('owner');
    const snapshot = storeSnapshot(s.t.db);
    expect(moderateReview(s.deps, owner, id, 'reject', ' ')).toEqual({
      ok: false,
      status: 400,
      message: MODERATION_MESSAGES.reasonRequired,
    });
    expect(storeSnapshot(s.t.db)).toBe(snapshot);
    expect(s.emitted).toEqual([]);
  });
});

describe('unpublish', () => {
  it('takes an approved review back out of the list, the rating, the count and the distribution', async () => {
    const before = await shopRating();
    const id = insertPendingReview(s.t.db, HANDLE, { rating: 2 });
    moderateReview(s.deps, s.staff('owner'), id, 'approve', undefined);
    const result = moderateReview(s.deps, s.staff('editor'), id, 'unpublish', 'Customer asked us to remove it');
    expect(result).toMatchObject({
      ok: true,
      review: { status: 'rejected', reason: 'Customer asked us to remove it' },
    });
    expect(result.ok && result.review.publishedAt).toBeTruthy();
    const after = await shopRating();
    expect(after.listed).not.toContain(String(id));
    expect(after.count).toBe(before.count);
    expect(after.summary).toEqual(before.summary);
    expect(after.summary.average).toBe(after.rating);
    expect(auditRows(s.t.db).map((r) => [r.action, r.reason])).toEqual([
      ['review.approve', null],
      ['review.unpublish', 'Customer asked us to remove it'],
    ]);
    expect(s.emitted).toEqual([TAGS, TAGS]);
  });

  it('unpublishes a seeded review too, and refuses a review that is not published', () => {
    const { id } = sql(s.t.db, "SELECT id FROM reviews WHERE status = 'published' LIMIT 1").get() as { id: number };
    expect(moderateReview(s.deps, s.staff('owner'), id, 'unpublish', 'Off topic').ok).toBe(true);
    expect(moderateReview(s.deps, s.staff('owner'), id, 'unpublish', 'Off topic')).toMatchObject({
      status: 409,
      message: MODERATION_MESSAGES.notPublished,
    });
    const pending = insertPendingReview(s.t.db, HANDLE);
    expect(moderateReview(s.deps, s.staff('owner'), pending, 'unpublish', 'x')).toMatchObject({ status: 409 });
  });

  it('leaves a product whose last rating goes at 0 (0), not a division by zero', async () => {
    const { id: productId } = sql(s.t.db, 'SELECT id FROM products WHERE handle = ?').get(HANDLE) as { id: number };
    sql(s.t.db, 'UPDATE rating_counts SET count = 0 WHERE product_id = ?').run(productId);
    const id = insertPendingReview(s.t.db, HANDLE, { rating: 5 });
    moderateReview(s.deps, s.staff('owner'), id, 'approve', undefined);
    expect(await shopRating()).toMatchObject({ rating: 5, count: 1 });
    moderateReview(s.deps, s.staff('owner'), id, 'unpublish', 'Duplicate');
    expect(await shopRating()).toMatchObject({ rating: 0, count: 0 });
  });
});
