import { deferredPart } from '../../../components/commerce/deferred-part';

// The blog route's parts whose code is not in a post's first load (deferred-part.tsx).

/** A category view: the route's main part, so asked for at once, but not with a post. */
export const blogListingPart = deferredPart(
  () => import('./BlogListing').then((module) => module.BlogListing),
  'at once',
);

/** The section's class: how the part's element is found before it hydrates. */
export const BLOG_PRODUCTS_CLASS = 'related-products';

/** A post's "Shop the story", below its body. */
export const blogProductsPart = deferredPart(
  () => import('./RelatedProducts').then((module) => module.RelatedProducts),
  {
    inView: `.${BLOG_PRODUCTS_CLASS}`,
  },
);
