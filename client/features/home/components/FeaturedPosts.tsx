import type { BlogPostSummary } from '../../../../shared/contract/content-models';
import { formatDate } from '../../../../shared/format/date';
import { Image } from '../../../components/ui/Image';

export function FeaturedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="home-section featured-posts" aria-labelledby="featured-posts-title">
      <div className="section-heading">
        <h2 id="featured-posts-title">From the journal</h2>
        <a href="/blog">Read the journal</a>
      </div>
      <ul className="home-post-grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="home-post-card">
              <a className="home-post-card-link" href={`/blog/${post.slug}`}>
                <Image src={post.image} decorative sizes="xs:100vw md:50vw lg:33vw xl:440px" />
                <h3>{post.title}</h3>
              </a>
              <p className="home-post-card-excerpt">{post.excerpt}</p>
              <p className="home-post-card-meta">
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.readingMinutes} min read
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
