import { formatDate } from '../../../../shared/format/date';
import type { BlogPostSummary } from '../../../../shared/contract/content-models';
import { Image } from '../../../components/ui/Image';
import { blogPostPath } from './blog-paths';

export interface BlogCardProps {
  post: BlogPostSummary;
  categoryTitle?: string;
  featured?: boolean;
  /** the level that fits the section the card sits in */
  headingLevel?: 2 | 3;
  /** above the fold: load the image eagerly */
  priority?: boolean;
}

/**
 * One post in a list. The title link stretches over the whole card (CSS), so the card is
 * one link for pointer users and a single tab stop with a clear name for everyone else.
 */
export function BlogCard({ post, categoryTitle, featured = false, headingLevel = 3, priority = false }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`blog-card${featured ? ' is-featured' : ''}`}>
      <div className="blog-card-media">
        <Image
          src={post.image}
          decorative
          sizes={featured ? 'sm:100vw md:50vw lg:720px' : 'sm:100vw md:50vw lg:400px'}
          preload={priority}
        />
      </div>
      <div className="blog-card-body">
        {categoryTitle && <p className="eyebrow">{categoryTitle}</p>}
        <Heading className="blog-card-title">
          <a className="stretched-link" href={blogPostPath(post.slug)}>
            {post.title}
          </a>
        </Heading>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <p className="blog-meta">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}
