import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_PARAMS, parseReviewParams, reviewsHref } from './review-params';

const parse = (query: string) => parseReviewParams(new URLSearchParams(query));

describe('parseReviewParams', () => {
  it.each([
    ['', DEFAULT_REVIEW_PARAMS],
    [
      'reviews_sort=helpful&reviews_rating=5&reviews_skin=dry&reviews_page=3',
      { sort: 'helpful', rating: 5, skinType: 'dry', page: 3 },
    ],
    ['reviews_sort=random&reviews_rating=6&reviews_skin=shiny&reviews_page=0', DEFAULT_REVIEW_PARAMS],
    ['reviews_rating=4.5&reviews_page=-2', DEFAULT_REVIEW_PARAMS],
    ['reviews_page=1e3&reviews_rating=05', DEFAULT_REVIEW_PARAMS],
    ['reviews_page=9999', DEFAULT_REVIEW_PARAMS],
  ])('%j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('never throws and always answers a valid state', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('reviews_sort', 'reviews_rating', 'reviews_skin', 'reviews_page', 'x'),
          fc.string(),
        ),
        (d) => {
          const p = parseReviewParams(new URLSearchParams(d));
          expect(p.page).toBeGreaterThanOrEqual(1);
          expect(p.rating === null || (p.rating >= 1 && p.rating <= 5)).toBe(true);
        },
      ),
    );
  });
});

describe('reviewsHref', () => {
  it.each([
    ['', { rating: 5 }, '/products/a?reviews_rating=5#reviews'],
    ['reviews_rating=5&reviews_page=3', { page: 1 }, '/products/a?reviews_rating=5#reviews'],
    ['size=2&reviews_sort=lowest', { sort: 'newest' }, '/products/a?size=2#reviews'],
    ['reviews_rating=5', { rating: null, page: 2 }, '/products/a?reviews_page=2#reviews'],
  ] as const)('%j + %j → %s', (query, next, expected) => {
    expect(reviewsHref('/products/a', new URLSearchParams(query), next)).toBe(expected);
  });

  it('round-trips through parse', () => {
    fc.assert(
      fc.property(
        fc.record({
          sort: fc.constantFrom('newest', 'highest', 'lowest', 'helpful'),
          rating: fc.option(fc.integer({ min: 1, max: 5 })),
          skinType: fc.option(fc.constantFrom('dry', 'oily')),
          page: fc.integer({ min: 1, max: 999 }),
        }),
        (state) => {
          const href = reviewsHref('/p', new URLSearchParams(), state);
          expect(parse(new URL(href, 'http://x').search)).toEqual(state);
        },
      ),
    );
  });
});
