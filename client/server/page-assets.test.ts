import type { StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/route-table';
import { pageAssets, type RenderAssets } from './page-assets';

const def = (name: string) => ROUTES.find((r) => r.name === name)!;
const matches = (...handles: unknown[]) =>
  handles.map((handle) => ({ route: { handle } })) as unknown as StaticHandlerContext['matches'];

const built: RenderAssets = {
  scripts: ['/assets/entry.js'],
  styles: ['/assets/entry.css'],
  forScreens: (screens) =>
    screens[0] === 'blog-post'
      ? {
          modules: ['/assets/blog-post.js', '/assets/part.js'],
          styles: ['/assets/blog-post.css'],
          module: '/assets/blog-post.js',
        }
      : { modules: [], styles: [] },
};

describe('pageAssets', () => {
  it("names the page route and its screen's chunk for the browser to hydrate with", () => {
    const out = pageAssets(built, matches(undefined, { route: def('blog-post') }));
    expect(out.page).toEqual({ route: def('blog-post'), module: '/assets/blog-post.js' });
    expect(out.modules).toEqual(['/assets/entry.js', '/assets/blog-post.js', '/assets/part.js']);
    expect(out.document.styles).toEqual(['/assets/entry.css', '/assets/blog-post.css']);
  });

  it('the catch-all (no page route): no page', () => {
    expect(pageAssets(built, matches(undefined, {})).page).toBeUndefined();
  });

  it('development (no chunks): the page route without a chunk', () => {
    const out = pageAssets({ scripts: ['/client/entry-client.tsx'], styles: [] }, matches({ route: def('shop') }));
    expect(out.page).toEqual({ route: def('shop') });
    expect(out.modules).toBeNull();
  });
});
