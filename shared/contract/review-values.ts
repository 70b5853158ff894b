// The review calls' plain values (review.ts), apart from their schemas so the product page's
// first-load code (sorting, the form's limits and messages) reads them without zod.

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

export const REVIEW_LIMITS = { title: 120, textMin: 20, textMax: 2000, pageSize: 5 } as const;

/** What the customer is told, said once here for the backend, the BFF and the form. */
export const REVIEW_MESSAGES = {
  signInToWrite: 'Sign in to write a review.',
  buyersOnly: 'Only customers who bought this product can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  productNotFound: 'Product does not exist',
  rating: 'Choose a rating from 1 to 5 stars',
  titleRequired: 'Give your review a title',
  titleTooLong: `must be at most ${REVIEW_LIMITS.title} characters`,
  textTooShort: `must be at least ${REVIEW_LIMITS.textMin} characters`,
  textTooLong: `must be at most ${REVIEW_LIMITS.textMax} characters`,
  skinType: 'Choose your skin type',
  submitted: 'Thank you! Your review is waiting for moderation and will appear once approved.',
} as const;

export const REVIEW_INELIGIBLE = ['signed-out', 'not-a-buyer', 'already-reviewed'] as const;

/** Why someone cannot write a review, as shown above the form. */
export const INELIGIBLE_MESSAGES: Record<(typeof REVIEW_INELIGIBLE)[number], string> = {
  'signed-out': REVIEW_MESSAGES.signInToWrite,
  'not-a-buyer': REVIEW_MESSAGES.buyersOnly,
  'already-reviewed': REVIEW_MESSAGES.alreadyReviewed,
};
