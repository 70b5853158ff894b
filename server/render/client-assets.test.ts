import { describe, expect, it } from 'vitest';
import { builtAssets, CLIENT_ENTRY, REACT_DOM_CLIENT, WEB_FONTS_ENTRY } from './client-assets';
import type { ViteManifest } from './vite-manifest';

const entry: ViteManifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry-client-1.js', isEntry: true, css: ['assets/entry-client-1.css'] },
  [REACT_DOM_CLIENT]: { file: 'assets/react-dom-client-3.js', isDynamicEntry: true, imports: [CLIENT_ENTRY] },
};

describe('builtAssets', () => {
  it("names the web fonts' stylesheet apart from the page's own (asked for after the first paint)", () => {
    const assets = builtAssets({ ...entry, [WEB_FONTS_ENTRY]: { file: 'assets/web-fonts-2.css', isEntry: true } });
    expect(assets.fonts).toBe('/assets/web-fonts-2.css');
    expect(assets.styles).toEqual(['/assets/entry-client-1.css']);
  });

  it('a build without it has no fonts stylesheet (the fallbacks stand)', () => {
    expect(builtAssets(entry).fonts).toBeUndefined();
  });

  it("every page preloads react-dom's renderer beside the entry it runs", () => {
    const assets = builtAssets(entry);
    expect(assets.scripts).toEqual(['/assets/entry-client-1.js']);
    expect(assets.forScreens!([]).modules).toEqual(['/assets/react-dom-client-3.js']);
    expect(assets.forScreens!(['shop']).modules).toEqual(['/assets/react-dom-client-3.js']);
  });

  it("names a screen's own route chunk, which the browser imports to hydrate without the route table", () => {
    const assets = builtAssets({
      ...entry,
      'client/shared-part.ts': { file: 'assets/shared-part-5.js' },
      'client/routes/blog-post.tsx': {
        file: 'assets/blog-post-4.js',
        isDynamicEntry: true,
        imports: [CLIENT_ENTRY, 'client/shared-part.ts'],
      },
    });
    expect(assets.forScreens!(['blog-post'])).toMatchObject({
      module: '/assets/blog-post-4.js',
      modules: ['/assets/react-dom-client-3.js', '/assets/blog-post-4.js', '/assets/shared-part-5.js'],
    });
    // A screen without a chunk (the catch-all's placeholder is in the entry), or none: no module.
    expect(assets.forScreens!(['placeholder']).module).toBeUndefined();
    expect(assets.forScreens!([]).module).toBeUndefined();
  });
});
