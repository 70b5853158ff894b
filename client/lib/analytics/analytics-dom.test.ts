import { describe, expect, it } from 'vitest';
import { linkTarget, readClick } from './analytics-dom';

describe('readClick', () => {
  it.each([
    [
      'a menu link',
      { analytics: 'navigation', analyticsLocation: 'header' },
      ' Serums\n ',
      '/shop/serums',
      { event: 'navigation', fields: { nav_location: 'header', link_text: 'Serums', link_url: '/shop/serums' } },
    ],
    [
      'a footer link without a location',
      { analytics: 'navigation' },
      'Shipping',
      '/content/shipping',
      { event: 'navigation', fields: { nav_location: '', link_text: 'Shipping', link_url: '/content/shipping' } },
    ],
    [
      'a call to action',
      { analytics: 'cta', analyticsLocation: 'home hero' },
      'Shop   the routine',
      '/shop',
      { event: 'cta', fields: { cta_text: 'Shop the routine', cta_url: '/shop', cta_location: 'home hero' } },
    ],
    [
      'a button call to action (no link)',
      { analytics: 'cta', analyticsLocation: 'cart' },
      'Checkout',
      null,
      { event: 'cta', fields: { cta_text: 'Checkout', cta_url: '', cta_location: 'cart' } },
    ],
    ['another kind', { analytics: 'filter' }, 'Dry', '/shop?skin=dry', null],
    ['no kind', {}, 'Home', '/', null],
  ])('%s', (_what, dataset: Record<string, string>, text, href, expected) => {
    expect(readClick({ dataset, text, href })).toEqual(expected);
  });
});

describe('linkTarget', () => {
  const origin = 'https://shop.test';
  it.each([
    ['/shop?page=2', '/shop?page=2'],
    ['https://shop.test/blog/post#top', '/blog/post'],
    ['https://instagram.com/brand', 'https://instagram.com/brand'],
    ['mailto:care@shop.test', 'mailto:care@shop.test'],
    ['serums', '/serums'],
  ])('%s → %s', (href, expected) => {
    expect(linkTarget(href, origin)).toBe(expected);
  });
});
