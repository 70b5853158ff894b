import { deferredPart } from '../../components/commerce/deferred-part';

/** A product page's "You may also like", not in the page's first load (deferred-part.tsx). */
export const relatedProductsPart = deferredPart(() =>
  import('./components/RelatedProducts').then((module) => module.RelatedProducts),
);
