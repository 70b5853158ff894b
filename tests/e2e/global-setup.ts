import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

let server: ChildProcess | undefined;
let dataDir = '';

/** Starts the built shop once for all browser tests, on a fresh data directory. */
export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the shop exited during start (did you run npm run build?)');
    try {
      if ((await fetch(`${baseUrl}/_ah/warmup`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error('the shop did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  // the shop's store (store.db): a test can read the embedded backend's outbox (mailed links)
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
