import type { BlogPost } from '../../../../shared/contract/content-models';
import { buildIpxUrl } from '../../../../shared/images/ipx-url';

export interface ArticleJsonLdInput {
  post: Pick<BlogPost, 'title' | 'excerpt' | 'author' | 'publishedAt' | 'image'>;
  /** absolute URL of the post */
  url: string;
  siteUrl: string;
  brand: string;
  /** site path of the dark logo */
  logoPath: string;
}

/** Width of the image offered to search engines (they want at least 1200px wide). */
const SHARE_IMAGE_WIDTH = 1200;

/** schema.org Article for a blog post: what search engines show as an article result. */
export function articleJsonLd({ post, url, siteUrl, brand, logoPath }: ArticleJsonLdInput) {
  const { image } = post;
  const height = image.width > 0 ? Math.round((SHARE_IMAGE_WIDTH * image.height) / image.width) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    image: [`${siteUrl}${buildIpxUrl(image.id, { format: 'jpeg', width: SHARE_IMAGE_WIDTH, height })}`],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: {
      '@type': 'Organization',
      name: `${brand} Skin`,
      logo: { '@type': 'ImageObject', url: `${siteUrl}${logoPath}` },
    },
  };
}
