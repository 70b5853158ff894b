import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavGroup, NavItem } from '../../../../shared/contract/content-models';
import {
  addItem,
  depthOf,
  flatten,
  itemAt,
  MAX_MENU_DEPTH,
  moveItem,
  parseItemPath,
  removeItem,
  updateItem,
  type Move,
} from './menu-tree';

const leaf = (label: string): NavItem => ({ url: `/${label.toLowerCase()}`, label });
const menu = (): NavGroup[] => [
  {
    title: 'Main',
    nav: [
      {
        ...leaf('Shop'),
        children: [leaf('Serums'), { ...leaf('Masks'), children: [{ ...leaf('Clay'), children: [leaf('Deep')] }] }],
      },
      leaf('Blog'),
      leaf('About'),
    ],
  },
  { title: 'Help', nav: [leaf('Contact')] },
];

/** The menu as indented labels, to compare at a glance. */
const outline = (groups: NavGroup[]) => flatten(groups).map((e) => `${'  '.repeat(e.level - 1)}${e.item.label}`);
const groupsOf = (r: ReturnType<typeof moveItem>) => {
  if (!r.ok) throw new Error(r.message);
  return r.groups;
};

describe('parseItemPath', () => {
  it.each<[unknown, number[] | null]>([
    ['0.1', [0, 1]],
    ['1.0.2.3.4', [1, 0, 2, 3, 4]],
    ['0', null],
    ['0.1.2.3.4.5', null],
    ['a.b', null],
    ['0..1', null],
    [['0.1'], null],
  ])('%j → %j', (raw, path) => expect(parseItemPath(raw)).toEqual(path));
});

describe('moves', () => {
  it.each<[string, Move, string[]]>([
    ['0.1', 'up', ['Blog', 'Shop', '  Serums', '  Masks', '    Clay', '      Deep', 'About', 'Contact']],
    ['0.0.0', 'down', ['Shop', '  Masks', '    Clay', '      Deep', '  Serums', 'Blog', 'About', 'Contact']],
    ['0.2', 'in', ['Shop', '  Serums', '  Masks', '    Clay', '      Deep', 'Blog', '  About', 'Contact']],
    ['0.0.1', 'out', ['Shop', '  Serums', 'Masks', '  Clay', '    Deep', 'Blog', 'About', 'Contact']],
  ])('%s %s', (path, move, expected) => {
    expect(outline(groupsOf(moveItem(menu(), parseItemPath(path)!, move)))).toEqual(expected);
  });

  it.each<[string, Move, RegExp]>([
    ['0.0', 'up', /already first/],
    ['0.2', 'down', /already last/],
    ['0.0', 'in', /no item before/],
    ['0.1', 'out', /already at the top/],
    ['0.0.1', 'in', /at most 4 levels/],
    ['0.9', 'up', /no longer there/],
  ])('refuses %s %s', (path, move, message) => {
    const r = moveItem(menu(), parseItemPath(path)!, move);
    expect(r.ok ? 'moved' : r.message).toMatch(message);
  });
});

describe('add, edit, remove', () => {
  it('adds last in a group or under an item, within 4 levels', () => {
    expect(outline(groupsOf(addItem(menu(), [1], leaf('FAQ')))).slice(-2)).toEqual(['Contact', 'FAQ']);
    expect(itemAt(groupsOf(addItem(menu(), [0, 1], leaf('News'))), [0, 1, 0])?.label).toBe('News');
    const r = addItem(menu(), [0, 0, 1, 0, 0], leaf('Deeper'));
    expect(r.ok ? 'added' : r.message).toMatch(/at most 4 levels/);
  });

  it('edits an item keeping its children, and removes one with its children', () => {
    const edited = groupsOf(updateItem(menu(), [0, 0], { url: '/shop', label: 'Shop all' }));
    expect(outline(edited).slice(0, 3)).toEqual(['Shop all', '  Serums', '  Masks']);
    expect(outline(groupsOf(removeItem(menu(), [0, 0])))).toEqual(['Blog', 'About', 'Contact']);
  });
});

describe('any sequence of edits', () => {
  const step = fc.record({
    kind: fc.constantFrom('move', 'add', 'remove'),
    move: fc.constantFrom<Move>('up', 'down', 'in', 'out'),
    pick: fc.nat(),
  });
  it('keeps every item within 4 levels, and a move never loses or adds one', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let groups = menu();
        for (const s of steps) {
          const items = flatten(groups);
          const target = items.length ? items[s.pick % items.length]!.path : [0];
          const before = items.length;
          const r =
            s.kind === 'move'
              ? moveItem(groups, target, s.move)
              : s.kind === 'add'
                ? addItem(groups, target, leaf('New'))
                : removeItem(groups, target);
          if (!r.ok) continue;
          if (s.kind === 'move') expect(flatten(r.groups)).toHaveLength(before);
          groups = r.groups;
          for (const g of groups) for (const item of g.nav) expect(depthOf(item)).toBeLessThanOrEqual(MAX_MENU_DEPTH);
        }
      }),
    );
  });
});
