import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../shared/routes/route-table';
import { createRoutes } from '../../routes';
import { LAZY_SCREENS } from '../../screens/lazy-screens';
import type { LoaderDeps } from './loader-deps';
import { createRouteLookup } from './route-lookup';

// Loaders never run here: the tree is only matched.
const tree = createRoutes(() => ({}) as LoaderDeps, LAZY_SCREENS);
const lookup = createRouteLookup(tree);

/** A path the pattern matches: parameters and splats filled in. */
const samplePath = (pattern: string) =>
  pattern
    .replace(/:[a-zA-Z]+(\.[a-z]+)/g, 'sample$1')
    .replace(/:[a-zA-Z]+/g, 'sample')
    .replace(/\*$/, 'a/b');

const leafOf = (path: string) => (matchRoutes(tree, path) ?? []).at(-1);

describe('createRouteLookup', () => {
  it.each(ROUTES.map((def) => [samplePath(def.pattern)]))(
    '%s: the page route react-router matches, with its params',
    (path) => {
      const leaf = leafOf(path)!;
      const found = lookup(path);
      if (leaf.route.id === 'fallback') {
        // Legacy patterns react-router cannot express: no page route, no chunk to load.
        expect(found).toBeNull();
        return;
      }
      expect(found?.route.id).toBe(leaf.route.id);
      expect(found?.route).toBe(leaf.route as RouteObject);
      expect(found?.params).toEqual(leaf.params);
    },
  );

  it.each([['/no-such-page/at/all'], ['/shop/'], ['/Shop']])('%s → no page route', (path) => {
    expect(lookup(path)).toBeNull();
  });
});
