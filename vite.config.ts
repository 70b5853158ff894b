import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { breakpointMedia } from './tooling/vite-breakpoint-media.ts';
import { pureComponents } from './tooling/vite-pure-components.ts';
import { serverOnlyGuard } from './tooling/vite-server-only-guard.ts';
import { leanPreload } from './tooling/vite-lean-preload.ts';

const modulePath = (p: string) => fileURLToPath(new URL(`./node_modules/${p}`, import.meta.url));

/**
 * react-router 7's package exports name only its development build (an upstream issue), which
 * checks and warns at every render: a production build takes the production one itself, in
 * the browser bundle and in the SSR entry (where react-router-dom is then bundled rather than
 * left for Node to resolve to the development build). tests/e2e/bundle.e2e.ts checks it.
 */
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: modulePath('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: modulePath('react-router/dist/production/dom-export.mjs') },
  { find: /^react-router-dom$/, replacement: modulePath('react-router-dom/dist/index.mjs') },
];

/** Chunks every page loads before its first lazy import (the names the groups below give). */
const ALWAYS_LOADED_NAMES = ['entry-client', 'framework', 'rolldown-runtime', 'react-dom-client'];
const ALWAYS_LOADED = new RegExp(`(^|/)(${ALWAYS_LOADED_NAMES.join('|')})-[\\w-]+\\.js$`);

