import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints small pieces of code as if they were files in each zone, with the repository's own
// config, so each boundary of ARCHITECTURE.md "Import direction" is shown to fire (and not to
// fire where imports are allowed). Imports point at real files: an import that does not
// resolve is not checked, so every target is asserted to exist first.

const root = resolve(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

const BOUNDARY = 'import-x/no-restricted-paths';

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === BOUNDARY || m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

/** Every message of the rules that guard the architecture, for code linted as that file. */
async function lintMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((m) => m.message);
}

/** `import '<path from file to target>';` after checking that the target exists. */
function importOf(file: string, target: string): string {
  expect(existsSync(join(root, target)), `${target} exists`).toBe(true);
  const rel = relative(dirname(join(root, file)), join(root, target.replace(/\.tsx?$/, '')));
  return `import '${rel.startsWith('.') ? rel : `./${rel}`}';\n`;
}

describe('import boundaries', () => {
  it.each([
    // [what, file (in the zone), imported file, message the rule gives]
    [
      'shared/ importing client/',
      'shared/rules/x.ts',
      'client/lib/query/query-client.ts',
      'shared/ imports nothing of ours',
    ],
    ['shared/ importing server/', 'shared/rules/x.ts', 'server/app.ts', 'shared/ imports nothing of ours'],
    ['client/ importing server/', 'client/lib/x.ts', 'server/app.ts', 'client/ never imports server/'],
    [
      'client/ importing a server-only module of the React app',
      'client/features/catalog/x.ts',
      'client/server/static-markup.tsx',
      'A server-only module (client/server/) never reaches the browser',
    ],
    [
      'components/ importing features/',
      'client/components/ui/x.tsx',
      'client/features/catalog/queries.ts',
      'components/ and lib/ never import features/',
    ],
    [
      'lib/ importing features/',
      'client/lib/x.ts',
      'client/features/catalog/queries.ts',
      'components/ and lib/ never import features/',
    ],
    [
      'a feature importing another feature',
      'client/features/compare/x.ts',
      'client/features/catalog/queries.ts',
      'A feature never imports another feature',
    ],
    ['the backend importing the BFF', 'server/backend/products/x.ts', 'server/app.ts', 'it never imports the BFF'],
    ['server/ importing scripts/', 'server/x.ts', 'scripts/seed.ts', 'Nothing imports scripts/'],
    ['client/ importing scripts/', 'client/app/x.ts', 'scripts/seed.ts', 'Nothing imports scripts/'],
    ['browser tests importing scripts/', 'tests/e2e/x.ts', 'scripts/seed.ts', 'Nothing imports scripts/'],
    [
      'production code importing test support',
      'client/lib/x.ts',
      'client/test-support/memory-storage.ts',
      'Production code never imports test support',
    ],
    [
      'a screen test importing the BFF beyond its test app',
      'client/routes/x.test.ts',
      'server/app.ts',
      'client/ never imports server/',
    ],
  ])('refuses %s', async (_, file, target, message) => {
    const messages = await boundaryMessages(file, importOf(file, target));
    expect(
      messages.some((m) => m.includes(message)),
      messages.join('\n') || 'no message',
    ).toBe(true);
  });

  it.each([
    ['client/ importing shared/', 'client/lib/x.ts', 'shared/constants.ts'],
    [
      'the SSR entry importing the server-only modules of the React app',
      'client/entry-server.tsx',
      'client/server/static-markup.tsx',
    ],
    ['a feature importing itself', 'client/features/catalog/x.ts', 'client/features/catalog/queries.ts'],
    ['a feature importing components/', 'client/features/compare/x.ts', 'client/components/commerce/Price.tsx'],
    ['a feature importing lib/', 'client/features/compare/x.ts', 'client/lib/app/local-handle-list.ts'],
    ['routes composing features', 'client/routes/x.tsx', 'client/features/catalog/queries.ts'],
    ['the backend importing itself and shared/', 'server/backend/products/x.ts', 'server/backend/app.ts'],
    ['the BFF importing the backend', 'server/x.ts', 'server/backend/app.ts'],
    ['scripts/ importing server/', 'scripts/x.ts', 'server/app.ts'],
    ['a screen test starting the test app', 'client/routes/x.test.ts', 'server/test-support/test-app.ts'],
  ])('allows %s', async (_, file, target) => {
    expect(await boundaryMessages(file, importOf(file, target))).toEqual([]);
  });
});

describe('the data layer', () => {
  const write =
    'export function track() {\n  (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ event: "x" });\n}\n';

  it('is written by client/lib/analytics/analytics.ts only', async () => {
    expect(await boundaryMessages('client/features/catalog/x.ts', write)).toEqual([
      'Only client/lib/analytics/analytics.ts touches dataLayer: call pushEvent or pushShopEvent.',
    ]);
    expect(await boundaryMessages('client/lib/analytics/analytics.ts', write)).toEqual([]);
  });
});

describe('suspense queries', () => {
  const read = "import { useSuspenseQuery } from '@tanstack/react-query';\nexport const x = useSuspenseQuery;\n";

  it('are read through client/lib/query/use-suspense-query.ts', async () => {
    expect(await boundaryMessages('client/routes/x.tsx', read)).toEqual([
      "'useSuspenseQuery' import from '@tanstack/react-query' is restricted. Read data with client/lib/query/use-suspense-query.ts: no query observer in the server render.",
    ]);
    expect(await boundaryMessages('client/lib/query/use-suspense-query.ts', read)).toEqual([]);
  });
});

describe('one way out of the BFF', () => {
  const ONE_WAY_OUT =
    "Only server/upstream/ calls other services: use the request context's upstream client (or server/upstream for the checkout and image sources).";

  it.each([
    ['fetch', 'export const x = () => fetch("http://cms.test/a");\n'],
    ['http.request', "import http from 'node:http';\nexport const x = () => http.request('http://cms.test/a');\n"],
    ['https.get', "import https from 'node:https';\nexport const x = () => https.get('https://cms.test/a');\n"],
    ['a named node:http request', "import { request } from 'node:http';\nexport const x = request;\n"],
    [
      'http-proxy-middleware',
      "import { createProxyMiddleware } from 'http-proxy-middleware';\nexport const x = createProxyMiddleware;\n",
    ],
  ])('refuses %s in the BFF outside server/upstream/', async (_, code) => {
    const messages = await lintMessages('server/images/x.ts', code);
    expect(
      messages.some((m) => m.includes(ONE_WAY_OUT)),
      messages.join('\n') || 'no message',
    ).toBe(true);
  });

  it.each([
    ['server/upstream/', 'server/upstream/x.ts'],
    ['the embedded backend', 'server/backend/products/x.ts'],
    ['tests', 'server/images/x.test.ts'],
    ['test support', 'server/test-support/x.ts'],
  ])('allows fetch and the proxy in %s', async (_, file) => {
    const code =
      "import { createProxyMiddleware } from 'http-proxy-middleware';\nexport const x = [createProxyMiddleware, () => fetch('http://cms.test/a')];\n";
    expect((await lintMessages(file, code)).filter((m) => m.includes(ONE_WAY_OUT))).toEqual([]);
  });

  it('allows a server of our own: createServer from node:http', async () => {
    const messages = await lintMessages(
      'server/x.ts',
      "import { createServer } from 'node:http';\nexport const x = createServer;\n",
    );
    expect(messages.filter((m) => m.includes(ONE_WAY_OUT))).toEqual([]);
  });
});
