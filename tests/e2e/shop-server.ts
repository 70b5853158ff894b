import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_DRAWINGS_DIR } from '../../tooling/shared-drawings';

// The built shop (dist/server) on a loopback port of its own and a fresh data directory: the
// shared one of global-setup, or a private one for a file whose purchases must not leak into
// the demo customer's history the other files count.

export interface RunningShop {
  baseUrl: string;
  /** the shop's store (store.db): a test can read the embedded backend's outbox */
  dataDir: string;
  /** the operator console beside it (CONSOLE_PORT, a free port of its own) */
  consoleUrl: string;
  stop(): Promise<void>;
}

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

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `npm run build`'s server; resolves once it answers its warmup URL (60 s at most).
 * `env` adds to or overrides the shop's environment (the page cache, for one).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const consoleUrl = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      CONSOLE_PORT: new URL(consoleUrl).port,
      CONSOLE_URL: consoleUrl,
      // any free port: several shops run at once on this machine
      METRICS_PORT: '0',
      ASSET_DRAWINGS_DIR: SHARED_DRAWINGS_DIR,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error('the shop exited during start (did you run npm run build?)');
    }
    try {
      if ((await fetch(`${baseUrl}/_ah/warmup`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the shop did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseUrl, dataDir, consoleUrl, stop };
}
