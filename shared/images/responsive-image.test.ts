import { describe, expect, it } from 'vitest';
import {
  buildResponsiveImage,
  parseSizes,
  preloadSrcSet,
  shopCdnUrl,
  sizesAttribute,
  snapWidth,
} from './responsive-image';

describe('parseSizes / sizesAttribute', () => {
  it.each([
    ['sm:100vw md:80vw lg:1440px', '(max-width: 640px) 100vw, (max-width: 768px) 80vw, 1440px', [640, 614, 1440]],
    ['lg:1440px sm:100vw', '(max-width: 640px) 100vw, 1440px', [640, 1440]],
    ['xs:100vw xxl:50vw', '(max-width: 320px) 100vw, 50vw', [320, 768]],
    ['900:50vw 300', '(max-width: 900px) 50vw, 300px', [450, 300]],
    ['sm:100vw  bogus:10vw md:50% toString:5vw', '100vw', [640]],
    ['', '', []],
  ])('%j', (sizes, attr, widths) => {
    const entries = parseSizes(sizes);
    expect(sizesAttribute(entries)).toBe(attr);
    expect(entries.map((e) => e.width)).toEqual(widths);
  });
});

describe('snapWidth', () => {
  it.each([
    [1, 50],
    [50, 50],
    [51, 100],
    [614, 640],
    [900, 900],
    [901, 901],
    [1440, 1440],
    [5000, 2560],
    [0, 50],
  ])('%d → %d', (w, expected) => {
    expect(snapWidth(w)).toBe(expected);
  });
});

describe('buildResponsiveImage', () => {
  it('default sizes: w descriptors for every width × density 1 and 2', () => {
    const img = buildResponsiveImage({ src: 'abc', sizes: 'sm:100vw md:80vw lg:1440px' });
    expect(img.sizes).toBe('(max-width: 640px) 100vw, (max-width: 768px) 80vw, 1440px');
    expect(img.src).toBe('/_ipx/f_webp,fit_cover,w_1440/cms/abc');
    expect(img.srcSet.split(', ')).toEqual([
      '/_ipx/f_webp,fit_cover,w_640/cms/abc 640w',
      '/_ipx/f_webp,fit_cover,w_1228/cms/abc 1228w',
      '/_ipx/f_webp,fit_cover,w_1280/cms/abc 1280w',
      '/_ipx/f_webp,fit_cover,w_1440/cms/abc 1440w',
      '/_ipx/f_webp,fit_cover,w_2560/cms/abc 2560w',
    ]);
  });

  it('keeps the aspect ratio when width and height are known', () => {
    const img = buildResponsiveImage({
      src: '/img/a.png',
      sizes: 'sm:320px',
      width: 400,
      height: 200,
      format: 'png',
      fit: 'contain',
    });
    expect(img.srcSet).toBe(
      '/_ipx/f_png,fit_contain,w_320,h_160/img/a.png 320w, /_ipx/f_png,fit_contain,w_640,h_320/img/a.png 640w',
    );
  });

  it.each([
    [{ src: 'abc', width: 100 }, '/_ipx/f_webp,fit_cover,w_100/cms/abc', '/_ipx/f_webp,fit_cover,w_200/cms/abc 2x'],
    [
      { src: 'abc', width: 100, height: 50 },
      '/_ipx/f_webp,fit_cover,w_100,h_50/cms/abc',
      '/_ipx/f_webp,fit_cover,w_200,h_100/cms/abc 2x',
    ],
    [{ src: 'abc' }, '/_ipx/f_webp,fit_cover,w_1200/cms/abc', '/_ipx/f_webp,fit_cover,w_2400/cms/abc 2x'],
    [
      { src: 'abc', sizes: 'nonsense' },
      '/_ipx/f_webp,fit_cover,w_1200/cms/abc',
      '/_ipx/f_webp,fit_cover,w_2400/cms/abc 2x',
    ],
  ])('density mode %#', (input, src, srcSet) => {
    const img = buildResponsiveImage(input);
    expect(img).toEqual({ src, srcSet });
  });
});

describe('preloadSrcSet', () => {
  it.each([
    // a density set: the img's src is its 1x, so the preload (written without href) lists it
    [{ src: 'abc', width: 100 }, '/_ipx/f_webp,fit_cover,w_100/cms/abc 1x, /_ipx/f_webp,fit_cover,w_200/cms/abc 2x'],
    // a width set with sizes: the same candidates as the img
    [
      { src: 'abc', sizes: 'sm:320px' },
      '/_ipx/f_webp,fit_cover,w_320/cms/abc 320w, /_ipx/f_webp,fit_cover,w_640/cms/abc 640w',
    ],
  ])('%j', (input, expected) => {
    expect(preloadSrcSet(buildResponsiveImage(input))).toBe(expected);
  });
});

describe('buildResponsiveImage with the shop CDN', () => {
  it('adds width/height query parameters instead of /_ipx', () => {
    expect(
      buildResponsiveImage({ src: 'https://cdn.shop.test/a.png?v=1', provider: 'shop', width: 100, height: 100 }),
    ).toEqual({
      src: 'https://cdn.shop.test/a.png?v=1&width=100&height=100',
      srcSet: 'https://cdn.shop.test/a.png?v=1&width=200&height=200 2x',
    });
  });
});

describe('shopCdnUrl', () => {
  it.each([
    ['https://cdn.shop.test/a.png', {}, 'https://cdn.shop.test/a.png'],
    ['https://cdn.shop.test/a.png', { width: 640 }, 'https://cdn.shop.test/a.png?width=640'],
    [
      'https://cdn.shop.test/a.png?v=2',
      { width: 640, height: 480 },
      'https://cdn.shop.test/a.png?v=2&width=640&height=480',
    ],
    ['https://cdn.shop.test/a.png#f', { width: 5000 }, 'https://cdn.shop.test/a.png?width=2560#f'],
  ])('%j %j', (src, opts, expected) => {
    expect(shopCdnUrl(src, opts)).toBe(expected);
  });
});

describe('buildResponsiveImage, asked again', () => {
  it('answers the same sources for the same input, and other sources for another', () => {
    const input = { src: 'product-serum', width: 320, height: 320 };
    const first = buildResponsiveImage(input);
    expect(buildResponsiveImage({ ...input })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(buildResponsiveImage({ ...input, height: 400 }).src).not.toBe(first.src);
    expect(buildResponsiveImage({ ...input, provider: 'shop' }).src).not.toBe(first.src);
  });

  it("stays right past its memo's bound", () => {
    for (let w = 1; w <= 2100; w++)
      expect(buildResponsiveImage({ src: 'bound', width: w }).src).toContain(`w_${Math.min(w, 2560)}`);
  });
});
