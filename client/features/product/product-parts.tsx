import type { Product } from '../../../shared/contract/models';
import { deferredPart } from '../../components/commerce/deferred-part';
import { definePart } from '../../components/ui/KeptMarkup';
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

/**
 * The long read (description, benefits, ingredients, how to use): text only, so the browser keeps
 * the server's markup and loads its code for another product's (a client navigation: the
 * route loads its screen's parts) or for changed text.
 */
export const PRODUCT_DETAILS = definePart<{ product: Product }>('product-details', () =>
  import('./components/ProductDetails').then((module) => ({ default: module.ProductDetails })),
);
