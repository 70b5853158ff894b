import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the spine in a browser', () => {
  it.each([
    '/',
    '/shop',
    '/shop/concern/acne',
    '/blog',
    '/what-is-retinol',
    '/skincare-101/acne',
    '/cart',
    '/account/login',
    '/no-such-page',
  ])('%s hydrates without console errors or hydration warnings', async (path) => {
    const { page, problems } = await openPage(browser);
    const res = await page.goto(base + path);
    expect(res?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    // The 404 document itself is reported by Chromium as a failed resource load.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('navigates on the client and replaces the history entry on the auth redirect', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('a.account-link');
    await page.waitForURL(`${base}/account/login?returnTo=%2Faccount%2Fhome`);
    // Same document: no full reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await page.waitForURL(`${base}/shop`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('updates the title and header colour on client navigation', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    expect(await page.getAttribute('header.site-header', 'data-header-color')).toBe('white');
    await page.click('a.cart-link');
    await page.waitForURL(`${base}/cart`);
    await expect.poll(() => page.title()).toBe('Your cart | Lumen Skin');
    expect(await page.getAttribute('header.site-header', 'data-header-color')).toBe('black');
    await page.context().close();
  });

  it('applies the redirect table and the trailing-slash rule to client navigations', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/blog`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const clientNavigate = (to: string) =>
      page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);

    await clientNavigate('/store-locator?zip=60614');
    await page.waitForURL(`${base}/find-a-professional?zip=60614`);
    await clientNavigate('/shop/?sort=price-asc#grid');
    await page.waitForURL(`${base}/shop?sort=price-asc#grid`);
    // Both stayed in the same document.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
