import type { BlogPost } from '../../../../shared/contract/content-models';
import { formatDate } from '../../../../shared/format/date';
import { Image } from '../../../components/ui/Image';
import { SanitizedText } from '../../../components/ui/SanitizedText';
import { blogCategoryPath } from './blog-paths';

// A post's own words and picture: links and text only, kept as the server's markup
// (blog-parts.tsx); the article around them holds what a reader uses (sharing, products).

export interface PostStoryProps {
  post: BlogPost;
}

/** The post's category, title, lead and byline (the header's share button is beside them). */
export function PostIntro({ post }: PostStoryProps) {
  return (
    <>
      {post.category && (
        <p className="eyebrow">
          <a href={blogCategoryPath(post.category.slug)}>{post.category.title}</a>
        </p>
      )}
      <h1>{post.title}</h1>
      <p className="lead">{post.excerpt}</p>
      <p className="blog-meta">
        <span>
          By <span className="post-author">{post.author}</span>
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.readingMinutes} min read</span>
      </p>
    </>
  );
}

/** The post's picture and body. */
export function PostBody({ post }: PostStoryProps) {
  return (
    <>
      <Image src={post.image} alt={post.image.alt} preload sizes="sm:100vw md:90vw lg:960px" className="post-image" />
      <SanitizedText content={post.bodyHtml} className="prose post-body" />
    </>
  );
}
