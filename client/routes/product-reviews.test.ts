import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../shared/contract/review';
import { setCookie } from '../../server/test-support/backend-fixture';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';

// The product page's reviews as a no-JS browser or a crawler receives them: server-rendered
// from the URL's reviews_* parameters, linked from the rating, and in the Product JSON-LD.

let t: TestApp;
const HANDLE = 'gentle-foaming-cleanser';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (query = '') => {
  const res = await request(t.app).get(`/products/${HANDLE}${query}`).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
};
const ratings = (html: string) => [...html.matchAll(/class="review" data-rating="(\d)"/g)].map((m) => Number(m[1]));

describe('product page reviews', () => {
  it('shows the distribution, a page of reviews with dates MM/DD/YYYY and Verified buyer, linked from the rating', async () => {
    const html = await page();
    expect(html).toContain('<a href="#reviews" class="product-rating-link">');
    expect(html).toContain('id="reviews"');
    expect(html).toContain('2,841 ratings');
    expect(ratings(html)).toHaveLength(5);
    expect(html).toMatch(/<time dateTime="[^"]+">\d{2}\/\d{2}\/\d{4}<\/time>/i);
    expect(html).toContain('Verified buyer');
    expect(html).toContain('href="/products/gentle-foaming-cleanser?reviews_rating=5#reviews"');
    expect(html).toContain(REVIEW_MESSAGES.signInToWrite);
  });

  it.each([
    ['?reviews_rating=4', (r: number[]) => r.every((x) => x === 4)],
    ['?reviews_sort=lowest', (r: number[]) => r.every((x, i) => i === 0 || r[i - 1]! <= x) && r[0]! < 5],
    ['?reviews_sort=highest&reviews_page=2', (r: number[]) => r.length > 0 && r.every((x) => x === 5)],
  ])('%s', async (query, check) => {
    const r = ratings(await page(query));
    expect(r.length).toBeGreaterThan(0);
    expect(check(r)).toBe(true);
  });

  it('puts AggregateRating and Review entries in the Product JSON-LD', async () => {
    const html = await page();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, any>)
      .find((d) => d['@type'] === 'Product')!;
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 2841 });
    expect(ld.review).toHaveLength(5);
    expect(ld.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person' },
      reviewRating: { '@type': 'Rating', bestRating: 5 },
    });
    expect(ld.review[0].datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('writing a review without JavaScript', () => {
  const BOUGHT = 'vitamin-c-15-brightening-serum';
  const post = (cookie: string, body: string) =>
    request(t.app)
      .post(`/products/${BOUGHT}`)
      .set('User-Agent', BROWSER_UA)
      .set('Origin', 'http://shop.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('cookie', cookie)
      .type('form')
      .send(body);

  it('the plain form post runs the route action: a short text is said beside the field, then the review waits for moderation', async () => {
    const login = await request(t.app)
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', 'http://shop.test')
      .send({ email: 'demo@example.com', password: 'Demo1234!' });
    const cookie = setCookie(login.headers, 'session_token')!.split(';')[0]!;
    const form = await request(t.app).get(`/products/${BOUGHT}`).set('User-Agent', BROWSER_UA).set('cookie', cookie);
    expect(form.text).toMatch(/<form[^>]*class="review-form"[^>]*>/);
    expect(/<form[^>]*class="review-form"[^>]*>/.exec(form.text)![0]).toMatch(/method="post"/);

    const short = await post(cookie, 'intent=review&rating=5&title=Great&text=Too+short&skinType=dry');
    expect(short.status).toBe(400);
    expect(short.text).toContain('Must be at least 20 characters.');
    expect(short.text).toContain('value="Great"');

    const ok = await post(
      cookie,
      'intent=review&rating=5&title=Great&text=My+skin+is+brighter+after+a+month+of+mornings.&skinType=dry',
    );
    expect(ok.status).toBe(200);
    expect(ok.text.replace(/&#x27;/g, "'")).toContain(REVIEW_MESSAGES.submitted);
    const again = await request(t.app).get(`/products/${BOUGHT}`).set('User-Agent', BROWSER_UA).set('cookie', cookie);
    expect(again.text.replace(/<!-- -->/g, '')).toContain(REVIEW_MESSAGES.alreadyReviewed);
  });
});
