import { memo, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { DARK_LOGO_PATH } from '../app/Document';
import { articleJsonLd } from '../features/content/blog/article-json-ld';
import { BlogArticle, blogPostCrumbs } from '../features/content/blog/BlogArticle';
import { blogListingCrumbs } from '../features/content/blog/blog-listing-crumbs';
import {
  blogCategoryPart,
  blogListingCode,
  blogProductsPart,
  POST_BODY,
  POST_INTRO,
  RELATED_POSTS,
} from '../features/content/blog/blog-parts';
import { shareButtonPart } from '../components/commerce/share-button-part';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { blogPageQuery, blogPostQuery, blogProductsQuery } from '../features/content/queries';
import { pageNotFound, pathnameOf } from '../lib/routing/route-errors';
import type { PartCode, ScreenModule } from './types';

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

const POST_PARTS: readonly PartCode[] = [POST_INTRO, POST_BODY, blogProductsPart, shareButtonPart, RELATED_POSTS];
const CATEGORY_PARTS: readonly PartCode[] = [blogCategoryPart, blogListingCode];

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
        const data = category ? await queryClient.ensureQueryData(blogPageQuery(api, category)) : null;
        if (!data?.category) pageNotFound(pathnameOf(request));
        return null;
      }
      const { blog } = await queryClient.ensureQueryData(blogPostQuery(api, splat));
      if (!blog) pageNotFound(pathnameOf(request));
      // The related products are part of the server-rendered page, not fetched after hydration.
      await queryClient.ensureQueryData(blogProductsQuery(api, blog.relatedProductHandles));
      return null;
    },
  parts: (params) => (categoryOf(params['*'] ?? '') !== null ? CATEGORY_PARTS : POST_PARTS),
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
