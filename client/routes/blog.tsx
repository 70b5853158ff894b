import { BlogListing } from '../features/content/blog/BlogListing';
import { blogListingCrumbs } from '../features/content/blog/blog-listing-crumbs';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { blogPageQuery } from '../features/content/queries';
import type { ScreenModule } from './types';

function Blog() {
  return <BlogListing categorySlug="" />;
}

const blogScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      await queryClient.ensureQueryData(blogPageQuery(api, ''));
      return null;
    },
  meta: ({ config }) => ({ jsonLd: [breadcrumbListJsonLd(blogListingCrumbs(null), config.siteUrl)] }),
  Component: Blog,
};

export default blogScreen;
