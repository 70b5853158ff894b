// `npm run bench:ab -- <other checkout>`: a paired A/B of two production builds, this one (head)
// and the one built in another checkout (base). Throughput figures of one build drift by 10-25 %
// between runs minutes apart on a shared machine, so both servers run at once on the same core
// and are loaded in alternation; the figure is each server's CPU time per request
// (/proc/<pid>/stat), so a slow moment slows both alike. Bounded: rounds of a few seconds,
// loopback only, both servers stopped by their own pids.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { get, load } from './load';
import { prepareDemoStore } from './prepare-store';
import { type Running, startServer } from './servers';

const base = resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const WARM_SECONDS = Number(process.env.BENCH_WARMUP ?? 15);
/** `on`, `off` or both (default): one side only when that is the question. */
const PAGE_CACHE_MODES = (['on', 'off'] as const).filter((m) => (process.env.AB_PAGE_CACHE ?? m) === m);
const PORTS = [3611, 3612] as const;
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36', accept: 'text/html' };
const log = (line: string) => console.error(line);

const TICKS_PER_SECOND = 100;
function cpuSeconds(pid: number): number {
  // fields after the command name: utime is the 12th, stime the 13th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU milliseconds per request of `server` on `path` during one bounded round. */
async function round(server: Running, path: string): Promise<number> {
  const before = cpuSeconds(server.pid);
  const result = await load(server.url + path, {
    concurrency: 4,
    requests: 100_000,
    seconds: SECONDS,
    headers: browser,
  });
  return ((cpuSeconds(server.pid) - before) * 1000) / Math.max(1, result.requests);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!existsSync(join(base, 'dist/server/index.js')))
    throw new Error('bench:ab: give the path of another checkout with a build (npm run build there)');
  if (!existsSync('dist/server/index.js')) throw new Error('bench:ab: build first (npm run build)');
  const root = join(tmpdir(), 'skin-bench-ab');
  await prepareDemoStore(join(root, 'demo'), log);
  const results: string[] = [];
  for (const pageCache of PAGE_CACHE_MODES) {
    const servers: Running[] = [];
    try {
      for (const [i, dir] of [process.cwd(), base].entries()) {
        const dataDir = join(root, `store-${i}`);
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
        cpSync(join(root, 'demo', 'store.db'), join(dataDir, 'store.db'));
        servers.push(
          await startServer(
            [process.execPath, 'dist/server/index.js'],
            { DATA_DIR: dataDir, PAGE_CACHE: pageCache },
            PORTS[i]!,
            '/healthz',
            dir,
          ),
        );
      }
      const shop = (await get(`${servers[0]!.url}/shop`, browser)).body.toString();
      const product = /href="(\/products\/(?!compare)[a-z0-9-]+)"/.exec(shop)?.[1] ?? '/shop';
      const paths = ['/shop', product, '/', '/blog'];
      log(`page cache ${pageCache}: warming both servers ${WARM_SECONDS} s`);
      const end = performance.now() + WARM_SECONDS * 1000;
      while (performance.now() < end)
        for (const s of servers)
          for (const p of paths) await load(s.url + p, { concurrency: 4, requests: 40, seconds: 1, headers: browser });
      for (const path of paths) {
        const per: [number[], number[]] = [[], []];
        for (let r = 0; r < ROUNDS; r++) {
          // alternate which build goes first, so neither always meets a warmer core
          const order = r % 2 === 0 ? [0, 1] : [1, 0];
          for (const i of order) per[i as 0 | 1].push(await round(servers[i]!, path));
        }
        const [head, baseMs] = [median(per[0]), median(per[1])];
        results.push(
          `| ${path === product ? 'product' : path} | ${pageCache === 'on' ? 'cached' : 'uncached'} | ${baseMs.toFixed(3)} | ${head.toFixed(3)} | ${(baseMs / head).toFixed(3)} |`,
        );
        log(results.at(-1)!);
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
  console.log(
    `\nPaired A/B, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: CPU ms per request, median of ${ROUNDS} alternated rounds of ${SECONDS} s; head/base > 1 means head serves more requests per CPU second.\n`,
  );
  console.log('| page | page cache | base ms | head ms | head/base throughput |');
  console.log('|---|---|---:|---:|---:|');
  for (const line of results) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