// One config for the browser bundle (manifest for the server) and the SSR entry.
export default defineConfig(({ command, mode, isSsrBuild }) => ({
  resolve: { alias: command === 'build' && mode === 'production' ? productionReactRouter : [] },
  // The guard fails the browser build when a server/ or *.server.ts module would enter it.
  plugins: [leanPreload(), serverOnlyGuard(), breakpointMedia(), pureComponents(), react()],
  publicDir: 'client/public',
  build: {
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are written for error reporting but the bundles do not name them ('hidden': no
    // sourceMappingURL comment), and the BFF serves *.map only when PUBLIC_SOURCE_MAPS=true.
    sourcemap: 'hidden',
    // A lazy import's preload list names the chunks it needs, for the browser to fetch them in
    // one round trip. The entry's own chunks (its chunk, the framework, the bundler's runtime,
    // react-dom) are on the page before any lazy import can run: naming them again in every list
    // cost each chunk with a lazy import ~0.1 KB gzip of hashed names.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
    // The web fonts' stylesheet is an entry of its own: the page asks for it after the first paint.
    rolldownOptions: {
      input: ['client/entry-client.tsx', 'client/styles/web-fonts.css'],
      // The route table computes its routes at the top level, which the bundler cannot prove
      // free of side effects: a module that imports one of the paths it re-exports (paths.ts)
      // would carry the whole table (~2 KB gzip) into its chunk. It has none; a module that
      // uses the table itself still gets it.
      treeshake: {
        moduleSideEffects: (id: string) => (/shared[\\/]routes[\\/]route-table\.ts$/.test(id) ? false : undefined),
      },
      // The browser's chunks only: the SSR build keeps the bundler's own chunks (the parts pages load
      // on demand), which Node loads beside the entry (bundle.e2e.ts reads them all).
      output: isSsrBuild
        ? undefined
        : {
            // Rolldown's automatic chunking cut what the entry loads statically into a dozen small
            // files (react, jsx-runtime, useBaseQuery, route table, icons, constants …), because
            // route chunks share them. Each is a request, a fetch and a compile on the phone's main
            // thread: /shop's first load was 25 files. Two groups put the entry's static closure in
            // two: the framework (stable across deploys, so a returning visitor keeps it cached) and
            // the app shell, which stays in the entry chunk. CSS is left out of the groups so the
            // entry keeps its stylesheet and the web fonts' entry stays a stylesheet alone.
            // A third group does the same for the small modules every product listing shares (price,
            // rating, badges, money and number formats): /shop went from 15 files to 8. Pages that
            // use one of them (an order's price) load the rest too, ~1-2 KB gzip. The compare bar
            // is not in it: its lists' code (localStorage) would come to every such page with it.
            // react-dom's client is imported dynamically (client/react-dom-client.ts), so it is not
            // $initial and keeps its own chunk and its own evaluation task.
            // A chunk the bundler made of modules that pages share (a group, or its own split) is
            // named by its hash alone: its name was in every import of it and every lazy import's
            // preload list, 0.2-0.4 KB gzip of each page's first load. The files a reader looks for
            // keep their names: the framework's and react-dom's (ALWAYS_LOADED), and every chunk
            // loaded on demand (a screen, a part of the layout). Source maps name the rest. Seven
            // characters of hash, the fewest the bundler accepts for this many chunks (eight by
            // default): each name is in many imports and preload lists, ~0.07 KB gzip a page.
            chunkFileNames: (chunk: { name: string; isDynamicEntry: boolean }) =>
              chunk.isDynamicEntry || ALWAYS_LOADED_NAMES.includes(chunk.name)
                ? 'assets/[name]-[hash:7].js'
                : 'assets/[hash:7].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                {
                  name: 'catalog-parts',
                  test: /client[\\/](components[\\/]commerce[\\/](Price|Rating|product-summary|ProductBadges|CartActionForm|cart-forms-on-demand)|lib[\\/]analytics[\\/]product-analytics|features[\\/]compare[\\/]compare-keys)|shared[\\/](cart-constants|format[\\/](decimal|money|number)|contract[\\/](catalog-values|cart-intents)|routes[\\/]shop-filters|rules[\\/]product-badges)/,
                  minShareCount: 2,
                },
                // A product grid with what each of its cards offers beside its link (the favorites and
                // compare toggles' first-load part, app/product-card-toggles.tsx, which the app plugs in
                // through a context and so imports only dynamically): one chunk, in the first load of
                // the pages that start with a grid and in no other's. Only these modules: their
                // dependencies are shared with pages without a grid (the picture, the price).
                {
                  name: 'product-grid',
                  test: /client[\\/](components[\\/]commerce[\\/](ProductGrid\.tsx|ProductCard\.tsx|QuickAdd\.tsx|provisional-line\.ts)|app[\\/]product-card-toggles\.tsx|features[\\/]favorites[\\/]favorite-form\.ts|lib[\\/]app[\\/]use-after-hydration\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                // The customer contract's plain values are shared by its zod schemas (the contract
                // registry, which the first API call of any page loads) and the contact page. Left to
                // the bundler they went into the contact page's chunk, and that first call loaded
                // the contact page and its form components with the schemas.
                { name: 'customer-values', test: /shared[\\/]contract[\\/]customer-values\.ts$/ },
                // The blog's paths and a listing's trail: small, shared by the blog's routes and parts.
                {
                  name: 'blog-paths',
                  test: /client[\\/]features[\\/]content[\\/]blog[\\/](blog-paths|blog-listing-crumbs)\.ts$/,
                },
                // The breadcrumbs and their structured data, which pages' meta writes: one chunk (a
                // kept listing draws the trail from its own chunk, which would part the two).
                {
                  name: 'breadcrumbs',
                  test: /client[\\/]components[\\/]seo[\\/](Breadcrumbs\.tsx|breadcrumb-json-ld\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                // The site's fixed paths: most screens link to one, the entry to none (it needs only
                // sign-in-paths.ts). Ahead of the listing parts' group, which would otherwise bring it
                // along with cart-intents.ts, and the quiz's pages would load that whole chunk for it.
                { name: 'paths', test: /shared[\\/]routes[\\/](sign-in-)?paths\.ts$/, priority: 1 },
                { name: 'app', test: (id: string) => !/\.css($|\?)/.test(id), tags: ['$initial'], priority: 1 },
              ],
            },
          },
    },
  },
  ssr: {
    // Server-only modules must never be pulled into either bundle.
    noExternal: [],
  },
}));
