import { BlogListing } from '../features/content/blog/BlogListing';
import { blogPageQuery } from '../features/content/queries';
import type { ScreenModule } from './types';

function Blog() {
  return <BlogListing categorySlug="" />;
}

export const blogScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async () => {
    await queryClient.ensureQueryData(blogPageQuery(api, ''));
    return null;
  },
  Component: Blog,
};
