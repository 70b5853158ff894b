import { deferredPart } from '../../components/commerce/deferred-part';

// The product page's parts below the buy box, not in the page's first load (deferred-part.tsx).

export const reviewsPart = deferredPart(() =>
  import('./components/reviews/ReviewsSection').then((module) => module.ReviewsSection),
);

/** Only a sold-out size shows it. */
export const backInStockPart = deferredPart(() =>
  import('./components/BackInStock').then((module) => module.BackInStock),
);
