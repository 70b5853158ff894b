import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { get } from './load';

// Starts the built production server (or another bench server) as a child process on one
// core when taskset exists, waits until it answers, and stops it by its own pid.

const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

export interface Running {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startServer(
  command: string[],
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
  cwd?: string,
): Promise<Running> {
  // core 0 for the server; the load generator keeps the other core
  const argv = hasTaskset ? ['taskset', '-c', '0', ...command] : command;
  const child: ChildProcess = spawn(argv[0]!, argv.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      // metrics on, on a free port, unless the run says otherwise (METRICS_PORT=off measures without them)
      METRICS_PORT: process.env.METRICS_PORT ?? '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(cwd && { cwd }),
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await get(url + readyPath)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer within 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
