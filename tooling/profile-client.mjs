// `node tooling/profile-client.mjs URL`: a page load in Chromium at 4× CPU throttling (Lighthouse mobile), CPU by package
// and function through the build's source maps, who calls react-router, and the long tasks with a TBT estimate.
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { readFileSync, existsSync } from 'node:fs';
const maps = new Map();
function orig(url, line, col) {
  const f = url.split('/').pop();
  if (!f.endsWith('.js')) return null;
  const mp = `dist/client/assets/${f}.map`;
  if (!existsSync(mp)) return null;
  if (!maps.has(mp)) maps.set(mp, new SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8'))));
  const o = maps.get(mp).originalPositionFor({ line: line + 1, column: col });
  return o.source ? o.source.replace(/^(\.\.\/)+/, '') + ':' + o.line + ' ' + (o.name ?? '') : null;
}
const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lt.push([
        Math.round(e.startTime),
        Math.round(e.duration),
        JSON.stringify(e.attribution?.map((a) => a.containerSrc || a.name)),
      ]);
  }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byUrl = new Map();
const dt = profile.timeDeltas;
const idx = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
profile.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)));
let total = 0;
for (const [id, us] of counts) {
  const n = idx.get(id);
  const cf = n.callFrame;
  if (['(idle)', '(program)'].includes(cf.functionName)) continue;
  total += us;
  const o = orig(cf.url, cf.lineNumber, cf.columnNumber);
  const k = o ?? `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  const src = o ? o.split(':')[0].replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : null;
  self.set(k, (self.get(k) ?? 0) + us);
  const u = src ?? (cf.url.split('/').pop() || cf.functionName);
  byUrl.set(u, (byUrl.get(u) ?? 0) + us);
}
console.log('busy ms', (total / 1000).toFixed(0));
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log('URL', (v / 1000).toFixed(0).padStart(6), k);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45))
  console.log((v / 1000).toFixed(0).padStart(6), k);
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, us] of counts) {
  const seen = new Set();
  let cur = id;
  let inRR = false;
  while (cur !== undefined) {
    const cf = idx.get(cur).callFrame;
    const o = orig(cf.url, cf.lineNumber, cf.columnNumber) ?? `${cf.functionName} ${cf.url.split('/').pop()}`;
    if (o.includes('react-router')) inRR = true;
    else if (inRR && !o.includes('react-dom') && !o.includes('scheduler')) {
      if (!seen.has(o)) {
        incl.set(o, (incl.get(o) ?? 0) + us);
        seen.add(o);
      }
      break;
    }
    cur = parent.get(cur);
  }
}
console.log('--- callers of react-router (first non-router frame above)');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log((v / 1000).toFixed(0).padStart(6), k);
const lt = await page.evaluate(() => window.__lt);
console.log(
  'long tasks',
  JSON.stringify(lt),
  'TBT~',
  lt.reduce((a, t) => a + Math.max(0, t[1] - 50), 0),
);
await browser.close();
