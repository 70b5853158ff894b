import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { Image } from '../../../components/ui/Image';
import { useApp } from '../../../lib/app/app-context';
import { Breadcrumbs } from '../../../components/seo/Breadcrumbs';
import { blogListingCrumbs } from './blog-listing-crumbs';
import { blogPageQuery } from '../queries';
import { BlogCard } from './BlogCard';
import { BlogCategoryNav } from './BlogCategoryNav';

const BLOG_TITLE = 'The Journal';
const BLOG_LEAD = 'Skincare science, routines and ingredient deep-dives from our estheticians and chemists.';

/** The blog index ('' category) and a category view share this listing. */
export function BlogListing({ categorySlug }: { categorySlug: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPageQuery(api, categorySlug));
  const titles = new Map(data.categories.map((c) => [c.slug, c.title]));
  const category = data.category;
  const featuredSlugs = new Set(data.featured.map((p) => p.slug));
  // Featured posts lead the page; the list below does not repeat them.
  const rest = data.blogs.filter((p) => !featuredSlugs.has(p.slug));

  return (
    <div className="page page-blog">
      <Breadcrumbs items={blogListingCrumbs(category)} />
      <header className="blog-hero">
        <Image src={data.heroImage} decorative preload sizes="sm:100vw md:50vw lg:720px" className="blog-hero-image" />
        <div className="blog-hero-text">
          <p className="eyebrow">Blog</p>
          <h1>{category?.title ?? BLOG_TITLE}</h1>
          <p className="lead">{category?.description || BLOG_LEAD}</p>
        </div>
      </header>
      <BlogCategoryNav categories={data.categories} current={category?.slug ?? null} />
      {data.featured.length > 0 && (
        <section className="blog-featured" aria-labelledby="blog-featured-title">
          <h2 id="blog-featured-title" className="section-title">
            Featured
          </h2>
          <div className="blog-featured-grid">
            {data.featured.map((p, i) => (
              <BlogCard key={p.slug} post={p} categoryTitle={titles.get(p.categorySlug)} featured={i === 0} />
            ))}
          </div>
        </section>
      )}
      <section className="blog-latest" aria-labelledby="blog-latest-title">
        <h2 id="blog-latest-title" className="section-title">
          {data.featured.length > 0 ? 'Latest stories' : 'All stories'}
        </h2>
        {rest.length > 0 ? (
          <div className="blog-grid">
            {rest.map((p) => (
              <BlogCard key={p.slug} post={p} categoryTitle={titles.get(p.categorySlug)} />
            ))}
          </div>
        ) : (
          <p className="empty-note">
            {data.blogs.length > 0
              ? 'You have seen every story in this category.'
              : 'No stories here yet. Check back soon.'}
          </p>
        )}
      </section>
    </div>
  );
}
