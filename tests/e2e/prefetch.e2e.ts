import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// SPEC section 2 rule 8: same-host pages are prefetched (their route chunk and their data) from
// 1000 ms after load, unless the connection is very slow (save-data, 2g).

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function requestsAfterLoad(connection: { saveData?: boolean; effectiveType?: string } | null) {
  const { page, problems } = await openPage(browser);
  if (connection) {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
  }
  const asked: Array<{ path: string; at: number }> = [];
  let loadedAt = 0;
  page.on('load', () => { loadedAt = Date.now(); });
  page.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await page.waitForTimeout(2_500);
  const later = asked.filter((a) => a.path.startsWith('/api/') || /^\/assets\/professionals-/.test(a.path));
  await page.context().close();
  return { later, loadedAt, problems };
}

describe('link prefetch', () => {
  it('loads the in-view pages\' chunks and data from 1000 ms after load', async () => {
    const { later, loadedAt, problems } = await requestsAfterLoad(null);
    expect(later.some((a) => /^\/assets\/professionals-/.test(a.path))).toBe(true);
    expect(later.some((a) => a.path.startsWith('/api/'))).toBe(true);
    expect(Math.min(...later.map((a) => a.at)) - loadedAt).toBeGreaterThanOrEqual(900);
    expect(problems).toEqual([]);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])('prefetches nothing on a slow connection (%j)', async (connection) => {
    const { later } = await requestsAfterLoad(connection);
    expect(later).toEqual([]);
  });
});
