import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInDemo, signInDemoFromPage, waitForHydration } from './browser';

// The signed-in account screens that read, in a real browser against the production build:
// sign in through the BFF from the page, open the orders, open one, see its lines.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the account in a browser', () => {
  it('signs in through the BFF, lists the orders and opens one with its lines, without a reload', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await page.goto(`${base}/`);
    await waitForHydration(page);
    const errors = await signInDemoFromPage(page);
    expect(errors).toEqual([]);

    await page.goto(`${base}/account/orders`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/account/orders');
    const rows = page.locator('table.order-table tbody tr');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await page.locator('table.order-table caption').textContent()).toBe('All 6 orders, newest first');

    // A client navigation: the order page is loaded through /api, not a new document.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.click('tr[data-order="1001"] a');
    await page.waitForURL(/\/account\/orders\/\d+$/);
    await page.locator('h1', { hasText: 'Order #1001' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const lines = await page.locator('li.order-line .order-line-title').allTextContents();
    expect(lines).toEqual(['Gentle Foaming Cleanser', 'Vitamin C 15% Brightening Serum', 'Daily Mineral SPF 45']);
    expect(await page.textContent('[data-testid="order-total"]')).toMatch(/^\$\d+\.\d\d$/);
    expect(await page.locator('.account-nav a[aria-current="page"]').textContent()).toBe('Orders');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it("on a phone every order's number, date, status, items and total is in view, and so is every account link", async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    expect(await signInDemo(page.request, base)).toBe(true);
    await page.goto(`${base}/account/orders`);
    await waitForHydration(page);
    const outside = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll(
          (els) =>
            els
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width === 0 || r.left < 0 || r.right > document.documentElement.clientWidth).length,
        );
    expect(await page.locator('table.order-table tbody td, table.order-table tbody th').count()).toBe(30);
    expect(await outside('table.order-table tbody td, table.order-table tbody th')).toBe(0);
    expect(await page.locator('table.order-table tbody tr').first().innerText()).toMatch(/\d+ items?/);
    expect(await outside('.account-nav a, .account-nav button')).toBe(0);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor of /account/orders to the login page', async () => {
    const w = await openPage(browser);
    await w.page.goto(`${base}/account/orders`);
    expect(new URL(w.page.url()).pathname).toBe('/account/login');
    await w.page.context().close();
  });
});
