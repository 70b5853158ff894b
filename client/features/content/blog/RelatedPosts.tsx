import type { BlogPost, BlogPostSummary } from '../../../../shared/contract/content-models';
import { BlogCard } from './BlogCard';

export interface RelatedPostsProps {
  posts: BlogPostSummary[];
  /** the post's category: a related post in it shows its title */
  category: BlogPost['category'];
}

/** "Keep reading" under a post: cards that link on. */
export function RelatedPosts({ posts, category }: RelatedPostsProps) {
  return (
    <section className="related-posts" aria-labelledby="related-posts-title">
      <h2 id="related-posts-title" className="section-title">
        Keep reading
      </h2>
      <div className="blog-grid">
        {posts.map((p) => (
          <BlogCard
            key={p.slug}
            post={p}
            categoryTitle={category?.slug === p.categorySlug ? category.title : undefined}
          />
        ))}
      </div>
    </section>
  );
}
