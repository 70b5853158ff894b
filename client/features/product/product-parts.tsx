import { deferredPart } from '../../components/commerce/deferred-part';
import { REVIEWS_ANCHOR } from './review-params';

// The product page's parts below the buy box, not in the page's first load (deferred-part.tsx).

export const reviewsPart = deferredPart(
  () => import('./components/reviews/ReviewsSection').then((module) => module.ReviewsSection),
  { inView: `#${REVIEWS_ANCHOR}` },
);

/** Only a sold-out size shows it. */
export const backInStockPart = deferredPart(() =>
  import('./components/BackInStock').then((module) => module.BackInStock),
);
