import { memo, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { DARK_LOGO_PATH } from '../app/Document';
import { articleJsonLd } from '../features/content/blog/article-json-ld';
import { BlogArticle, blogPostCrumbs } from '../features/content/blog/BlogArticle';
import { blogListingCrumbs } from '../features/content/blog/blog-listing-crumbs';
import { blogCategoryPart, blogProductsPart, RELATED_POSTS } from '../features/content/blog/blog-parts';
import { shareButtonPart } from '../components/commerce/share-button-part';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { blogPageQuery, blogPostQuery, blogProductsQuery } from '../features/content/queries';
import { pageNotFound, pathnameOf } from '../lib/routing/route-errors';
import type { ScreenModule } from './types';

// /blog/{slug+}: '/blog/category/<category>' is a category view, anything else a post.
const CATEGORY_PREFIX = 'category/';

function categoryOf(splat: string): string | null {
  return splat.startsWith(CATEGORY_PREFIX) ? splat.slice(CATEGORY_PREFIX.length) : null;
}

/** A category view's listing: not in a post's first load. */
const BlogCategory = memo(function BlogCategory({ categorySlug }: { categorySlug: string }) {
  return (
    <Suspense fallback={null}>
      <blogCategoryPart.Part categorySlug={categorySlug} />
    </Suspense>
  );
});

function BlogRoute() {
  const splat = useParams()['*'] ?? '';
  const category = categoryOf(splat);
  return category !== null ? <BlogCategory categorySlug={category} /> : <BlogArticle slug={splat} />;
}

const blogPostScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ params, request }) => {
      const splat = params['*'] ?? '';
      const category = categoryOf(splat);
      if (category !== null) {
        const [data] = await Promise.all([
          category ? queryClient.ensureQueryData(blogPageQuery(api, category)) : null,
          blogCategoryPart.load(),
          // the listing renders at once on a client navigation (a first load keeps the server's)
          import('../features/content/blog/KeptBlogListing').then((module) => module.BLOG_LISTING.load()),
        ]);
        if (!data?.category) pageNotFound(pathnameOf(request));
        return null;
      }
      // The post's deferred parts' code comes with its data: a client navigation renders them at once.
      const [{ blog }] = await Promise.all([
        queryClient.ensureQueryData(blogPostQuery(api, splat)),
        blogProductsPart.load(),
        shareButtonPart.load(),
        RELATED_POSTS.load(),
      ]);
      if (!blog) pageNotFound(pathnameOf(request));
      // The related products are part of the server-rendered page, not fetched after hydration.
      await queryClient.ensureQueryData(blogProductsQuery(api, blog.relatedProductHandles));
      return null;
    },
  meta: ({ params, pathname, queryClient, api, config }) => {
    const splat = params['*'] ?? '';
    const category = categoryOf(splat);
    if (category !== null) {
      const data = queryClient.getQueryData(blogPageQuery(api, category).queryKey);
      if (!data?.category) return {};
      return {
        title: data.category.title,
        description: data.category.description,
        jsonLd: [breadcrumbListJsonLd(blogListingCrumbs(data.category), config.siteUrl)],
      };
    }
    const post = queryClient.getQueryData(blogPostQuery(api, splat).queryKey)?.blog;
    if (!post) return {};
    const { siteUrl, brand } = config;
    return {
      title: post.title,
      description: post.excerpt,
      jsonLd: [
        breadcrumbListJsonLd(blogPostCrumbs(post), siteUrl),
        articleJsonLd({ post, url: `${siteUrl}${pathname}`, siteUrl, brand, logoPath: DARK_LOGO_PATH }),
      ],
    };
  },
  Component: BlogRoute,
};

export default blogPostScreen;
