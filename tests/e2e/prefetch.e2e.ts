import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// SPEC section 2 rule 8: same-host pages are prefetched from 1000 ms after load, unless the
// connection is very slow (save-data, 2g): the route chunk of a link in view, the chunk and the
// data of a link hovered.

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function requestsAfterLoad(connection: { saveData?: boolean; effectiveType?: string } | null, hover?: string) {
  const { page, problems } = await openPage(browser);
  if (connection) {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
  }
  const asked: Array<{ path: string; at: number }> = [];
  page.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  // answers that came over the network (a prefetched chunk imported later comes from a cache)
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker)
      fetched.push(new URL(response.url).pathname);
  });
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await page.waitForTimeout(2_500);
  const beforeHover = asked.length;
  if (hover) {
    await page.locator(`a[href="${hover}"]:visible`).first().hover();
    await page.waitForTimeout(1_000);
  }
  const hovered = asked.slice(beforeHover).map((a) => a.path);
  const later = asked.filter((a) => a.path.startsWith('/api/') || /^\/assets\/professionals-/.test(a.path));
  // asked for by the prefetcher's fetch (into the cache, not run), not by an import
  const preloaded = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e) => /\/assets\/professionals-/.test(e.name) && (e as PerformanceResourceTiming).initiatorType === 'fetch',
        ).length,
  );
  const maps = asked.filter((a) => a.path === '/_build/screens.json').length;
  const chunkDownloads = fetched.filter((p) => /^\/assets\/professionals-/.test(p)).length;
  // The page's own clock: when it loaded and when the chunk's request started (the protocol's
  // events reach the test late on a busy machine, the load event more so).
  const chunkAfterLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/professionals-/.test(e.name));
    return chunk ? chunk.startTime - nav.loadEventStart : null;
  });
  await page.context().close();
  return { later, problems, hovered, preloaded, maps, chunkDownloads, chunkAfterLoad };
}

describe('link prefetch', () => {
  it("loads the in-view pages' chunks from 1000 ms after load, and a hovered link's data", async () => {
    const { later, problems, hovered, preloaded, maps, chunkDownloads, chunkAfterLoad } = await requestsAfterLoad(
      null,
      '/find-a-professional',
    );
    const chunk = later.filter((a) => /^\/assets\/professionals-/.test(a.path));
    expect(chunk.length).toBeGreaterThanOrEqual(1);
    expect(chunkAfterLoad).toBeGreaterThanOrEqual(950);
    // downloaded once: the hover's import finds the prefetched copy in the cache
    expect(chunkDownloads).toBe(1);
    // fetched as a prefetch (cached, neither compiled nor run), its name from the server's chunk map, asked once
    expect(preloaded).toBe(1);
    expect(maps).toBe(1);
    // In view only the chunk; the professional finder's page content once its link is hovered.
    expect(hovered).toContain('/api/cms/v1.0/get-content-page');
    expect(problems).toEqual([]);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'prefetches nothing on a slow connection (%j)',
    async (connection) => {
      const { later, maps } = await requestsAfterLoad(connection);
      expect(later).toEqual([]);
      expect(maps).toBe(0);
    },
  );
});
