import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, type ImageProps } from './Image';

const attr = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('Image', () => {
  it('default: CMS id through /_ipx with the default sizes, lazy, cover, webp', () => {
    const html = renderToString(<Image src="abc" alt="A serum" />);
    expect(attr(html, 'src')).toBe('/_ipx/f_webp,fit_cover,w_1440/cms/abc');
    expect(attr(html, 'sizes')).toBe('(max-width: 640px) 100vw, (max-width: 768px) 80vw, 1440px');
    expect(attr(html, 'srcSet')).toBe(
      ['640', '1228', '1280', '1440', '2560'].map((w) => `/_ipx/f_webp,fit_cover,w_${w}/cms/abc ${w}w`).join(', '),
    );
    expect(attr(html, 'alt')).toBe('A serum');
    expect(attr(html, 'loading')).toBe('lazy');
    // cover is the stylesheet's default for .image: no class for it
    expect(attr(html, 'class')).toBe('image');
  });

  it.each<[string, ImageProps, Record<string, string | undefined>]>([
    ['decorative → empty alt', { src: 'abc', alt: 'ignored', decorative: true }, { alt: '' }],
    [
      'width → density srcset',
      { src: 'abc', width: 100, height: 50 },
      {
        src: '/_ipx/f_webp,fit_cover,w_100,h_50/cms/abc',
        srcSet: '/_ipx/f_webp,fit_cover,w_200,h_100/cms/abc 2x',
        sizes: undefined,
        width: '100',
        height: '50',
      },
    ],
    [
      'explicit sizes, format and fit',
      { src: 'abc', sizes: 'sm:320px', format: 'png', fit: 'contain' },
      {
        sizes: '320px',
        src: '/_ipx/f_png,fit_contain,w_320/cms/abc',
        class: 'image image-fit-contain',
      },
    ],
    [
      'CMS record supplies dimensions',
      { src: { id: 'rec', width: 1000, height: 500 }, sizes: 'sm:100px' },
      {
        src: '/_ipx/f_webp,fit_cover,w_100,h_50/cms/rec',
        width: '1000',
        height: '500',
      },
    ],
    [
      'site path passes through',
      { src: '/logo-dark.svg', alt: 'Logo' },
      { src: '/logo-dark.svg', srcSet: undefined, sizes: undefined },
    ],
    [
      'SVG from the CMS passes through',
      { src: { id: 'icon', type: 'image/svg+xml' } },
      { src: '/cms/icon', srcSet: undefined },
    ],
    [
      'absolute URL goes through /_ipx',
      { src: 'https://cdn.shop.test/a.png', width: 80 },
      { src: '/_ipx/f_webp,fit_cover,w_80/https://cdn.shop.test/a.png' },
    ],
    [
      'shop CDN provider',
      { src: 'https://cdn.shop.test/a.png', width: 80, provider: 'shop' },
      { src: 'https://cdn.shop.test/a.png?width=80' },
    ],
    // eager is the browser's default: no attribute
    ['eager loading', { src: 'abc', loading: 'eager' }, { loading: undefined }],
    [
      'preload → eager, high priority',
      { src: 'abc', preload: true, width: 10 },
      { loading: undefined, fetchPriority: 'high' },
    ],
  ])('%s', (_name, props, expected) => {
    const html = renderToString(<Image {...props} />);
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    for (const [name, value] of Object.entries(expected)) expect(attr(img, name)).toBe(value);
  });

  it('preload emits a preload link for the image', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Image src="hero" preload width={300} />
        </body>
      </html>,
    );
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"/);
  });

  it("a density image's preload lists the 1x the img takes from its src (the preload has no href)", () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Image src="hero" preload width={300} height={300} />
        </body>
      </html>,
    );
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(preload, 'imageSrcSet')).toBe(
      '/_ipx/f_webp,fit_cover,w_300,h_300/cms/hero 1x, /_ipx/f_webp,fit_cover,w_600,h_600/cms/hero 2x',
    );
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(img, 'src')).toBe('/_ipx/f_webp,fit_cover,w_300,h_300/cms/hero');
    // the same candidates on the img, so React's own preload of it is the same one
    expect(attr(img, 'srcSet')).toBe(attr(preload, 'imageSrcSet'));
    expect(html.match(/<link rel="preload"/g)).toHaveLength(1);
  });

  it('a page with its LCP image and other eager and lazy images preloads only the LCP one, with its srcset and high priority', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Image src="hero" preload sizes="sm:100vw lg:1440px" />
          <Image src="card-1" loading="eager" sizes="sm:50vw" />
          <Image src="card-2" loading="eager" sizes="sm:50vw" />
          <Image src="card-3" sizes="sm:50vw" />
        </body>
      </html>,
    );
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/cms/hero');
    expect(preloads[0]).toMatch(/imageSrcSet="[^"]*\/cms\/hero 640w/);
    expect(preloads[0]).toContain('imageSizes="(max-width: 640px) 100vw, 1440px"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    // The other first-screen images still load eagerly, in a <picture> that does not change the layout.
    // (eager is the browser's default: the three carry no loading attribute, the lazy one does)
    expect(html.match(/<img /g)).toHaveLength(4);
    expect(html.match(/loading="/g)).toHaveLength(1);
    expect(html).toContain('<picture class="image-eager"><img');
  });
});
