import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { useEffect, useEffectEvent } from 'react';
import type { BlogPost } from '../../../../shared/contract/content-models';
import { DeferredShareButton } from '../../../components/commerce/share-button-part';
import { track } from '../../../lib/analytics/analytics';
import { useApp } from '../../../lib/app/app-context';
import { Breadcrumbs, type Crumb } from '../../../components/seo/Breadcrumbs';
import { blogPostQuery, blogProductsQuery } from '../queries';
import { blogCategoryPath } from './blog-paths';
import { blogProductsPart, POST_BODY, POST_INTRO, RELATED_POSTS } from './blog-parts';
import { KeptMarkup } from '../../../components/ui/KeptMarkup';

/** The trail of a post; the route's meta uses it too. */
export function blogPostCrumbs(post: Pick<BlogPost, 'title' | 'category'>): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: 'Blog', to: '/blog' },
  ];
  if (post.category) crumbs.push({ label: post.category.title, to: blogCategoryPath(post.category.slug) });
  crumbs.push({ label: post.title });
  return crumbs;
}

/** "Shop the story": hydrated after the post (blog-parts.tsx). */
const RelatedProducts = blogProductsPart.Boundary;

/** A blog post: the full body, its author and date, related posts and products. */
export function BlogArticle({ slug }: { slug: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPostQuery(api, slug));
  // The loader turned a missing post into a 404, so the post is here.
  const post = data.blog!;
  const { data: products } = useSuspenseQuery(blogProductsQuery(api, post.relatedProductHandles));
  const reportRead = useEffectEvent(() =>
    track('article', { article_type: 'blog', article_title: post.title, article_slug: post.slug }),
  );
  useEffect(() => reportRead(), [post.slug]);

  return (
    <article className="page page-blog-post">
      <Breadcrumbs items={blogPostCrumbs(post)} />
      <header className="post-header">
        <KeptMarkup
          identity={post.slug}
          part={POST_INTRO}
          id="post-intro"
          className="post-part"
          props={{ post }}
          untilChanged
        />
        <DeferredShareButton title={post.title} contentType="article" itemId={post.slug} />
      </header>
      <KeptMarkup
        identity={post.slug}
        part={POST_BODY}
        id="post-body"
        className="post-part"
        props={{ post }}
        untilChanged
      />
      <RelatedProducts products={products} />
      {data.related.length > 0 && (
        <KeptMarkup
          identity={post.slug}
          part={RELATED_POSTS}
          id="related-posts"
          props={{ posts: data.related, category: post.category }}
          untilChanged
        />
      )}
    </article>
  );
}
