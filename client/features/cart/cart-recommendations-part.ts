import { deferredPart } from '../../components/commerce/deferred-part';

/** "You may also like" under the cart: below the lines and the summary, not in the page's first load (deferred-part.tsx). */
export const cartRecommendationsPart = deferredPart(() =>
  import('./components/CartRecommendations').then((module) => module.CartRecommendations),
);
