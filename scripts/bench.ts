// `npm run bench`: throughput and latency of the BFF on this machine, against the embedded
// backend, with the shared machine's noise in mind: every figure is read as a ratio to a
// baseline measured in the same run, never as an absolute target.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { BOT_UA, BROWSER_UA, createTestApp } from '../server/test-support/test-app';

interface Result { name: string; rps: number; p50: number; p95: number }

async function measure(name: string, url: string, opts: { requests: number; concurrency: number; headers?: Record<string, string> }): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < opts.requests) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers: opts.headers });
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${name}: ${url} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return { name, rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95) };
}

async function main() {
  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  const server = createServer(t.app);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const products = (await (await fetch(`${t.backendUrl}/api/ecom/v1.0/get-all-products`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}',
  })).json()) as { products: { handle: string; featuredImage: { id: string } }[] };
  const product = products.products[0]!;
  const browser = { 'user-agent': BROWSER_UA };
  const bot = { 'user-agent': BOT_UA };
  const run = { requests: 300, concurrency: 8 };

  // Warm the SSR module graph and caches once before measuring.
  await measure('warm-up', `${base}/`, { requests: 20, concurrency: 4, headers: browser });

  const results: Result[] = [];
  results.push(await measure('baseline /healthz', `${base}/healthz`, { requests: 2000, concurrency: 8 }));
  results.push(await measure('home, browser', `${base}/`, { ...run, headers: browser }));
  results.push(await measure('shop listing, browser', `${base}/shop`, { ...run, headers: browser }));
  results.push(await measure('product, browser', `${base}/products/${product.handle}`, { ...run, headers: browser }));
  results.push(await measure('product, crawler', `${base}/products/${product.handle}`, { ...run, headers: bot }));

  // Image optimiser: distinct widths are cache misses; the same URL again is a hit.
  const widths = Array.from({ length: 40 }, (_, i) => 200 + i * 10);
  const coldStart = performance.now();
  for (const w of widths) await (await fetch(`${base}/_ipx/w_${w},f_webp/cms/${product.featuredImage.id}`)).arrayBuffer();
  const coldMs = (performance.now() - coldStart) / widths.length;
  const warm = await measure('image, cached', `${base}/_ipx/w_200,f_webp/cms/${product.featuredImage.id}`, { requests: 400, concurrency: 8 });

  const baseline = results[0]!;
  console.log('\nBFF benchmark (one run; ratios are to the /healthz baseline of the same run)\n');
  console.log('target                       req/s    p50 ms   p95 ms   throughput vs baseline');
  for (const r of results) {
    console.log(`${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}   ${(r.rps / baseline.rps).toFixed(3)}`);
  }
  const browserProduct = results.find((r) => r.name === 'product, browser')!;
  const botProduct = results.find((r) => r.name === 'product, crawler')!;
  console.log(`\ncrawler / browser product page latency (p50): ${(botProduct.p50 / browserProduct.p50).toFixed(2)}`);
  console.log(`image optimiser: cold ${coldMs.toFixed(1)} ms per image, cached p50 ${warm.p50.toFixed(2)} ms → cache speed-up ${(coldMs / warm.p50).toFixed(1)}×`);

  server.close();
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
