import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The production build takes react-router's production build (vite.config.ts aliases
// it: the package exports only name the development one). Read from the built bundles' maps,
// so it holds for what actually ships; the browser tests run on the same build.

const DIST = join(import.meta.dirname, '../../dist');

function sourcesOf(mapFile: string): string[] {
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

const clientMaps = () =>
  readdirSync(join(DIST, 'client/assets'))
    .filter((f) => f.endsWith('.js.map'))
    .map((f) => join(DIST, 'client/assets', f));
// The SSR entry and the chunks it imports (the parts pages load on demand are chunks there too).
const ssrMaps = () => [
  join(DIST, 'ssr/entry-server.js.map'),
  ...readdirSync(join(DIST, 'ssr/assets'))
    .filter((f) => f.endsWith('.js.map'))
    .map((f) => join(DIST, 'ssr/assets', f)),
];
const bundles = () =>
  [
    ['the browser bundle', clientMaps().flatMap(sourcesOf)],
    ['the SSR entry', ssrMaps().flatMap(sourcesOf)],
  ] as const;

describe('the production bundles', () => {
  it.each(bundles())(
    "%s holds react-router's production build and nothing of a development build",
    (_what, sources) => {
      expect(sources.filter((s) => s.includes('/dist/development/'))).toEqual([]);
      expect(sources.some((s) => s.includes('react-router/dist/production/'))).toBe(true);
    },
  );

  it('the SSR entry leaves no react-router import for Node to resolve (it would pick the development build)', () => {
    const code = ssrMaps()
      .map((map) => readFileSync(map.replace(/\.map$/, ''), 'utf8'))
      .join('\n');
    expect(code.match(/from ["']react-router[^"']*["']/g) ?? []).toEqual([]);
  });

  it('the entry chunk (on every page) carries neither the route table nor the code that waits for load', () => {
    const entryMap = readdirSync(join(DIST, 'client/assets')).filter((f) => /^entry-client-.*\.js\.map$/.test(f));
    expect(entryMap).toHaveLength(1);
    const sources = sourcesOf(join(DIST, 'client/assets', entryMap[0]!));
    const later = [
      'shared/routes/route-table.ts',
      'shared/routes/match-route.ts',
      'client/screens/lazy-modules.ts',
      'client/lib/navigation/link-prefetch.ts',
      'client/lib/navigation/chunk-prefetch.ts',
      'client/lib/navigation/build-freshness.ts',
      'client/lib/analytics/analytics-dom.ts',
      'client/lib/analytics/third-party-inject.ts',
      'client/lib/analytics/rum-consent-watch.ts',
      'shared/routes/redirects.ts',
      'client/lib/routing/configured-redirect.ts',
    ];
    expect(sources.filter((s) => later.some((l) => s.endsWith(l)))).toEqual([]);
    // the file names hold: each is in the build, in a chunk of its own or another's
    const all = clientMaps().flatMap(sourcesOf);
    for (const l of later)
      expect(
        all.some((s) => s.endsWith(l)),
        l,
      ).toBe(true);
  });

  it("every lazy import goes through the app's lean preload helper, not Vite's (0.55 KB gzip of every page)", () => {
    const entry = readdirSync(join(DIST, 'client/assets')).filter((f) => /^entry-client-.*\.js$/.test(f));
    expect(entry).toHaveLength(1);
    const sources = sourcesOf(join(DIST, 'client/assets', `${entry[0]!}.map`));
    expect(sources.some((s) => s.endsWith('client/lib/navigation/lazy-import-preload.ts'))).toBe(true);
    const code = readFileSync(join(DIST, 'client/assets', entry[0]!), 'utf8');
    // Vite's helper reads a CSP nonce from a meta tag.
    expect(code).not.toContain('csp-nonce');
    // Lazy imports still name the chunks they need, for the browser to fetch them together.
    expect(code).toContain('__vite__mapDeps');
    // It passes stylesheets over: the entry's is the only one (in every page's head).
    const manifest = JSON.parse(readFileSync(join(DIST, 'client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    expect(Object.keys(manifest).filter((key) => manifest[key]!.css?.length)).toEqual(['client/entry-client.tsx']);
  });

  it("the app's stylesheet holds the display-breakpoint rules, ahead of the app's own (pages no longer carry them)", () => {
    const entryCss = readdirSync(join(DIST, 'client/assets')).filter((f) => /^entry-client-.*\.css$/.test(f));
    expect(entryCss).toHaveLength(1);
    const css = readFileSync(join(DIST, 'client/assets', entryCss[0]!), 'utf8');
    const drawer = css.indexOf('#nav-drawer .main-nav-list');
    expect(drawer).toBeGreaterThanOrEqual(0);
    expect(css).toContain('.header-search.is-expanded .search-form');
    expect(drawer).toBeLessThan(css.indexOf('.site-header{'));
  });
});
