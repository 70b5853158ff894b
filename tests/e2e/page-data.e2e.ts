import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The server puts every query a page read into the HTML (boot data for the shell,
// streamed scripts for what resolved later), so a hydrated page asks the BFF for nothing.
// /api/redirects is fetched on client navigations only, so it must not show up either.

const base = inject('baseUrl');
const RELATED_HANDLE = 'gentle-foaming-cleanser';
/** After hydration: long enough for a refetch-on-mount or a late effect to fire. */
const SETTLE_MS = 1_000;
let browser: Browser;
let blogPostPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${base}/api/cms/v1.0/get-blogs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categorySlug: '' }),
  });
  const { blogs } = (await res.json()) as { blogs: { slug: string }[] };
  blogPostPath = `/blog/${blogs[0]!.slug}`;
});
afterAll(async () => {
  await browser?.close();
});

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

describe('a hydrated page asks the BFF for nothing', () => {
  it.each([
    ['the product page', () => `/products/${RELATED_HANDLE}`],
    ['home', () => '/'],
    ['the shop', () => '/shop'],
    ['a blog post', () => blogPostPath],
  ])('%s: zero /api requests after load and hydration', async (_name, path) => {
    const { page, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isApi(request)) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const res = await page.goto(base + path());
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForTimeout(SETTLE_MS);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a page kept for minutes (page cache, CDN) hydrates as fresh: its queries are not stale on arrival', async () => {
    const { page, problems } = await openPage(browser);
    // The browser's clock five minutes past the server's: the page's data was fetched "long ago",
    // as in a cached copy served within its stale-while-revalidate window.
    await page.clock.install({ time: Date.now() + 5 * 60_000 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isApi(request)) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/products/${RELATED_HANDLE}`);
    await waitForHydration(page);
    await page.waitForTimeout(SETTLE_MS);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the streamed related products are in the browser cache and on screen', async () => {
    const { page, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isApi(request)) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/products/${RELATED_HANDLE}`);
    await waitForHydration(page);
    await page.locator('.product-related h2', { hasText: 'You may also like' }).waitFor();
    expect(await page.locator('.product-related a[href^="/products/"]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(SETTLE_MS);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

// The layout's data (menus, footer, settings, announcements) is not in the page: it names a
// file the browser fetches once, with the page's chunks, and keeps for every later page.
describe('the layout file', () => {
  const isLayoutFile = (url: string) => new URL(url).pathname.startsWith('/_layout/');

  it("is downloaded once for a visit: later pages take it from the browser's cache", async () => {
    const { page, problems } = await openPage(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (isLayoutFile(response.url)) answers.push(response.fromDiskCache ? 'cache' : 'network');
    });
    for (const path of ['/shop', '/about', `/products/${RELATED_HANDLE}`]) {
      await page.goto(base + path);
      await waitForHydration(page);
    }
    await page.waitForTimeout(SETTLE_MS);
    expect(answers).toEqual(['network', 'cache', 'cache']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("when it cannot be had, the layout's calls stand in: the page hydrates and its menu works", async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await page.route(
      (url) => isLayoutFile(url.href),
      (route) => route.fulfill({ status: 404, body: 'Not found' }),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isApi(request)) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(base + '/shop');
    await waitForHydration(page);
    expect(asked.sort()).toEqual([
      '/api/cms/v1.0/get-announcements',
      '/api/cms/v1.0/get-globals',
      '/api/cms/v1.0/get-navigation',
      '/api/cms/v1.0/get-navigation',
    ]);
    await page.click('button.menu-toggle');
    await page.locator('#nav-drawer a.main-nav-link[href="/blog"]').click();
    await page.waitForURL('**/blog');
    // Only the browser's own line about the 404: no hydration mismatch, no error of the app.
    expect(problems.filter((p) => !/status of 404 .*\/_layout\//.test(p))).toEqual([]);
    await page.context().close();
  });
});
