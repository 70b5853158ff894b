import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PRODUCT_CARD_LINK, waitForHydration } from './browser';

// Internal links are plain <a href>; one listener (client/lib/navigation/link-navigation.ts) navigates in
// the app. A marker on window tells a client navigation (same document) from a document load.
const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

async function open(path: string) {
  const watched = await openPage(browser);
  await watched.page.goto(base + path);
  await waitForHydration(watched.page);
  await setMarker(watched.page);
  return watched;
}

/** Adds a link to the page (what the CMS could put in content) and clicks it. */
async function clickAdded(page: Page, attrs: Record<string, string>) {
  await page.evaluate((a) => {
    const link = document.createElement('a');
    for (const [k, v] of Object.entries(a)) link.setAttribute(k, v);
    link.id = 'added-link';
    link.textContent = 'added';
    document.querySelector('main')!.prepend(link);
  }, attrs);
  await page.click('#added-link');
}

describe('links without react-router Link', () => {
  it("the logo leads home in the app from any page: home's hero, products and blocks show", async () => {
    for (const from of ['/about', '/shop']) {
      const { page, problems } = await open(from);
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${base}/`);
      await expect.poll(() => page.locator('#home-hero h1').count(), { timeout: 10_000 }).toBe(1);
      expect(await page.locator(`main ${PRODUCT_CARD_LINK}`).count()).toBeGreaterThan(0);
      expect(await page.locator('#home-showcase a[href^="/shop"]').count()).toBeGreaterThan(0);
      expect(await sameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('a product card, then a menu link, navigate in the same document; the menu marks the current page', async () => {
    const { page, problems } = await open('/shop');
    const shopLink = page.locator('nav.main-nav a.main-nav-link[href="/shop"]');
    const blogLink = page.locator('nav.main-nav a.main-nav-link[href="/blog"]');
    expect(await shopLink.getAttribute('aria-current')).toBe('page');
    expect(await blogLink.getAttribute('aria-current')).toBeNull();

    const card = page.locator(PRODUCT_CARD_LINK).first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(base + href);
    expect(await sameDocument(page)).toBe(true);
    // The history entry changes before React renders the new page (a transition).
    // A parent is not current on its children, nor on another page.
    await expect.poll(() => shopLink.getAttribute('aria-current')).toBeNull();

    await blogLink.click();
    await page.waitForURL(`${base}/blog`);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => blogLink.getAttribute('aria-current')).toBe('page');
    expect(await shopLink.getAttribute('aria-current')).toBeNull();

    await page.goBack();
    await page.waitForURL(base + href);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a modified click is the browser's: ctrl-click opens a tab and this page stays", async () => {
    const { page } = await open('/shop');
    const card = page.locator(PRODUCT_CARD_LINK).first();
    const href = (await card.getAttribute('href'))!;
    const opened = page.context().waitForEvent('page');
    await card.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(base + href);
    expect(page.url()).toBe(`${base}/shop`);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it.each([
    ['a file', { href: '/robots.txt' }, '/robots.txt'],
    ['data-reload (a document load asked for)', { href: '/blog', 'data-reload': '' }, '/blog'],
  ])('%s loads a document', async (_label, attrs, path) => {
    const { page } = await open('/shop');
    await clickAdded(page, attrs);
    await page.waitForURL(base + path);
    await page.waitForLoadState('domcontentloaded');
    expect(await sameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('a link added to the content navigates in the app too', async () => {
    const { page, problems } = await open('/shop');
    await clickAdded(page, { href: '/blog?from=content' });
    await page.waitForURL(`${base}/blog?from=content`);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a link to an old address follows the operator's redirect in the app (SPEC section 2, rule 4)", async () => {
    const redirects = (await (await fetch(`${base}/api/redirects`)).json()) as { from: string; to: string }[];
    const inApp = redirects.find((r) => r.to.startsWith('/') && !r.to.includes('?'))!;
    const { page, problems } = await open('/shop');
    await clickAdded(page, { href: inApp.from });
    await page.waitForURL(base + inApp.to);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript the same links load their pages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/shop`);
    const card = page.locator(PRODUCT_CARD_LINK).first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(base + href);
    expect(await page.locator('main h1').count()).toBe(1);
    await context.close();
  });
});
