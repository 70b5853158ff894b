import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The anonymous page cache in Chromium: a page served from memory carries this
// response's nonce, so its scripts run: it hydrates with no CSP issue and no hydration
// warning, a cart add works, and once the visitor has a cart their pages are rendered for them.

const base = inject('baseUrl');
const PRODUCT = '/products/gentle-foaming-cleanser';
let browser: Browser;

/**
 * Leaves a fresh entry for `path`. Other files share this server and may have filled it more
 * than the TTL (30 s) ago: then it answers STALE once and refreshes in the background, so ask
 * again until a fresh copy (HIT) is kept.
 */
async function warm(path: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (res.headers.get('x-cache') === 'HIT') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never answered from a fresh cache entry`);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('page cache', () => {
  it("a cached product page hydrates, adds to the cart, and the next page is the visitor's own", async () => {
    await warm(PRODUCT);
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    const csp: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') csp.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');

    const first = await page.goto(base + PRODUCT);
    expect(first?.headers()['x-cache']).toBe('HIT');
    expect(first?.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    await waitForHydration(page);
    await page.click('.purchase-form .add-to-cart');
    await page.locator('.added-confirmation').waitFor();
    await expect.poll(() => page.textContent('.cart-link .cart-count')).toBe('1');

    // the cart cookie now marks a visitor: rendered for them, never from the shared entry
    const again = await page.goto(base + PRODUCT);
    expect(again?.headers()['x-cache']).toBeUndefined();
    expect(again?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    expect(await page.textContent('.cart-link .cart-count')).toBe('1');

    expect(csp).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a cached page asks the BFF for nothing once hydrated, and a client navigation from it works', async () => {
    await warm('/shop');
    const { page, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
    });
    const res = await page.goto(`${base}/shop`);
    expect(res?.headers()['x-cache']).toBe('HIT');
    await waitForHydration(page);
    // its query data is as old as when it was rendered, not as old as the entry: nothing to refetch
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    const link = page.locator(`main a[href="${PRODUCT}"]`).first();
    await link.click();
    await page.waitForURL(base + PRODUCT);
    await page.locator('.purchase-form .add-to-cart').waitFor();
    // no document request: the router moved in the page
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
