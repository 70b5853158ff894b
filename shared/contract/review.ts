import { z } from 'zod';
import { SKIN_TYPES } from '../catalog/taxonomy';
import { plainText } from '../rules/plain-text';
import { defineCall, FRESH_READ, PUBLIC_READ } from './define';
import { Handle } from './fields';
import { REVIEW_INELIGIBLE, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_SORTS } from './review-values';

// Product reviews. Reading is public; writing needs a signed-in customer who bought
// the product. A written review is held for moderation: it is listed once approved.

export {
  INELIGIBLE_MESSAGES,
  REVIEW_INELIGIBLE,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type ReviewSort,
} from './review-values';

const Stars = z.number().int().min(1).max(5);

/** Customer text: sanitised to plain text first, then measured. */
const PlainText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string()
    .max(max * 4)
    .transform(plainText)
    .pipe(z.string().min(min, tooShort).max(max, tooLong));

export const ReviewInput = z.strictObject({
  handle: Handle,
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: PlainText(1, REVIEW_LIMITS.title, REVIEW_MESSAGES.titleRequired, REVIEW_MESSAGES.titleTooLong),
  text: PlainText(
    REVIEW_LIMITS.textMin,
    REVIEW_LIMITS.textMax,
    REVIEW_MESSAGES.textTooShort,
    REVIEW_MESSAGES.textTooLong,
  ),
  skinType: z.enum(SKIN_TYPES, { error: REVIEW_MESSAGES.skinType }),
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const ReviewQuery = z.strictObject({
  handle: Handle,
  sort: z.enum(REVIEW_SORTS).default('newest'),
  rating: Stars.nullable().default(null),
  skinType: z.enum(SKIN_TYPES).nullable().default(null),
  page: z.number().int().min(1).max(1000).default(1),
  limit: z.number().int().min(1).max(50).default(REVIEW_LIMITS.pageSize),
});
export type ReviewQuery = z.input<typeof ReviewQuery>;

export const Review = z.object({
  id: z.string(),
  rating: Stars,
  title: z.string(),
  text: z.string(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  /** ISO date-time */
  createdAt: z.string(),
  verifiedBuyer: z.boolean(),
  /** first name and initial, e.g. "Maya R." */
  displayName: z.string(),
  helpfulCount: z.number().int(),
});
export type Review = z.infer<typeof Review>;

/** How many ratings of each star count, "1" to "5". */
export const RatingDistribution = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof RatingDistribution>;

export const ReviewPage = z.object({
  /** null when the product does not exist */
  summary: z
    .object({
      /** every rating the product has (the "4.8 (4,389)"), average and count per star */
      average: z.number(),
      ratingCount: z.number().int(),
      distribution: RatingDistribution,
      /** published written reviews, before filtering */
      reviewCount: z.number().int(),
    })
    .nullable(),
  reviews: z.array(Review),
  /** written reviews matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewEligibility = z.object({
  eligible: z.boolean(),
  reason: z.enum(REVIEW_INELIGIBLE).nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;

export const reviewCalls = {
  /** published reviews of a product: summary, filtered by stars and skin type, sorted, one page */
  'get-product-reviews': defineCall('ecom', 'get-product-reviews', ReviewQuery, ReviewPage, 'none', PUBLIC_READ),
  /** whether the customer may review the product (bought it, has not reviewed it); signed out: reason 'signed-out' */
  'review-eligibility': defineCall(
    'ecom',
    'review-eligibility',
    z.strictObject({ handle: Handle }),
    ReviewEligibility,
    'optional-header',
    { ...FRESH_READ, signedOut: { eligible: false, reason: 'signed-out' } },
  ),
  /** held for moderation: answers the pending review, which is not listed until approved */
  'submit-review': defineCall(
    'ecom',
    'submit-review',
    ReviewInput,
    z.object({ review: z.object({ id: z.string(), status: z.enum(['pending', 'published', 'rejected']) }) }),
    'header',
  ),
} as const;
