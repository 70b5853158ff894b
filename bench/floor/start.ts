import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { FLOOR_SERVER, floorBuildIsCurrent } from './inputs';

// The floor page for the bench, `npm run lighthouse` and the long-task browser test: built when
// its sources changed, then served by its own process on loopback.

/** Builds dist/floor when it is missing or older than its sources; the build's output goes to stderr. */
export function ensureFloorBuild(): void {
  if (floorBuildIsCurrent()) return;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'bench/floor/build.ts'], {
    stdio: ['ignore', 2, 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`the floor page's build failed (exit ${built.status})`);
}

export interface RunningFloor {
  /** http://127.0.0.1:PORT; the page is at / */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the built floor server on a free loopback port; resolves once it listens. */
export async function startFloor(): Promise<RunningFloor> {
  ensureFloorBuild();
  const child = spawn(process.execPath, [FLOOR_SERVER], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the floor server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line.trim());
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { url, pid: child.pid!, stop };
}
