import { deferredPart } from '../../../components/commerce/deferred-part';
import { definePart } from '../../../components/ui/KeptMarkup';
import type { PartCode } from '../../../routes/types';
import type { PostStoryProps } from './PostStory';
import type { RelatedPostsProps } from './RelatedPosts';

// The blog route's parts whose code is not in a post's first load (deferred-part.tsx).

/**
 * A category view: the route's main part, so asked for at once, but not with a post. It keeps
 * the server's listing (KeptBlogListing.tsx): the listing's own code comes only with a client
 * navigation's data (blog-post.tsx).
 */
export const blogCategoryPart = deferredPart(
  () => import('./KeptBlogListing').then((module) => module.KeptBlogListing),
  'at once',
);

/**
 * The listing's own code, which a client navigation to a category renders (blog-post.tsx lists
 * it): through its module, so a post's first load has neither.
 */
export const blogListingCode: PartCode = {
  load: () => import('./KeptBlogListing').then((module) => module.BLOG_LISTING.load()),
};

/** The section's class: how the part's element is found before it hydrates. */
export const BLOG_PRODUCTS_CLASS = 'related-products';

/** A post's "Shop the story", below its body. */
export const blogProductsPart = deferredPart(
  () => import('./RelatedProducts').then((module) => module.RelatedProducts),
  {
    inView: `.${BLOG_PRODUCTS_CLASS}`,
  },
);

/**
 * A post's "Keep reading": cards that only link on, so the browser keeps the server's markup and
 * loads their code for another post's (a client navigation: the route loads its screen's parts).
 */
export const RELATED_POSTS = definePart<RelatedPostsProps>('related-posts', () =>
  import('./RelatedPosts').then((module) => ({ default: module.RelatedPosts })),
);

/**
 * A post's intro (category, title, lead, byline) and its picture and body: links and text, so the
 * browser keeps the server's markup and loads their code (one chunk) for another post's.
 */
export const POST_INTRO = definePart<PostStoryProps>('post-intro', () =>
  import('./PostStory').then((module) => ({ default: module.PostIntro })),
);
export const POST_BODY = definePart<PostStoryProps>('post-body', () =>
  import('./PostStory').then((module) => ({ default: module.PostBody })),
);
