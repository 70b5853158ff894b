import { definePart, KeptMarkup } from '../../../components/ui/KeptMarkup';
import { useApp } from '../../../lib/app/app-context';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { blogPageQuery } from '../queries';

/**
 * The blog's index and a category view: links and pictures only, so the browser keeps the
 * server's markup and loads the listing's code for another listing (a client navigation: the
 * route loads its screen's parts) or for changed posts.
 */
export const BLOG_LISTING = definePart<{ categorySlug: string }>('blog-listing', () =>
  import('./BlogListing').then((module) => ({ default: module.BlogListing })),
);

/** A blog listing as the server wrote it, until the listing shows other posts. */
export function KeptBlogListing({ categorySlug }: { categorySlug: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPageQuery(api, categorySlug));
  return (
    <KeptMarkup
      key={categorySlug}
      part={BLOG_LISTING}
      id="blog-listing"
      props={{ categorySlug }}
      variant={data}
      untilChanged
    />
  );
}
