import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogCategory, BlogPost, BlogPostSummary } from '../../shared/contract/content-models';
import { formatDate } from '../../shared/format/date';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { backendCall, getPage, jsonLd, textOf } from '../../server/test-support/page-html';

let t: TestApp;
let categories: BlogCategory[];
let blogs: BlogPostSummary[];
let post: BlogPost;
let related: BlogPostSummary[];

beforeAll(async () => {
  t = await createTestApp();
  categories = (await backendCall(t, '/api/cms/v1.0/get-blog-categories', {})).categories;
  blogs = (await backendCall(t, '/api/cms/v1.0/get-blogs', { categorySlug: '' })).blogs;
  // A post that links products, so the related-products section is exercised.
  const withProducts = [];
  for (const b of blogs) {
    const r = await backendCall(t, '/api/cms/v1.0/get-blog-by-blog-slug', { slug: b.slug });
    if (r.blog.relatedProductHandles.length > 0) withProducts.push(r);
  }
  ({ blog: post, related } = withProducts[0]);
});
afterAll(() => t.close());

describe('/blog', () => {
  it('lists the categories, the featured posts and the post cards with category, date, reading time and excerpt', async () => {
    const page = await getPage(t, '/blog');
    expect(page.status).toBe(200);
    for (const c of categories) expect(page.main).toContain(`href="/blog/category/${c.slug}"`);
    expect(page.main).toContain('<a aria-current="page" href="/blog"');
    expect(page.main).toContain('id="blog-featured-title"');
    const text = textOf(page.main);
    for (const b of blogs) {
      expect(page.main).toContain(`href="/blog/${b.slug}"`);
      expect(text).toContain(`${formatDate(b.publishedAt)} · ${b.readingMinutes} min read`);
    }
    const first = blogs[0]!;
    expect(text).toContain(first.excerpt);
    expect(text).toContain(categories.find((c) => c.slug === first.categorySlug)!.title);
    expect(page.main).toMatch(/src="\/_ipx\/[^"]+\/cms\/[^"]+"/);
  });
});

describe('/blog/category/<slug>', () => {
  it('shows only that category and marks it current', async () => {
    const category = categories[0]!;
    const page = await getPage(t, `/blog/category/${category.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${category.title} | Lumen Skin</title>`);
    expect(page.main).toContain(`<a aria-current="page" href="/blog/category/${category.slug}"`);
    const inCategory = blogs.filter((b) => b.categorySlug === category.slug);
    const others = blogs.filter((b) => b.categorySlug !== category.slug);
    for (const b of inCategory) expect(page.main).toContain(`href="/blog/${b.slug}"`);
    for (const b of others) expect(page.main).not.toContain(`href="/blog/${b.slug}"`);
  });

  it('is a 404 for an unknown category', async () => {
    const page = await getPage(t, '/blog/category/no-such-category');
    expect(page.status).toBe(404);
    expect(textOf(page.main)).toContain('Page Not Found: /blog/category/no-such-category');
  });
});

describe('/blog/<slug>', () => {
  it('renders the full body, author, date, breadcrumbs, related posts and related products', async () => {
    const page = await getPage(t, `/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const text = textOf(page.main);
    expect(page.main).toContain(`<h1>${post.title.replace(/&/g, '&amp;')}</h1>`);
    expect(text).toContain(`By ${post.author} · ${formatDate(post.publishedAt)} · ${post.readingMinutes} min read`);
    // The body's last paragraph is there: the whole body, not an excerpt.
    const lastParagraph = textOf(post.bodyHtml.slice(post.bodyHtml.lastIndexOf('<p>')));
    expect(text).toContain(lastParagraph);
    expect(page.main).toContain('<nav class="breadcrumbs" aria-label="Breadcrumb">');
    expect(page.main).toContain(`href="/blog/category/${post.categorySlug}"`);
    for (const r of related) expect(page.main).toContain(`href="/blog/${r.slug}"`);
    for (const handle of post.relatedProductHandles) expect(page.main).toContain(`href="/products/${handle}"`);
  });

  it('carries Article structured data with the publisher and its dark logo', async () => {
    const page = await getPage(t, `/blog/${post.slug}`);
    const article = jsonLd(page.html).find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: {
        '@type': 'Organization',
        name: 'Lumen Skin',
        logo: { '@type': 'ImageObject', url: 'http://shop.test/logo-dark.svg' },
      },
    });
    expect((article!.image as string[])[0]).toMatch(/^http:\/\/shop\.test\/_ipx\/.+\/cms\//);
    const crumbs = jsonLd(page.html).find((d) => d['@type'] === 'BreadcrumbList');
    expect((crumbs!.itemListElement as unknown[]).length).toBe(4);
  });

  it('serves the share image the structured data names', async () => {
    const page = await getPage(t, `/blog/${post.slug}`);
    const url = (jsonLd(page.html).find((d) => d['@type'] === 'Article')!.image as string[])[0]!;
    const request = (await import('supertest')).default;
    const res = await request(t.app).get(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('is a 404 for an unknown post', async () => {
    const page = await getPage(t, '/blog/no-such-post');
    expect(page.status).toBe(404);
    expect(textOf(page.main)).toContain('Page Not Found: /blog/no-such-post');
  });
});
