import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_BREAKPOINTS } from '../../shared/constants';
import { WEB_FONTS_SEEN_KEY } from '../../client/server/paint-first';
import { launchBrowser, waitForHydration, signInDemoFromPage } from './browser';
import { startShop, type RunningShop } from './shop-server';

// The header's row fits the page at every width, signed in (its widest: Sign out is one control
// more), both in the web fonts and in the fallback faces a shopper sees until they arrive, or
// for good when they do not. At 992-1280 px the desktop row was wider than the page and cut the
// cart off at the right edge. A shop of its own: the shared one's sign-ins from this address are
// counted against the per-address limit (30 in 15 minutes), which the other files use up.

const { md, lg, xl, xxl } = DISPLAY_BREAKPOINTS;
const WIDTHS = [360, 390, md - 1, md, lg - 1, lg, xl - 1, xl, 1280, 1366, xxl - 1, xxl, 1920];
let shop: RunningShop;
let base: string;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  base = shop.baseUrl;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface Fit {
  /** how far the row's content passes its box, and the page its viewport (px) */
  rowOverflow: number;
  pageOverflow: number;
  /** controls whose box passes the row or the viewport, or overlaps the next one */
  outside: string[];
}

/** The row's own measure: every control inside the row and the viewport, none over the next. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('.site-header-inner')!;
    // The row's box, not its content box: the menu button reaches into the padding on purpose.
    const box = row.getBoundingClientRect();
    const left = Math.max(box.left, 0) - 0.5;
    const right = Math.min(box.right, window.innerWidth) + 0.5;
    const controls = [
      ...row.querySelectorAll<HTMLElement>(
        '.menu-toggle, .brand, .main-nav-item, .header-search, .account-link, .header-signout-button, .cart-link',
      ),
    ];
    // Shown in the row: the phone's drawer (closed, off the page) holds the menu items.
    const visible = controls.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top < box.bottom && r.bottom > box.top && getComputedStyle(el).visibility !== 'hidden';
    });
    const outside: string[] = [];
    visible.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      const name = `${el.className || el.tagName} (${Math.round(r.left)}-${Math.round(r.right)})`;
      if (r.left < left || r.right > right) outside.push(`${name} outside ${Math.round(left)}-${Math.round(right)}`);
      const next = visible[i + 1];
      if (next && next.getBoundingClientRect().left < r.right - 0.5) outside.push(`${name} under the next`);
    });
    return {
      rowOverflow: row.scrollWidth - row.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      outside,
    };
  });
}

describe.each([
  ['the web fonts', true],
  ['the fallback faces', false],
] as const)('the header in %s', (_label, webFonts) => {
  it('fits its row at every width, signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    if (!webFonts) await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    await page.goto(`${base}/shop`);
    const errors = await signInDemoFromPage(page);
    expect(errors).toEqual([]);
    // A first visit's landing page keeps the fallbacks and fetches the files once loaded; every
    // page after that has the fonts right after its first paint (paint-first.ts).
    if (webFonts)
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_SEEN_KEY), { timeout: 15_000 })
        .toBeTruthy();
    const seen: Record<number, Fit> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/shop`);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('form.header-signout').count()).toBe(1);
      expect(
        await page.evaluate(() =>
          [...document.fonts].some((f) => f.status === 'loaded' && !/fallback/i.test(f.family)),
        ),
      ).toBe(webFonts);
      seen[width] = await measure(page);
    }
    const fits = { rowOverflow: 0, pageOverflow: 0, outside: [] };
    expect(seen).toEqual(Object.fromEntries(WIDTHS.map((w) => [w, fits])));
    await context.close();
  });
});
