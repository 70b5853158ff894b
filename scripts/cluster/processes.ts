import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, createWriteStream, readFileSync } from 'node:fs';

// The cluster test's processes: each started with its log in the run directory and its PID
// appended to a file, so scripts/cluster-test.sh can kill every one of them by PID even if
// this driver dies; stopAll() ends them here on the normal path.

export interface Proc {
  name: string;
  pid: number;
  log: string;
  readonly exited: Promise<number | null>;
  alive(): boolean;
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
  /** The log so far. */
  output(): string;
}

const running = new Set<Proc>();

export function start(
  name: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; log: string; pidFile: string },
): Proc {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const out = createWriteStream(opts.log, { flags: 'a' });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  appendFileSync(opts.pidFile, `${child.pid}\n`);
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      running.delete(proc);
      resolve(code);
    }),
  );
  const proc: Proc = {
    name,
    pid: child.pid,
    log: opts.log,
    exited,
    alive: () => !done,
    async stop(signal = 'SIGTERM', timeoutMs = 40_000) {
      if (done) return;
      process.kill(child.pid!, signal);
      const timer = setTimeout(() => !done && process.kill(child.pid!, 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    output: () => {
      try {
        return readFileSync(opts.log, 'utf8');
      } catch {
        return '';
      }
    },
  };
  running.add(proc);
  return proc;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop('SIGTERM', 5_000).catch(() => {})));
}

/** Polls `check` until it is true; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
  everyMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
