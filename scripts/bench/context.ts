import { type LoadOptions, type LoadResult, load } from './load';
import { type Running, startServer } from './servers';

// What every section of `npm run bench` shares: the settings, the rows measured so far, and how a
// row is measured against /healthz of the same server.

export const PORT = Number(process.env.BENCH_PORT ?? 3604);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
// A server in production has been serving for a while; a fresh one renders /shop at under half
// its steady rate (93 → 214 req/s over its first 25 s under load, this machine: V8 optimises the
// render's functions only after many calls). Every server serves its pages this long first.
export const WARM_SECONDS = Number(process.env.BENCH_WARMUP ?? 20);
export const CONCURRENCY = 8;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// no Accept-Encoding: the rows measure rendering, not gzip (as autocannon does by default)
export const browser = { 'user-agent': BROWSER_UA, accept: 'text/html' };
export const crawler = { 'user-agent': BOT_UA, accept: 'text/html' };
export const log = (line: string) => console.error(line);

export interface Row {
  name: string;
  result: LoadResult | null;
  healthz: LoadResult | null;
  note?: string;
}
export const rows: Row[] = [];
export const byName = (name: string) => rows.find((r) => r.name === name)?.result;

export const run = (o: Partial<LoadOptions> = {}): LoadOptions => ({
  concurrency: CONCURRENCY,
  requests: 4000,
  seconds: SECONDS,
  ...o,
});

export async function measure(name: string, url: string, healthz: LoadResult, o: Partial<LoadOptions> = {}) {
  log(`  ${name}`);
  await load(url, run({ requests: 10, concurrency: 2, seconds: 5, ...(o.headers && { headers: o.headers }) })); // warm this path
  rows.push({ name, result: await load(url, run(o)), healthz });
}

/** Every page of the server in turn, browsers and a crawler, until WARM_SECONDS have passed. */
export async function warmUp(server: Running, paths: readonly string[]) {
  log(`  warm-up: ${paths.length} pages for ${WARM_SECONDS} s`);
  const end = performance.now() + WARM_SECONDS * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const headers = i % 4 === 3 ? crawler : browser;
    await load(
      server.url + paths[i % paths.length]!,
      run({ requests: 40, seconds: Math.min(1, (end - performance.now()) / 1000), headers }),
    );
  }
}

export async function baseline(server: Running, name: string) {
  await load(`${server.url}/healthz`, run({ requests: 500 }));
  const healthz = await load(`${server.url}/healthz`, run({ requests: 40_000 }));
  rows.push({ name, result: healthz, healthz });
  return healthz;
}

/** /healthz once more after a server's rows: its baseline becomes the mean of both, so one noisy moment weighs less. */
export async function rebaseline(server: Running, healthz: LoadResult) {
  const after = await load(`${server.url}/healthz`, run({ requests: 40_000 }));
  healthz.rps = (healthz.rps + after.rps) / 2;
  healthz.p50 = (healthz.p50 + after.p50) / 2;
  healthz.p99 = (healthz.p99 + after.p99) / 2;
}

/** The production server on `dataDir` for `body`'s rows, its /healthz measured again after them. */
export async function withServer(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  body: (s: Running) => Promise<LoadResult>,
): Promise<void> {
  log(`${label}: starting the production server`);
  const server = await startServer([process.execPath, 'dist/server/index.js'], { DATA_DIR: dataDir, ...env }, PORT);
  try {
    await rebaseline(server, await body(server));
  } finally {
    await server.stop();
  }
}

export const firstMatch = (html: string, re: RegExp, what: string) => {
  const m = re.exec(html);
  if (!m) throw new Error(`bench: no ${what} found`);
  return m[1]!;
};

export const PRODUCT_LINK = /href="(\/products\/(?!compare)[a-z0-9-]+)"/;
export const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
