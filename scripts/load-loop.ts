// A bounded loopback load loop for profiling (docs/performance.md): N concurrent fetch
// clients hit one path for a fixed time, then the next path; every figure is printed with its
// ratio to /healthz measured in the same run, since the machine is shared and noisy.
//
//   npx tsx scripts/load-loop.ts --base http://127.0.0.1:3605 --seconds 10 --clients 8 /healthz /shop
//
// With no paths: /healthz, /, /shop, the first product of /shop and the first blog post.
// --pid <server pid> (Linux): also the server's CPU time per request, read from /proc; on a
// shared machine that figure moves far less than requests per second.
import { readFileSync } from 'node:fs';
import { BROWSER_UA } from '../server/test-support/test-app';

interface Args {
  base: string;
  seconds: number;
  clients: number;
  paths: string[];
  pid?: number;
}
interface Result {
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  kb: number;
  cpuMs?: number;
}

/** User + system CPU time of a process in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { base: 'http://127.0.0.1:3605', seconds: 10, clients: 8, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--base') args.base = argv[++i]!;
    else if (a === '--seconds') args.seconds = Number(argv[++i]);
    else if (a === '--clients') args.clients = Number(argv[++i]);
    else if (a === '--pid') args.pid = Number(argv[++i]);
    else args.paths.push(a);
  }
  return args;
}

/** The first link under `prefix` in a page's HTML: a real product or post of the running store. */
async function firstLink(base: string, page: string, prefix: RegExp): Promise<string> {
  const html = await (await fetch(base + page, { headers: { 'user-agent': BROWSER_UA } })).text();
  const m = prefix.exec(html);
  if (!m) throw new Error(`no link matching ${prefix} on ${page}`);
  return m[1]!;
}

async function run(base: string, path: string, seconds: number, clients: number, pid?: number): Promise<Result> {
  const cpuBefore = pid === undefined ? 0 : cpuMsOf(pid);
  const latencies: number[] = [];
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  async function client() {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { 'user-agent': BROWSER_UA } });
      const body = await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${path} answered ${res.status}`);
      latencies.push(performance.now() - t0);
      bytes += body.byteLength;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const cpu = pid === undefined ? {} : { cpuMs: (cpuMsOf(pid) - cpuBefore) / latencies.length };
  return {
    path,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    kb: bytes / latencies.length / 1024,
    ...cpu,
  };
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  const paths =
    a.paths.length > 0
      ? a.paths
      : [
          '/healthz',
          '/',
          '/shop',
          await firstLink(a.base, '/shop', /href="(\/products\/[^"?#]+)"/),
          await firstLink(a.base, '/blog', /href="(\/blog\/(?!category\/)[^"?#]+)"/),
        ];
  if (!paths.includes('/healthz')) paths.unshift('/healthz');
  // Warm caches and JIT before anything is measured.
  for (const p of paths) await run(a.base, p, 1, 2);
  const results: Result[] = [];
  for (const p of paths) results.push(await run(a.base, p, a.seconds, a.clients, a.pid));
  const healthz = results.find((r) => r.path === '/healthz')!;
  console.log(`${a.clients} clients, ${a.seconds} s per path, ${a.base}`);
  console.log(
    'path                                          req/s   p50 ms   p99 ms    KB   ratio to /healthz   server CPU ms/req',
  );
  for (const r of results) {
    const cpu = r.cpuMs === undefined ? '' : r.cpuMs.toFixed(2).padStart(10);
    console.log(
      `${r.path.slice(0, 44).padEnd(44)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.kb.toFixed(0).padStart(5)}   ${(r.rps / healthz.rps).toFixed(4).padStart(17)}   ${cpu}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
