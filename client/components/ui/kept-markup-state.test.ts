import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { controlChange, elementAt, pathTo, replaysClick, type ElementLike } from './kept-markup-state';

interface Node extends ElementLike {
  name: string;
  children: Node[];
  parentElement: Node | null;
}

/** A tree of plain objects shaped like elements: [name, children]. */
type Spec = [string, Spec[]];
function build([name, kids]: Spec, parent: Node | null = null): Node {
  const node: Node = { name, children: [], parentElement: parent };
  node.children = kids.map((k) => build(k, node));
  return node;
}
const find = (root: Node, name: string): Node | null =>
  root.name === name ? root : root.children.reduce<Node | null>((hit, c) => hit ?? find(c, name), null);

const tree = build([
  'root',
  [
    ['a', []],
    [
      'b',
      [
        ['b0', []],
        ['b1', [['b10', []]]],
      ],
    ],
  ],
]);

describe('pathTo and elementAt', () => {
  it.each([
    ['a', [0]],
    ['b', [1]],
    ['b0', [1, 0]],
    ['b10', [1, 1, 0]],
  ])('finds %s at %j and back', (name, path) => {
    const node = find(tree, name)!;
    expect(pathTo(tree, node)).toEqual(path);
    expect(elementAt(tree, path)).toBe(node);
  });

  it('has no path for the root itself, for nothing, or for an element outside it', () => {
    expect(pathTo(tree, tree)).toBeNull();
    expect(pathTo(tree, null)).toBeNull();
    expect(pathTo(find(tree, 'b')!, find(tree, 'a'))).toBeNull();
  });

  it('finds nothing where the markup has no element', () => {
    expect(elementAt(tree, [2])).toBeNull();
    expect(elementAt(tree, [0, 0])).toBeNull();
  });

  it('finds the same place in a copy of the same markup (the real part replacing the kept one)', () => {
    const tag = fc.constantFrom('div', 'a', 'li');
    const spec = fc.letrec<{ node: Spec }>((tie) => ({
      node: fc.oneof(
        { maxDepth: 4, depthIdentifier: 'tree' },
        fc.tuple(tag, fc.constant([] as Spec[])),
        fc.tuple(tag, fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'tree' })),
      ),
    })).node;
    fc.assert(
      fc.property(spec, fc.nat(), (s, pick) => {
        const first = build(['root', [s]]);
        const second = build(['root', [s]]);
        const all: Node[] = [];
        const walk = (n: Node) => (all.push(n), n.children.forEach(walk));
        walk(first.children[0]!);
        const chosen = all[pick % all.length]!;
        const path = pathTo(first, chosen)!;
        expect(elementAt(second, path)?.name).toBe(chosen.name);
        expect(pathTo(second, elementAt(second, path))).toEqual(path);
      }),
    );
  });
});

describe('replaysClick', () => {
  it.each([
    [{ tag: 'BUTTON', type: 'button' }, true],
    [{ tag: 'button', type: 'button', disabled: true }, false],
    [{ tag: 'BUTTON', type: 'submit' }, true],
    [{ tag: 'BUTTON', type: 'submit', disabled: true }, false],
    [{ tag: 'BUTTON', type: 'reset' }, false],
    [{ tag: 'A' }, false],
    [{ tag: 'A', replay: true }, true],
    [{ tag: 'BUTTON', type: 'submit', replay: true }, true],
    [{ tag: 'INPUT', type: 'button' }, false],
  ])('%j → %s', (clicked, replays) => {
    expect(replaysClick(clicked)).toBe(replays);
  });
});

describe('controlChange', () => {
  const text = { value: '', defaultValue: '', checked: false, defaultChecked: false, type: 'email' };
  it.each([
    ['text as it came', text, null],
    ['typed text', { ...text, value: 'ann@example.com' }, { value: 'ann@example.com' }],
    ['cleared text', { ...text, defaultValue: 'x' }, { value: '' }],
    ['a ticked box', { ...text, type: 'checkbox', checked: true }, { checked: true }],
    ['an unticked box', { ...text, type: 'checkbox', defaultChecked: true }, { checked: false }],
    ['a box as it came', { ...text, type: 'checkbox', value: 'yes', defaultValue: 'yes' }, null],
  ])('%s', (_, control, change) => {
    expect(controlChange(control)).toEqual(change);
  });
});
