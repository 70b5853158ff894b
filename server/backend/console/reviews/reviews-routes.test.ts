import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { insertPendingReview } from '../test-store/console-store';
import { MODERATION_MESSAGES } from './review-transitions';

// The Reviews screen over HTTP: what a moderator sees in the queue (plain text, always), the
// decisions as real form posts through the whole console (sign-in, CSRF), 303 on success,
// 400/409 with the message on the review, and who may decide.

const HANDLE = 'vitamin-c-serum';
let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const statusOf = (id: number) =>
  (sql(t.db, 'SELECT status FROM reviews WHERE id = ?').get(id) as { status: string }).status;

/** Signed in, with the CSRF token of the reviews page read. */
async function moderator(role: 'owner' | 'fulfilment' | 'editor') {
  const client = await t.signIn(role);
  await client.get('/reviews');
  return client;
}

describe('the queue page', () => {
  it('lists a pending review with product, rating, text, skin type, verified buyer, author and date', async () => {
    insertPendingReview(t.db, HANDLE, { rating: 2, title: 'Too strong', text: 'Stung a little.' });
    const page = await (await moderator('editor')).get('/reviews');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Too strong');
    expect(page.html).toContain('Stung a little.');
    expect(page.html).toContain('href="http://shop.test/products/vitamin-c-serum">Vitamin C Serum</a>');
    expect(page.html).toContain('2 of 5');
    expect(page.html).toContain('Dry');
    expect(page.html).toMatch(/Maya R.(<!-- -->)? · Verified buyer/);
    expect(page.html).toContain('06/10/2025');
    expect(page.html).toMatch(/<button type="submit">Approve<\/button>/);
  });

  it('shows a review holding markup as text, never as markup', async () => {
    insertPendingReview(t.db, HANDLE, {
      title: '<b>bold</b>',
      text: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    const { html } = await (await moderator('owner')).get('/reviews');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });

  it('filters by status and pages', async () => {
    const client = await moderator('owner');
    const published = await client.get('/reviews?status=published');
    expect(published.status).toBe(200);
    expect(published.html).toMatch(/<button type="submit" class="console-danger">Unpublish<\/button>/);
    expect(published.html).not.toContain('>Approve</button>');
    expect((await client.get('/reviews?status=nonsense&page=-4')).status).toBe(200);
    expect((await client.get('/reviews?page=abc')).status).toBe(200);
  });
});

describe('decisions', () => {
  it('approve: 303 back to the list with a notice, and the review is published', async () => {
    const id = insertPendingReview(t.db, HANDLE);
    const client = await moderator('editor');
    const res = await client.post(`/reviews/${id}/approve`, { status: 'pending', page: '1' });
    expect(res).toMatchObject({ status: 303, location: '/reviews?status=pending&page=1&notice=approved' });
    expect(statusOf(id)).toBe('published');
    expect((await client.get(res.location!)).html).toContain('Review approved');
    expect(t.emitted).toEqual([[`product:${HANDLE}`, `reviews:${HANDLE}`, 'products']]);
  });

  it('reject without a reason: 400 with the message next to that review, nothing changed', async () => {
    const id = insertPendingReview(t.db, HANDLE);
    const res = await (await moderator('fulfilment')).post(`/reviews/${id}/reject`, { reason: '  ' });
    expect(res.status).toBe(400);
    expect(res.html).toContain(`id="review-${id}-reject-reason-error">${MODERATION_MESSAGES.reasonRequired}`);
    expect(res.html).toContain(`aria-invalid="true" aria-describedby="review-${id}-reject-reason-error"`);
    expect(statusOf(id)).toBe('pending');
  });

  it('unpublish with a reason: 303; a second unpublish gets 409 and the message', async () => {
    const { id } = sql(t.db, "SELECT id FROM reviews WHERE status = 'published' LIMIT 1").get() as { id: number };
    const client = await moderator('owner');
    const first = await client.post(`/reviews/${id}/unpublish`, { reason: 'Off topic', status: 'published' });
    expect(first).toMatchObject({ status: 303, location: '/reviews?status=published&page=1&notice=unpublished' });
    const second = await client.post(`/reviews/${id}/unpublish`, { reason: 'Off topic', status: 'published' });
    expect(second.status).toBe(409);
    expect(second.html).toContain(MODERATION_MESSAGES.notPublished);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const client = await moderator('owner');
    expect((await client.post('/reviews/999999/approve')).status).toBe(404);
    expect((await client.post('/reviews/abc/approve')).status).toBe(404);
  });
});
