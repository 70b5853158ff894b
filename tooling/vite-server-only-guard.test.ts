import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerOnlyModule, serverOnlyGuard } from './vite-server-only-guard';

// A tiny project on disk (not the app): entries that do and do not reach server code.
const FILES: Record<string, string> = {
  'src/format.ts': 'export const format = (n: number) => `$${n}`;',
  'src/secret.server.ts': 'export const secret = "s3cr3t";',
  'server/db.ts': 'export const db = "sqlite";',
  'client/server/markup.ts': 'export const markup = "<b>made once</b>";',
  'src/clean-entry.ts': 'import { format } from "./format";\nconsole.log(format(1));',
  'src/server-file-entry.ts': 'import { secret } from "./secret.server";\nconsole.log(secret);',
  'src/server-folder-entry.ts': 'import { db } from "../server/db";\nconsole.log(db);',
  'client/app-entry.ts': 'import { markup } from "./server/markup";\nconsole.log(markup);',
  'src/deep-entry.ts': 'import "./clean-entry";\nimport("./server-file-entry");',
};

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'server-only-guard-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const buildEntry = (entry: string, ssr = false) =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [serverOnlyGuard()],
    build: { write: false, ssr, minify: false, rollupOptions: { input: join(root, entry) } },
  });

describe('the server-only guard of the browser build', () => {
  it('builds a client entry that reaches no server code', async () => {
    await expect(buildEntry('src/clean-entry.ts')).resolves.toBeDefined();
  });

  it.each([
    ['a *.server.ts module', 'src/server-file-entry.ts', 'src/secret.server.ts', 'src/server-file-entry.ts'],
    ['a module under server/', 'src/server-folder-entry.ts', 'server/db.ts', 'src/server-folder-entry.ts'],
    ['a module under client/server/', 'client/app-entry.ts', 'client/server/markup.ts', 'client/app-entry.ts'],
    [
      'a *.server.ts module behind a dynamic import',
      'src/deep-entry.ts',
      'src/secret.server.ts',
      'src/server-file-entry.ts',
    ],
  ])('fails when %s would enter it, naming the module and its importer', async (_, entry, module, importer) => {
    await expect(buildEntry(entry)).rejects.toThrow(
      `Server-only module ${module} (imported by ${importer}) must not enter the browser bundle`,
    );
  });

  it('lets the SSR build import server code', async () => {
    await expect(buildEntry('src/server-file-entry.ts', true)).resolves.toBeDefined();
  });
});

describe('isServerOnlyModule', () => {
  it.each([
    ['/app/server/index.ts', true],
    ['/app/server/api/router.ts', true],
    ['/app/client/lib/config.server.ts', true],
    ['/app/client/lib/config.server.tsx?v=1', true],
    ['/app/client/lib/server-time.ts', false],
    ['/app/client/server/thing.ts', true],
    ['/app/client/servers/thing.ts', false],
    ['/app/client/lib/server/thing.ts', false],
    ['/app/shared/contract/registry.ts', false],
    ['/elsewhere/server/index.ts', false],
  ])('%s → %s', (id, expected) => {
    expect(isServerOnlyModule(id, '/app')).toBe(expected);
  });
});
