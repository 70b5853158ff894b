import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration, type WatchedPage } from './browser';

// The buying flow on a phone (390×844): the product page's sticky add-to-cart bar, the
// cart's Checkout on the first screen, compare side by side, and the shop's first products on
// the first screen with the filters folded away, with JavaScript and without.

const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const PRODUCT = { handle: 'gentle-foaming-cleanser', title: 'Gentle Foaming Cleanser' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(w: WatchedPage, path: string) {
  await w.page.goto(base + path);
  await waitForHydration(w.page);
  // the consent banner covers the bottom of a phone's screen until answered
  const banner = w.page.locator('.consent-banner');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Reject all' }).click();
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
};

/** Layout shifts since the page loaded (not those right after input), as CLS adds them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((ok) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => ok(total), 300);
      }),
  );

/** The web fonts the page uses (FontFace objects added to it), by family. */
const webFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((f) => /Variable/.test(f.family))
      .map((f) => `${f.family.replace(/"/g, '')} ${f.status}`)
      .sort(),
  );
const FONTS_IN_USE = ['Fraunces Variable loaded', 'Inter Variable loaded'];

describe('web fonts', () => {
  it('a first visit keeps the fallbacks (no relayout while starting); the next page, client-side or loaded, has the fonts', async () => {
    const w = await openPage(browser, PHONE);
    const { page } = w;
    await visit(w, '/shop');
    const files = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).length);
    // downloaded once the page has loaded, not applied
    await expect.poll(files).toBe(2);
    await page.waitForTimeout(300);
    expect(await webFonts(page)).toEqual([]);
    // a client navigation lays the page out anyway: the fonts come in with it
    await page.locator('.product-card a').first().click();
    await page.waitForURL(/\/products\//);
    await expect.poll(() => webFonts(page)).toEqual(FONTS_IN_USE);
    // the next document: from the cache, applied once the page has painted
    await page.goto(`${base}/blog`);
    await expect.poll(() => webFonts(page)).toEqual(FONTS_IN_USE);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});

describe('buying on a phone', () => {
  it('product page: a sticky bar adds to the cart while the main button is off screen', async () => {
    const w = await openPage(browser, PHONE);
    const { page } = w;
    await visit(w, `/products/${PRODUCT.handle}`);
    const bar = page.getByTestId('sticky-add-to-cart');
    // the web fonts are not preloaded (they would take the first paint's bandwidth): on a first
    // visit the page asks for the Latin files of its two fonts once it has loaded, and keeps the
    // metric-matched fallbacks until the next page (see the web fonts test above)
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    const fonts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2'))
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
      );
    await expect.poll(async () => (await fonts()).length).toBe(2);
    const used = await fonts();
    expect(used.map((f) => f.path).sort()).toEqual([
      expect.stringMatching(/\/fraunces-latin-wght-normal-.+\.woff2$/),
      expect.stringMatching(/\/inter-latin-wght-normal-.+\.woff2$/),
    ]);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    for (const f of used) expect(f.start).toBeGreaterThan(fcp);
    expect(await webFonts(page)).toEqual([]);

    await page.locator('.purchase-form .add-to-cart').scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'hidden' });

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.waitFor({ state: 'visible' });
    const text = await bar.innerText();
    expect(text).toContain(PRODUCT.title);
    expect(text).toMatch(/\$\d+\.\d\d/);
    expect(text).toContain(await page.locator('.option-pill.is-selected .option-pill-title').innerText());
    const b = await box(page, '[data-testid="sticky-add-to-cart"]');
    expect(b.y + b.height).toBeCloseTo(PHONE.height, 0);
    // the bar is fixed and its room reserved: showing it shifts nothing (nor do the web fonts)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);

    // by keyboard: its button submits the same form
    await bar.getByRole('button', { name: `Add to cart: ${PRODUCT.title}` }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.added-confirmation').waitFor();
    expect(await page.textContent('.added-confirmation')).toContain(`Added 1 × ${PRODUCT.title}`);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('product page without JavaScript: the form alone, no bar', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/products/${PRODUCT.handle}`);
    await page.locator('.purchase-form .add-to-cart').waitFor();
    expect(await page.getByTestId('sticky-add-to-cart').count()).toBe(0);
    await context.close();
  });

  it('cart: Checkout is on the first screen, above the order note', async () => {
    const w = await openPage(browser, PHONE);
    const { page } = w;
    await visit(w, `/products/${PRODUCT.handle}`);
    await page.click('.purchase-form .add-to-cart');
    await page.locator('.added-confirmation').waitFor();
    await visit(w, '/cart');
    const checkout = await box(page, '.checkout-button');
    expect(checkout.y + checkout.height).toBeLessThanOrEqual(PHONE.height);
    expect(checkout.y).toBeLessThan((await box(page, '.cart-note')).y);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('compare: two products side by side, a scroll cue for more, labels opaque over the columns', async () => {
    const w = await openPage(browser, PHONE);
    const { page } = w;
    await visit(w, '/shop');
    const cards = await page.locator('article.product-card').all();
    for (const card of cards.slice(0, 2)) await card.locator('.compare-toggle button').click();
    await page.locator('.compare-bar').waitFor();
    // two: both columns on screen, side by side
    await visit(w, '/products/compare');
    await page.locator('.compare-table').waitFor();
    const [first, second] = await Promise.all([
      box(page, 'thead th[scope="col"]:nth-of-type(1)'),
      box(page, 'thead th[scope="col"]:nth-of-type(2)'),
    ]);
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByTestId('compare-scroll-hint').count()).toBe(0);

    // three: the third is off to the side, and the page says so
    // the picker's first best seller
    await page.locator('.compare-picker-options button').first().click();
    await expect.poll(() => page.locator('thead th[scope="col"]').count()).toBe(3);
    await page.getByTestId('compare-scroll-hint').waitFor();
    // scrolled, the row labels stay on top: nothing of the columns shows through them
    await page.locator('.compare-scroll').evaluate((el) => {
      el.scrollLeft = 120;
    });
    await page.locator('tbody th[scope="row"]').first().scrollIntoViewIfNeeded();
    const label = await box(page, 'tbody th[scope="row"]');
    const at = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 80) ?? `nothing at ${x},${y}`,
      at,
    );
    expect(onTop).toMatch(/^<th scope="row"/);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('shop: the first products on the first screen, the filters behind a Filters button', async () => {
    const w = await openPage(browser, PHONE);
    const { page } = w;
    await visit(w, '/shop');
    expect((await box(page, 'article.product-card')).y).toBeLessThan(PHONE.height - 200);
    const chip = page.locator('.filter-options a[href="/shop/skin-type/sensitive"]');
    expect(await chip.isVisible()).toBe(false);
    await page.click('summary.filter-sheet-toggle');
    await chip.waitFor();
    await chip.click();
    await page.waitForURL(`${base}/shop/skin-type/sensitive`);
    // chosen: folded again over the products it shows
    await chip.waitFor({ state: 'hidden' });
    expect(await page.locator('summary.filter-sheet-toggle').innerText()).toContain('(1');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('shop without JavaScript: the Filters button unfolds the filters, which still work', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/shop`);
    const chip = page.locator('.filter-options a[href="/shop/skin-type/sensitive"]');
    expect(await chip.isVisible()).toBe(false);
    await page.click('summary.filter-sheet-toggle');
    await chip.click();
    await page.waitForURL(`${base}/shop/skin-type/sensitive`);
    await page.locator('a.active-filter').first().waitFor();
    await context.close();
  });
});
