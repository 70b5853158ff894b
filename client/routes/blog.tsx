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
      // a client navigation renders the listing at once (the page it hydrated kept the server's)
      await Promise.all([queryClient.ensureQueryData(blogPageQuery(api, '')), BLOG_LISTING.load()]);
      return null;
    },
  meta: ({ config }) => ({ jsonLd: [breadcrumbListJsonLd(blogListingCrumbs(null), config.siteUrl)] }),
  Component: Blog,
};

export default blogScreen;
