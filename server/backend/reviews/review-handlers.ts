import { REVIEW_MESSAGES } from '../../../shared/contract/review';
import { requireCustomer } from '../customers/account-handlers';
import type { HandlerMap } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { displayNameOf, eligibilityOf, insertPendingReview, listReviews, productIdOf, summaryOf } from './review-store';

type ReviewCall = 'get-product-reviews' | 'review-eligibility' | 'submit-review';

export const reviewHandlers: HandlerMap<ReviewCall> = {
  'get-product-reviews': ({ handle, ...filter }, ctx) => {
    const productId = productIdOf(ctx.db, handle);
    if (productId === null) return { summary: null, reviews: [], total: 0, page: filter.page, pageCount: 1 };
    return { summary: summaryOf(ctx.db, productId), ...listReviews(ctx.db, productId, filter) };
  },

  'review-eligibility': ({ handle }, ctx) => {
    const customerId = ctx.customerId;
    if (customerId === null) return { eligible: false, reason: 'signed-out' };
    const productId = productIdOf(ctx.db, handle);
    if (productId === null) return { eligible: false, reason: 'not-a-buyer' };
    return eligibilityOf(ctx.db, customerId, productId, handle);
  },

  'submit-review': (input, ctx) => {
    const customerId = requireCustomer(ctx);
    const productId = productIdOf(ctx.db, input.handle);
    if (productId === null) throw notFound(REVIEW_MESSAGES.productNotFound);
    const eligibility = eligibilityOf(ctx.db, customerId, productId, input.handle);
    if (eligibility.reason === 'not-a-buyer') throw new HttpError(403, REVIEW_MESSAGES.buyersOnly);
    if (eligibility.reason === 'already-reviewed') throw new HttpError(403, REVIEW_MESSAGES.alreadyReviewed);
    const id = insertPendingReview(ctx.db, {
      productId,
      customerId,
      rating: input.rating,
      title: input.title,
      text: input.text,
      skinType: input.skinType,
      displayName: displayNameOf(ctx.db, customerId),
      now: ctx.now,
    });
    return { review: { id: String(id), status: 'pending' } };
  },
};
