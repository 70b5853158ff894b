import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../shared/contract/content-models';
import { currentLinksKey } from './nav-items';

const item = (url: string, children?: NavItem[]) => ({ label: url, url, ...(children && { children }) }) as NavItem;
const tree = [
  item('/shop', [item('/shop/serums', [item('/shop/serums?sort=new')]), item('/shop/spf')]),
  item('https://elsewhere.example/shop'),
  item('/about/'),
];

describe('currentLinksKey', () => {
  it.each([
    ['a page none of the links is', '/blog', ''],
    ['a top-level link', '/shop', '0;'],
    ['a nested link and its query twin', '/shop/serums', '0.0;0.0.0;'],
    ['a trailing slash either side, case aside', '/ABOUT', '2;'],
    ['another site never', '/shop/spf/', '0.1;'],
  ])('%s: %s → %j', (_name, pathname, expected) => {
    expect(currentLinksKey(tree, pathname)).toBe(expected);
  });
});
