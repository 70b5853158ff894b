import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { blogPageQuery, blogPostQuery } from '../features/content/queries';
import { useApp } from '../lib/app-context';
import { pageNotFound, pathnameOf } from '../lib/route-errors';
import type { ScreenModule } from './types';

// /blog/{slug+}: '/blog/category/<category>' is a category view, anything else a post.
const CATEGORY_PREFIX = 'category/';

function categoryOf(splat: string): string | null {
  return splat.startsWith(CATEGORY_PREFIX) ? splat.slice(CATEGORY_PREFIX.length) : null;
}

function BlogCategory({ slug }: { slug: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPageQuery(api, slug));
  return (
    <section className="page page-blog">
      <h1>{data.category!.title}</h1>
      <ul>{data.blogs.map((b) => <li key={b.slug}><Link to={`/blog/${b.slug}`}>{b.title}</Link></li>)}</ul>
    </section>
  );
}

function BlogPost({ slug }: { slug: string }) {
  const { api } = useApp();
  const { data } = useSuspenseQuery(blogPostQuery(api, slug));
  return (
    <article className="page page-blog-post">
      <h1>{data.blog!.title}</h1>
      <p>{data.blog!.excerpt}</p>
    </article>
  );
}

function BlogRoute() {
  const splat = useParams()['*'] ?? '';
  const category = categoryOf(splat);
  return category !== null ? <BlogCategory slug={category} /> : <BlogPost slug={splat} />;
}

export const blogPostScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ params, request }) => {
    const splat = params['*'] ?? '';
    const category = categoryOf(splat);
    if (category !== null) {
      const data = category ? await queryClient.ensureQueryData(blogPageQuery(api, category)) : null;
      if (!data?.category) pageNotFound(pathnameOf(request));
      return { title: data.category.title, description: data.category.description };
    }
    const { blog } = await queryClient.ensureQueryData(blogPostQuery(api, splat));
    if (!blog) pageNotFound(pathnameOf(request));
    return { title: blog.title, description: blog.excerpt };
  },
  Component: BlogRoute,
};
