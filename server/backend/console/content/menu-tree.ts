import type { NavGroup, NavItem } from '../../../../shared/contract/content-models';

// A menu as the shop stores it (groups of nested items) and the edits the console makes to it,
// as pure functions: an item is addressed by its path of indexes (group first: [0, 2, 1] is the
// second child of the third item of the first group). Nesting is limited to 4 levels in total
// (SPEC section 3); an edit that would go deeper is refused, never truncated.

export const MAX_MENU_DEPTH = 4;

export type ItemPath = readonly number[];

export type TreeResult = { ok: true; groups: NavGroup[] } | { ok: false; message: string };

/** "0.2.1" → [0, 2, 1]; anything else → null. */
export function parseItemPath(raw: unknown): number[] | null {
  if (typeof raw !== 'string' || !/^\d{1,4}(\.\d{1,4}){1,4}$/.test(raw)) return null;
  return raw.split('.').map(Number);
}

export const itemPathText = (path: ItemPath): string => path.join('.');

/** Levels below and including `item` (a leaf is 1). */
export function depthOf(item: NavItem): number {
  return 1 + Math.max(0, ...(item.children ?? []).map(depthOf));
}

const clone = (groups: readonly NavGroup[]): NavGroup[] => structuredClone(groups) as NavGroup[];

/** The list holding the item at `path` (its siblings) and its index there, or null. */
function locate(groups: NavGroup[], path: ItemPath): { list: NavItem[]; index: number } | null {
  const [g, ...rest] = path;
  const group = g === undefined ? undefined : groups[g];
  if (!group || rest.length === 0) return null;
  let list = group.nav;
  for (let i = 0; i < rest.length - 1; i++) {
    const item = list[rest[i]!];
    if (!item) return null;
    item.children ??= [];
    list = item.children;
  }
  const index = rest[rest.length - 1]!;
  return index < list.length ? { list, index } : null;
}

export function itemAt(groups: readonly NavGroup[], path: ItemPath): NavItem | null {
  const found = locate(clone(groups), path);
  return found ? found.list[found.index]! : null;
}

const tidy = (groups: NavGroup[]): NavGroup[] => {
  const strip = (items: NavItem[]) => {
    for (const item of items) {
      if (item.children && item.children.length === 0) delete item.children;
      else if (item.children) strip(item.children);
    }
  };
  for (const g of groups) strip(g.nav);
  return groups;
};

const GONE = 'That menu item is no longer there: the menu was changed meanwhile.';
const TOO_DEEP = `Menus nest at most ${MAX_MENU_DEPTH} levels.`;

/** Replaces the label, link and picture of an item, keeping its children. */
export function updateItem(groups: readonly NavGroup[], path: ItemPath, fields: Omit<NavItem, 'children'>): TreeResult {
  const next = clone(groups);
  const found = locate(next, path);
  if (!found) return { ok: false, message: GONE };
  const old = found.list[found.index]!;
  found.list[found.index] = { ...fields, ...(old.children?.length ? { children: old.children } : {}) };
  return { ok: true, groups: tidy(next) };
}

/** Adds an item last in a group (path [g]) or last among the children of the item at `path`. */
export function addItem(groups: readonly NavGroup[], parent: ItemPath, item: NavItem): TreeResult {
  const next = clone(groups);
  if (parent.length === 1) {
    const group = next[parent[0]!];
    if (!group) return { ok: false, message: GONE };
    group.nav.push(item);
    return { ok: true, groups: tidy(next) };
  }
  if (parent.length - 1 + depthOf(item) > MAX_MENU_DEPTH) return { ok: false, message: TOO_DEEP };
  const found = locate(next, parent);
  if (!found) return { ok: false, message: GONE };
  const owner = found.list[found.index]!;
  owner.children = [...(owner.children ?? []), item];
  return { ok: true, groups: tidy(next) };
}

export function removeItem(groups: readonly NavGroup[], path: ItemPath): TreeResult {
  const next = clone(groups);
  const found = locate(next, path);
  if (!found) return { ok: false, message: GONE };
  found.list.splice(found.index, 1);
  return { ok: true, groups: tidy(next) };
}

export type Move = 'up' | 'down' | 'in' | 'out';

/**
 * up/down: swap with the sibling before or after. in: become the last child of the sibling
 * before. out: leave the parent, placed right after it. Refused at an edge or beyond 4 levels.
 */
export function moveItem(groups: readonly NavGroup[], path: ItemPath, move: Move): TreeResult {
  const next = clone(groups);
  const found = locate(next, path);
  if (!found) return { ok: false, message: GONE };
  const { list, index } = found;
  const item = list[index]!;
  const level = path.length - 1; // 1 = top level of its group
  if (move === 'up' || move === 'down') {
    const to = move === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= list.length)
      return { ok: false, message: `That item is already ${move === 'up' ? 'first' : 'last'}.` };
    [list[index], list[to]] = [list[to]!, item];
    return { ok: true, groups: tidy(next) };
  }
  if (move === 'in') {
    const before = list[index - 1];
    if (!before) return { ok: false, message: 'The first item has no item before it to go under.' };
    if (level + depthOf(item) > MAX_MENU_DEPTH) return { ok: false, message: TOO_DEEP };
    list.splice(index, 1);
    before.children = [...(before.children ?? []), item];
    return { ok: true, groups: tidy(next) };
  }
  if (level === 1) return { ok: false, message: 'That item is already at the top level.' };
  const parent = locate(next, path.slice(0, -1))!;
  list.splice(index, 1);
  parent.list.splice(parent.index + 1, 0, item);
  return { ok: true, groups: tidy(next) };
}

/** Every item with its path and level, in reading order (the console lists them so). */
export function flatten(groups: readonly NavGroup[]): { path: number[]; level: number; item: NavItem }[] {
  const out: { path: number[]; level: number; item: NavItem }[] = [];
  const walk = (items: readonly NavItem[], path: number[]) =>
    items.forEach((item, i) => {
      const here = [...path, i];
      out.push({ path: here, level: here.length - 1, item });
      walk(item.children ?? [], here);
    });
  groups.forEach((g, i) => walk(g.nav, [i]));
  return out;
}

/** Renames group `g` (the footer's column headings). */
export function renameGroup(groups: readonly NavGroup[], g: number, title: string): TreeResult {
  const next = clone(groups);
  const group = next[g];
  if (!group) return { ok: false, message: GONE };
  group.title = title;
  return { ok: true, groups: next };
}
