// Lint for what matters here: the import direction of ARCHITECTURE.md, the rules of hooks and
// unused code. Style is left to the authors. eslint.config.test.ts proves each boundary fires.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/client/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ONE_WAY_OUT =
  "Only server/upstream/ calls other services: use the request context's upstream client (or server/upstream for the checkout and image sources).";

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/test-fixtures/**', 'tests/**'];

/** The zones of ARCHITECTURE.md "Import direction"; `from` may not be imported by `target`. */
function zones({ tests = false, featureExceptions = [] } = {}) {
  return [
    {
      target: 'shared',
      from: ['client', 'server', 'scripts', 'tests', 'tooling'],
      message: 'shared/ imports nothing of ours: move the code into shared/ or pass it in.',
    },
    {
      target: 'client',
      from: 'server',
      // Screen tests drive the real app, so they may start the test app.
      except: tests ? ['./test-support'] : [],
      message: 'client/ never imports server/: share it through shared/.',
    },
    // Only the SSR entry (and the modules beside it) may use the React app's server-only modules;
    // tests may render them.
    ...(tests
      ? []
      : [
          {
            target: ['client/!(server)/**', 'client/entry-client.tsx'],
            from: 'client/server',
            message:
              'A server-only module (client/server/) never reaches the browser: only client/entry-server.tsx imports it.',
          },
        ]),
    {
      target: ['client/components', 'client/lib'],
      from: 'client/features',
      message: 'components/ and lib/ never import features/: move the shared part down, or pass it in.',
    },
    ...features.map((feature) => ({
      target: `client/features/${feature}`,
      from: 'client/features',
      except: [`./${feature}`, ...featureExceptions],
      message: 'A feature never imports another feature: move what two share to components/, lib/ or shared/.',
    })),
    {
      target: 'server/backend',
      from: 'server',
      except: ['./backend'],
      message: 'The embedded backend stands alone: it never imports the BFF.',
    },
    {
      target: ['client', 'server', 'shared', 'tests', 'tooling', 'vite.config.ts', 'vitest.config.ts'],
      from: 'scripts',
      message: 'Nothing imports scripts/: move what is shared into server/, shared/ or tooling/.',
    },
    ...(tests
      ? []
      : [
          {
            target: ['client', 'server', 'shared'],
            from: ['**/test-support/**'],
            message: 'Production code never imports test support.',
          },
        ]),
  ];
}

const boundaries = (options) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(options) }],
});

export default defineConfig(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Extensionless relative imports, resolved as the bundler does (tsconfig "Bundler").
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      ...boundaries(),
    },
  },
  {
    // The backend's modules form a tree: a cycle there once made the checkout pages load the
    // whole call pipeline. Type-only imports do not count.
    files: ['server/backend/**/*.ts'],
    ignores: TEST_FILES,
    // no-cycle reads the imported modules itself: it needs to know they are TypeScript.
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: TEST_FILES,
    // Tests read answers loosely on purpose: the assertion is the check.
    rules: { '@typescript-eslint/no-explicit-any': 'off', ...boundaries({ tests: true }) },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/query/use-suspense-query.ts', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useSuspenseQuery'],
              message: 'Read data with client/lib/query/use-suspense-query.ts: no query observer in the server render.',
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['Link', 'NavLink'],
              message:
                "Write a plain <a href>: the delegated listener (client/lib/navigation/link-navigation.ts) navigates it in the app, and the router's Link brings its prefetch code to every page.",
            })),
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['useSearchParams'],
              message:
                "Read the query with client/lib/routing/use-query-params.ts: the router's hook brings its writer to every page.",
            })),
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['Form', 'useSubmit', 'useFormAction', 'useFetcher', 'useNavigate'],
              message:
                "Use client/lib/forms/route-form.tsx (Form, useSubmitForm) or form-fetcher.tsx, and navigate with client/lib/routing/use-router-navigate.ts: the router's code for these, used anywhere, comes with every page's first load.",
            })),
          ],
        },
      ],
    },
  },
  {
    // One way out of the BFF (ARCHITECTURE): only server/upstream/ (and the embedded backend,
    // its own process) talks HTTP to another service; the rest of server/ goes through it.
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/upstream/**', 'server/backend/**', ...TEST_FILES],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: ONE_WAY_OUT }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'http-proxy-middleware', message: ONE_WAY_OUT },
            { name: 'undici', message: ONE_WAY_OUT },
            ...['node:http', 'http', 'node:https', 'https'].map((name) => ({
              name,
              importNames: ['request', 'get', 'Agent'],
              message: ONE_WAY_OUT,
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^https?$/][property.name=/^(request|get|Agent)$/]',
          message: ONE_WAY_OUT,
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/analytics/analytics.ts', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='dataLayer']",
          message: 'Only client/lib/analytics/analytics.ts touches dataLayer: call pushEvent or pushShopEvent.',
        },
      ],
    },
  },
);
