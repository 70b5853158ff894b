import { describe, expect, it } from 'vitest';
import { ctaTarget, pagePathFromSlug } from './page-path';

describe('pagePathFromSlug', () => {
  it.each([
    [{ slug: 'index' }, '/'],
    [{ slug: 'about' }, '/about'],
    [{ slug: 'skincare-101/retinol' }, '/skincare-101/retinol'],
    [{ slug: '/contact' }, '/contact'],
    ['index', '/'],
    ['blog', '/blog'],
    [{ slug: '' }, null],
    [{ slug: null }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (page, expected) => {
    expect(pagePathFromSlug(page)).toBe(expected);
  });
});

describe('ctaTarget', () => {
  it.each([
    [{ page: { slug: 'index' }, url: 'https://x.test' }, '/'],
    [{ page: { slug: 'shop' } }, '/shop'],
    [{ page: null, url: 'https://example.com/sale' }, 'https://example.com/sale'],
    [{ page: { slug: '' }, url: '/blog' }, '/blog'],
    [{ page: null, url: '  ' }, null],
    [{}, null],
    [null, null],
  ] as const)('%j → %j', (cta, expected) => {
    expect(ctaTarget(cta)).toBe(expected);
  });
});
