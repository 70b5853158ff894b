import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './article-json-ld';

describe('articleJsonLd', () => {
  const post = {
    title: 'Retinol, explained',
    excerpt: 'What it does.',
    author: 'Dr. Ada Lane',
    publishedAt: '2024-03-05T00:00:00.000Z',
    image: { id: 'blog-retinol', format: 'png', width: 1600, height: 900, alt: '' },
  };

  it('names headline, date, author, image and the publisher with the dark logo', () => {
    const ld = articleJsonLd({
      post,
      url: 'https://shop.test/blog/retinol',
      siteUrl: 'https://shop.test',
      brand: 'Lumen',
      logoPath: '/logo-dark.svg',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Retinol, explained',
      datePublished: '2024-03-05T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Dr. Ada Lane' },
      publisher: { '@type': 'Organization', name: 'Lumen Skin', logo: { url: 'https://shop.test/logo-dark.svg' } },
      mainEntityOfPage: { '@id': 'https://shop.test/blog/retinol' },
    });
    expect(ld.image).toEqual(['https://shop.test/_ipx/f_jpeg,w_1200,h_675/cms/blog-retinol']);
  });
});
