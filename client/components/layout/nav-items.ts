import type { NavGroup, NavItem } from '../../../shared/contract/content-models';

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
