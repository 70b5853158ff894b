// `npm run bench`: requests per second and latency of the production build on this machine, each
// row also as a ratio to /healthz measured on the same server in the same run (the machines are
// shared and noisy: ratios compare, absolute figures do not). Bounded: every row stops after a
// few seconds or a number of requests, loopback only, the server pinned to one core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  baseline,
  browser,
  byName,
  CONCURRENCY,
  crawler,
  f1,
  firstMatch,
  log,
  measure,
  PORT,
  PRODUCT_LINK,
  type Row,
  rows,
  run,
  SECONDS,
  WARM_SECONDS,
  warmUp,
  withServer,
} from './bench/context';
import { floorLines, floorRows } from './bench/floor';
import { get, type LoadResult, load } from './bench/load';
import { prepareDemoStore, prepareLargeStore } from './bench/prepare-store';
import { startServer } from './bench/servers';
import { tracingLines, tracingRows } from './bench/tracing';

const LARGE = 10_000;

// one folder a port, so benches of several worktrees on one machine keep their own stores
const root = join(tmpdir(), `skin-bench-${PORT}`);
const demoDir = join(root, 'demo');
const largeDir = join(root, `products-${LARGE}`);
// BENCH_ONLY=tracing: only the tracing off/on comparison (section 5)
const ONLY_TRACING = process.env.BENCH_ONLY === 'tracing';

async function main() {
  const started = performance.now();
  if (!existsSync('dist/server/index.js')) throw new Error('bench: build first (npm run build)');
  mkdirSync(root, { recursive: true });
  await prepareDemoStore(demoDir, log);
  if (!ONLY_TRACING) prepareLargeStore(largeDir, demoDir, LARGE, log);

  // Paths of this catalogue, read from its own pages.
  const pages: [string, string][] = [
    ['home', '/'],
    ['/shop', '/shop'],
  ];

  const single: Record<string, LoadResult> = {};
  if (!ONLY_TRACING) await sections(pages, single);
  await tracingRows(pages, demoDir);

  print(rows, single, (performance.now() - started) / 1000);
}

/** Sections 1-4: cached, uncached, bare React and the floor page, the large catalogue. */
async function sections(pages: [string, string][], single: Record<string, LoadResult>) {
  let shopHtml = '';
  // 1. The default server: page cache as configured (on once helper C's cache is merged).
  await withServer('cached', demoDir, {}, async (s) => {
    const healthz = await baseline(s, '/healthz');
    shopHtml = (await get(`${s.url}/shop`, browser)).body.toString();
    const product = firstMatch(shopHtml, PRODUCT_LINK, 'product link');
    const blogHtml = (await get(`${s.url}/blog`, browser)).body.toString();
    const post = firstMatch(blogHtml, /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/, 'blog post link');
    const asset = firstMatch(shopHtml, /(\/assets\/[\w.-]+\.js)/, 'script asset');
    pages.push(['product', product], ['/blog', '/blog'], ['blog post', post], ['content page', '/about']);
    await warmUp(
      s,
      pages.map(([, path]) => path),
    );
    await measure(`static asset (${asset.replace(/-[\w]+\.js$/, '-….js')})`, s.url + asset, healthz);
    for (const [name, path] of pages) {
      // asked twice with no cookie: the second answer is from the cache when there is one
      await get(s.url + path, browser);
      const second = await get(s.url + path, browser);
      const xCache = second.headers['x-cache'];
      if (xCache === undefined) {
        rows.push({ name: `${name}, cached`, result: null, healthz, note: 'n/a (no X-Cache header: no page cache)' });
        continue;
      }
      await measure(`${name}, cached`, s.url + path, healthz, { headers: browser });
    }
    return healthz;
  });

  // 2. The same build with the page cache off: every request renders.
  let appHealthz: LoadResult | undefined;
  await withServer('uncached', demoDir, { PAGE_CACHE: 'off' }, async (s) => {
    const healthz = await baseline(s, '/healthz (uncached server)');
    appHealthz = healthz;
    await warmUp(
      s,
      pages.map(([, path]) => path),
    );
    for (const [name, path] of pages) await measure(`${name}, uncached`, s.url + path, healthz, { headers: browser });
    const product = pages.find(([n]) => n === 'product')![1];
    for (const [name, path] of [
      ['/shop', '/shop'],
      ['product', product],
    ] as const) {
      await measure(`${name}, crawler (uncached)`, s.url + path, healthz, { headers: crawler });
    }
    log('  /shop, one client');
    single.demo = await load(`${s.url}/shop`, run({ concurrency: 1, requests: 300, headers: browser }));
    return healthz;
  });

  // 3. React alone rendering the same /shop markup (no router, data or app code).
  const shopFile = join(root, 'shop.html');
  writeFileSync(shopFile, shopHtml);
  log('bare React: starting');
  const bare = await startServer(
    [process.execPath, '--import', 'tsx', 'scripts/bench/bare-react-server.ts', shopFile, String(PORT)],
    {},
    PORT,
  );
  try {
    await warmUp(bare, ['/shop']);
    // as a ratio to the app's /healthz (Express), as the issue compares it: React's cost beside ours
    await measure('bare React render of the /shop markup', `${bare.url}/shop`, appHealthz!);
  } finally {
    await bare.stop();
  }
  await floorRows();

  // 4. The 10,000-product catalogue, uncached.
  await withServer(`${LARGE} products`, largeDir, { PAGE_CACHE: 'off' }, async (s) => {
    const healthz = await baseline(s, `/healthz (${LARGE}-product server)`);
    await warmUp(s, ['/shop', '/shop?sort=price-desc&page=200', pages.find(([n]) => n === 'product')![1]]);
    await measure(`/shop, ${LARGE.toLocaleString('en')} products, uncached`, `${s.url}/shop`, healthz, {
      headers: browser,
    });
    await measure(
      `/shop?sort=price-desc&page=200, ${LARGE.toLocaleString('en')} products, uncached`,
      `${s.url}/shop?sort=price-desc&page=200`,
      healthz,
      { headers: browser },
    );
    log('  /shop 10k, one client');
    single.large = await load(`${s.url}/shop`, run({ concurrency: 1, requests: 300, headers: browser }));
    return healthz;
  });
}

