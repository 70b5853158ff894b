import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { startShop, type RunningShop } from './shop-server';

// Real shoppers' Web Vitals in a real browser against the production build, read back from the
// BFF's own /metrics: a shopper who accepts analytics reports the page's LCP, FCP and TTFB
// under its route pattern when they leave it; one who rejects loads and sends nothing.

const PRODUCT = '/products/gentle-foaming-cleanser';
const ROUTE = 'route="/products/:handle"';
let browser: Browser;
let shop: RunningShop;
let metricsUrl = '';

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

beforeAll(async () => {
  const port = await freePort();
  // A shop of its own: its metrics port known, and no other file's page views in its histograms.
  shop = await startShop({ METRICS_PORT: String(port), RUM_SAMPLE_RATE: '1' });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const metrics = async () => (await fetch(metricsUrl)).text();
const count = (text: string, metric: string) =>
  Number(
    new RegExp(`^web_vitals_seconds_count\\{metric="${metric}",${ROUTE},connection="[^"]+"\\} (\\d+)`, 'm').exec(
      text,
    )?.[1] ?? 0,
  );

/** Problems but an image transform timing out (504), which a busy test machine sees now and then. */
const ownProblems = (problems: string[]) => problems.filter((p) => !/status of 504 .*\/_ipx\//.test(p));

/**
 * Requests for the reporter's chunk. (A beacon sent while the page unloads is not reported to
 * Playwright: the BFF's metrics are the proof of what arrived.)
 */
function watch(page: Page) {
  const seen = { reporter: 0 };
  page.on('request', (r) => {
    if (/web-vitals/.test(new URL(r.url()).pathname)) seen.reporter += 1;
  });
  return seen;
}

describe("real shoppers' Web Vitals", () => {
  it('rejected: the reporter never loads and no beacon leaves, so the BFF has no Web Vitals', async () => {
    const { page, problems } = await openPage(browser);
    const seen = watch(page);
    await page.goto(`${shop.baseUrl}${PRODUCT}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    await page.goto('about:blank');
    await page.waitForTimeout(1000);
    expect(seen.reporter).toBe(0);
    const text = await metrics();
    expect(text).toContain('web_vitals_beacons_total{outcome="accepted"} 0');
    expect(text).not.toMatch(/^web_vitals_seconds_count/m);
    expect(ownProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it("accepted: leaving the page reports its LCP, FCP and TTFB under the product page's pattern", async () => {
    const { page, problems } = await openPage(browser);
    const seen = watch(page);
    await page.goto(`${shop.baseUrl}${PRODUCT}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    // The reporter loads on the consent, after window load.
    await expect.poll(() => seen.reporter, { timeout: 10_000 }).toBeGreaterThan(0);
    // web-vitals reads the page's buffered entries; give its observers a frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
    await page.goto('about:blank');
    await expect
      .poll(
        async () => {
          const text = await metrics();
          return ['lcp', 'fcp', 'ttfb'].map((m) => count(text, m));
        },
        { timeout: 10_000 },
      )
      .toEqual([1, 1, 1]);
    const text = await metrics();
    expect(Number(/^web_vitals_beacons_total\{outcome="accepted"\} (\d+)/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toContain('web_vitals_beacons_total{outcome="refused"} 0');
    expect(ownProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
