import { BLOG_LISTING, KeptBlogListing } from '../features/content/blog/KeptBlogListing';
import { blogListingCrumbs } from '../features/content/blog/blog-listing-crumbs';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { blogPageQuery } from '../features/content/queries';
import type { ScreenModule } from './types';

function Blog() {
  return <KeptBlogListing categorySlug="" />;
}

const blogScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      await queryClient.ensureQueryData(blogPageQuery(api, ''));
      return null;
    },
  parts: [BLOG_LISTING],
  meta: ({ config }) => ({ jsonLd: [breadcrumbListJsonLd(blogListingCrumbs(null), config.siteUrl)] }),
  Component: Blog,
};

export default blogScreen;