function print(all: Row[], single: Record<string, LoadResult>, seconds: number) {
  const cpu = spawnSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], {
    encoding: 'utf8',
  }).stdout.trim();
  console.log(
    `\n\`npm run bench\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpu || 'unknown CPU'}; server on one core, warmed up ${WARM_SECONDS} s on its pages, ${CONCURRENCY} clients, ${SECONDS} s a row; ratios to /healthz of the same server (mean of before and after its rows).\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | ratio to /healthz |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of all) {
    if (!r.result) {
      console.log(`| ${r.name} | n/a | n/a | n/a | ${r.note ?? 'n/a'} |`);
      continue;
    }
    const ratio = r.healthz ? (r.result.rps / r.healthz.rps).toFixed(3) : 'n/a';
    console.log(`| ${r.name} | ${r.result.rps.toFixed(0)} | ${f1(r.result.p50)} | ${f1(r.result.p99)} | ${ratio} |`);
  }
  const shop = byName('/shop, uncached');
  const large = byName(`/shop, ${LARGE.toLocaleString('en')} products, uncached`);
  const bare = byName('bare React render of the /shop markup');
  console.log('');
  if (single.demo && single.large) {
    console.log(
      `/shop server time at one client (p50): ${f1(single.demo.p50)} ms demo catalogue, ${f1(single.large.p50)} ms with ${LARGE.toLocaleString('en')} products (${(single.large.p50 / single.demo.p50).toFixed(2)}×).`,
    );
  }
  if (shop && large)
    console.log(
      `/shop p50 under load, ${LARGE.toLocaleString('en')} products / demo: ${(large.p50 / shop.p50).toFixed(2)}×.`,
    );
  for (const page of ['/shop', 'product']) {
    const b = byName(`${page}, uncached`);
    const c = byName(`${page}, crawler (uncached)`);
    if (b && c) console.log(`${page}: crawler / browser p50 ${(c.p50 / b.p50).toFixed(2)}×.`);
  }
  if (shop && bare)
    console.log(
      `/shop HTML ${(shop.bytes / 1024).toFixed(0)} KB; bare React renders its markup ${(bare.rps / shop.rps).toFixed(1)}× as fast as the app.`,
    );
  for (const line of [...floorLines(), ...tracingLines(all)]) console.log(line);
  console.log(`\nThe bench took ${seconds.toFixed(0)} s.`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
