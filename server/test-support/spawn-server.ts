import { spawn, type ChildProcess } from 'node:child_process';

// A real server process (server/test-support/serve-for-test.ts: the same serve() and tracing
// start as server/index.ts) on a free loopback port, its output kept, for the tests that need
// the whole process: tracing hooks modules as they load, which an in-process app cannot show.

/** How and when the process ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  url: string;
  /** Settles when the process exits, however it ends. */
  exited: Promise<ServerExit>;
  output(): string;
  stop(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './server/test-support/register-asset-hooks.mjs',
      'server/test-support/serve-for-test.ts',
    ],
    {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SITE_URL: 'http://shop.test',
        DATA_DIR: ':memory:',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    // A server that never listens is ended too, so a failed start leaves no process behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 100_000);
    const look = () => {
      const m = /"port":(\d+)[^\n]*storefront listening/.exec(output);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', look);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', look);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return {
    process: child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
