// What the build puts in place of Vite's preload helper (tooling/vite-lean-preload.ts): every lazy
// import goes through it, with the chunks the imported one imports in turn. Vite's own helper
// also loads the stylesheets of lazy chunks (this app's one stylesheet is in every page's head:
// the lists name it, and it is passed over; bundle.e2e.ts checks no lazy chunk has one of its
// own), reads a CSP nonce from a meta tag (script-src has 'strict-dynamic', which trusts what a
// loaded script adds) and looks for each file among the page's links (a second modulepreload of
// a module the page has is no fetch): 0.55 KB gzip of every page's first load.

const asked = new Set<string>();

/**
 * Asks for `deps` (paths under the site's base, as the build lists them) beside the import, so
 * the browser fetches a lazy chunk's imports in the same round trip as the chunk, not after it.
 * A failed import raises `vite:preloadError` on the window, as Vite's helper does (build
 * freshness listens to it), and rejects as before.
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  for (const dep of deps ?? []) {
    if (asked.has(dep) || dep.endsWith('.css')) continue;
    asked.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = import.meta.env.BASE_URL + dep;
    document.head.append(link);
  }
  return load().catch((error: unknown) => {
    window.dispatchEvent(new Event('vite:preloadError'));
    throw error;
  });
}
