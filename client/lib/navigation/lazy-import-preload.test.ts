import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './lazy-import-preload';

/** The parts of the DOM the helper touches: the links it appends and the events it raises. */
function fakePage() {
  const links: { rel: string; href: string }[] = [];
  const events: string[] = [];
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => links.push(link) },
  });
  vi.stubGlobal('window', { dispatchEvent: (e: Event) => events.push(e.type) });
  return { links, events };
}

describe('__vitePreload: the lean helper every lazy import goes through', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => (page = fakePage()));
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, string[] | undefined, string[]]>([
    [
      'each dependency as a modulepreload link under the base',
      ['assets/a1.js', 'assets/b2.js'],
      ['/assets/a1.js', '/assets/b2.js'],
    ],
    ['no list (an import whose chunk imports nothing else)', undefined, []],
    ['an empty list', [], []],
    [
      "the app's stylesheet, in the page's head already",
      ['assets/entry-client-x.css', 'assets/f6.js'],
      ['/assets/f6.js'],
    ],
  ])('%s', async (_name, deps, hrefs) => {
    await expect(__vitePreload(() => Promise.resolve('module'), deps)).resolves.toBe('module');
    expect(page.links.map((l) => l.href)).toEqual(hrefs);
    expect(page.links.every((l) => l.rel === 'modulepreload')).toBe(true);
  });

  it('asks for a file once, however many imports list it', async () => {
    await __vitePreload(() => Promise.resolve(1), ['assets/once.js', 'assets/c3.js']);
    await __vitePreload(() => Promise.resolve(2), ['assets/once.js']);
    expect(page.links.map((l) => l.href)).toEqual(['/assets/once.js', '/assets/c3.js']);
  });

  it('starts the import without waiting for the preloads', () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    void __vitePreload(load, ['assets/d4.js']);
    expect(load).toHaveBeenCalledOnce();
  });

  it("a failed import raises vite:preloadError and rejects with the import's error", async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/gone.js');
    await expect(__vitePreload(() => Promise.reject(error), ['assets/e5.js'])).rejects.toBe(error);
    expect(page.events).toEqual(['vite:preloadError']);
  });
});
