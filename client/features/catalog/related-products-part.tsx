import { deferredPart } from '../../components/commerce/deferred-part';

/** The section's class: how the part's element is found before it hydrates. */
export const RELATED_PRODUCTS_CLASS = 'product-related';

/** A product page's "You may also like", not in the page's first load (deferred-part.tsx). */
export const relatedProductsPart = deferredPart(
  () => import('./components/RelatedProducts').then((module) => module.RelatedProducts),
  { inView: `.${RELATED_PRODUCTS_CLASS}` },
);
