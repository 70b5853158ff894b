import type { NavGroup, NavItem } from '../../../shared/contract/content-models';
import { isCurrentLink } from './link-rules';

/** SPEC section 3: the navigation response is a list of groups, shown as one flat list of items. */
export function flattenNavigation(groups: readonly NavGroup[] | undefined): NavItem[] {
  return groups?.flatMap((g) => g.nav) ?? [];
}

/** A stable key and DOM id part for an item at a position in the tree (urls may repeat). */
export function navKey(path: readonly number[]): string {
  return path.join('-');
}

export function hasChildren(item: NavItem): item is NavItem & { children: NavItem[] } {
  return Array.isArray(item.children) && item.children.length > 0;
}

/**
 * Where the current page's links are in a menu tree ('' when none of them is): all that a
 * subtree's markup depends on besides its items (StaticPart's variant).
 */
export function currentLinksKey(items: readonly NavItem[], pathname: string, at = ''): string {
  let key = '';
  items.forEach((item, i) => {
    const here = `${at}${i}`;
    if (isCurrentLink(item.url, pathname)) key += `${here};`;
    if (hasChildren(item)) key += currentLinksKey(item.children, pathname, `${here}.`);
  });
  return key;
}
