import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/route-table';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import { createRoutes } from '../routes';
import { EAGER_SCREENS } from '../screens/eager-screens';
import { createPageTrees } from './page-handlers';

// Loaders never run here: the trees are only matched.
const tree = createRoutes(() => ({}) as LoaderDeps, EAGER_SCREENS);
const treeFor = createPageTrees(tree);

const samplePath = (pattern: string) =>
  pattern
    .replace(/:[a-zA-Z]+(\.[a-z]+)/g, 'sample$1')
    .replace(/:[a-zA-Z]+/g, 'sample')
    .replace(/\*$/, 'a/b');

/** What a render sees of its matches: route ids, params and matched paths. */
const matched = (routes: RouteObject[], path: string) =>
  (matchRoutes(routes, path) ?? []).map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname }));

describe('createPageTrees', () => {
  it.each(ROUTES.map((def) => [samplePath(def.pattern)]))(
    '%s: the page tree matches as the whole tree does',
    (path) => {
      expect(matched(treeFor(path).routes, path)).toEqual(matched(tree, path));
    },
  );

  it.each([
    ['/shop', 'page'],
    ['/products/gentle-foaming-cleanser', 'page'],
    ['/no-such-page/at/all', 'full'],
    ['/shop/', 'full'],
    ['/Shop', 'full'],
  ])('%s is matched in the %s tree', (path, kind) => {
    const page = treeFor(path);
    if (kind === 'full') expect(page.key).toBe('full');
    else expect(page.routes[0]!.children).toHaveLength(2);
    expect(matched(page.routes, path)).toEqual(matched(tree, path));
  });

  it('gives the same tree object for every path of a route (built once)', () => {
    expect(treeFor('/products/a')).toBe(treeFor('/products/b'));
  });

  it('any path: the same matches as the whole tree (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'shop',
        'products',
        'blog',
        'account',
        'category',
        'skincare-101',
        'a',
        'what-is-retinol',
        'page.html',
        '',
      ),
      fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(matched(treeFor(path).routes, path)).toEqual(matched(tree, path));
      }),
      { numRuns: 500 },
    );
  });
});
