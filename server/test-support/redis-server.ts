import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

// Test-only: a real redis-server (Debian package) on a free loopback port, without persistence,
// stopped by its PID. .ci/run installs the package, so CI never skips these tests.

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';
export const hasRedisServer = (): boolean => existsSync(REDIS_SERVER_BIN);

export interface RunningRedis {
  port: number;
  url: string;
  pid: number;
  /** Sends `signal` to this redis-server and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** True once the server answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Starts redis-server on `port` (a free one by default); resolves when it answers, within 10 s. */
export async function startRedisServer(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, signal);
    await exited;
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited at start: ${stderr}`);
    if (await pong(chosen)) return { port: chosen, url: `redis://127.0.0.1:${chosen}`, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop('SIGKILL');
  throw new Error(`redis-server did not answer on port ${chosen} within 10 s: ${stderr}`);
}

/** Waits (at most `ms`) until `check` holds. */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
