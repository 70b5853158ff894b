import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { createConsoleStore, insertPendingReview, type ConsoleStore } from '../test-store/console-store';
import { featureClient } from '../test-store/feature-app';
import { reviewsFeature } from './reviews-feature';
import { MODERATION_MESSAGES } from './review-transitions';

// The Reviews screen over HTTP: what a moderator sees in the queue (plain text, always), the
// decisions as real form posts (303 on success, 400/409 with the message on the review), and
// who may decide.

const HANDLE = 'vitamin-c-serum';
let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

const statusOf = (id: number) =>
  (sql(s.t.db, 'SELECT status FROM reviews WHERE id = ?').get(id) as { status: string }).status;

describe('the queue page', () => {
  it('lists a pending review with product, rating, text, skin type, verified buyer, author and date', async () => {
    insertPendingReview(s.t.db, HANDLE, { rating: 2, title: 'Too strong', text: 'Stung a little.' });
    const page = await featureClient(s, [reviewsFeature], 'editor').get('/reviews');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Too strong');
    expect(page.html).toContain('Stung a little.');
    expect(page.html).toContain('href="http://shop.test/products/vitamin-c-serum">Vitamin C Serum</a>');
    expect(page.html).toContain('2 of 5');
    expect(page.html).toContain('Dry');
    expect(page.html).toMatch(/Maya R.(<!-- -->)? · Verified buyer/);
    expect(page.html).toContain('Jun 10, 2025');
    expect(page.html).toMatch(/<button type="submit">Approve<\/button>/);
  });

  it('shows a review holding markup as text, never as markup', async () => {
    insertPendingReview(s.t.db, HANDLE, {
      title: '<b>bold</b>',
      text: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    const { html } = await featureClient(s, [reviewsFeature], 'owner').get('/reviews');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });

  it('filters by status and pages', async () => {
    const client = featureClient(s, [reviewsFeature], 'owner');
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
    const id = insertPendingReview(s.t.db, HANDLE);
    const client = featureClient(s, [reviewsFeature], 'editor');
    const res = await client.post(`/reviews/${id}/approve`, { status: 'pending', page: '1' });
    expect(res).toMatchObject({ status: 303, location: '/reviews?status=pending&page=1&notice=approved' });
    expect(statusOf(id)).toBe('published');
    expect((await client.get(res.location!)).html).toContain('Review approved');
    expect(s.emitted).toEqual([[`product:${HANDLE}`, `reviews:${HANDLE}`, 'products']]);
  });

  it('reject without a reason: 400 with the message next to that review, nothing changed', async () => {
    const id = insertPendingReview(s.t.db, HANDLE);
    const res = await featureClient(s, [reviewsFeature], 'fulfilment').post(`/reviews/${id}/reject`, { reason: '  ' });
    expect(res.status).toBe(400);
    expect(res.html).toContain(`id="review-${id}-reject-reason-error">${MODERATION_MESSAGES.reasonRequired}`);
    expect(res.html).toContain(`aria-invalid="true" aria-describedby="review-${id}-reject-reason-error"`);
    expect(statusOf(id)).toBe('pending');
  });

  it('unpublish with a reason: 303; a second unpublish gets 409 and the message', async () => {
    const { id } = sql(s.t.db, "SELECT id FROM reviews WHERE status = 'published' LIMIT 1").get() as { id: number };
    const client = featureClient(s, [reviewsFeature], 'owner');
    const first = await client.post(`/reviews/${id}/unpublish`, { reason: 'Off topic', status: 'published' });
    expect(first).toMatchObject({ status: 303, location: '/reviews?status=published&page=1&notice=unpublished' });
    const second = await client.post(`/reviews/${id}/unpublish`, { reason: 'Off topic', status: 'published' });
    expect(second.status).toBe(409);
    expect(second.html).toContain(MODERATION_MESSAGES.notPublished);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const client = featureClient(s, [reviewsFeature], 'owner');
    expect((await client.post('/reviews/999999/approve')).status).toBe(404);
    expect((await client.post('/reviews/abc/approve')).status).toBe(404);
  });
});
