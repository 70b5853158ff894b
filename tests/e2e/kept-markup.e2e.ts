import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PRODUCT_CARD_LINK, waitForHydration } from './browser';

// The header's row, the footer and the announcements hydrate as the server's markup, and fetch
// their code and swap it in on first use (client/components/ui/KeptMarkup.tsx). These journeys
// hold a part's chunk back (or refuse it) to use the part before its code is in.

const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 10_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the part's chunk back until `release()`; `requested` tells whether the page asked for it. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const state = { requested: false, release };
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route: Route) => {
    state.requested = true;
    await released;
    await route.continue();
  });
  return state;
}

const kept = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.hasAttribute('data-kept'));

/**
 * Where every element of a part sits (its box, from the part's corner, so scrolling to the part
 * moves nothing; a hidden one only as hidden), to hold the swap to moving nothing.
 */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    const o = root.getBoundingClientRect();
    return [...root.querySelectorAll('a, button, input, h2, p, li')].map((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return `${el.tagName} hidden`;
      return `${el.tagName} ${Math.round(r.x - o.x)},${Math.round(r.y - o.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
  });

describe('parts kept as the server wrote them until used', () => {
  it('hydrate without warnings, fetch no code while unused, swap it in on first use, and the swap moves nothing', async () => {
    const { page, problems } = await openPage(browser);
    const header = await holdChunk(page, 'HeaderBar');
    const footer = await holdChunk(page, 'FooterContent');
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    expect(await kept(page, '.site-header-inner')).toBe(true);
    expect(await kept(page, 'footer.site-footer')).toBe(true);
    // Faces still loading would change the text's boxes: measured once they are in (a first
    // visit keeps the fallbacks: see phone-buying.e2e.ts).
    await page.evaluate(() => document.fonts.ready);
    const before = { header: await boxes(page, '.site-header-inner'), footer: await boxes(page, 'footer.site-footer') };
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Past the window's load and its idle time, nobody has used them: no code asked for (running
    // it costs the main thread on every visit), the server's markup kept.
    await page.waitForTimeout(3000);
    expect(header.requested || footer.requested).toBe(false);
    expect(await kept(page, '.site-header-inner')).toBe(true);
    expect(await kept(page, 'footer.site-footer')).toBe(true);
    header.release();
    footer.release();
    // A pointer coming to a part fetches its code and swaps it in.
    // (at the row's corner: over the menu a hover opens its panel, as it should)
    await page.hover('.site-header-inner', { position: { x: 2, y: 2 } });
    await expect.poll(() => kept(page, '.site-header-inner'), POLL).toBe(false);
    expect(await kept(page, 'footer.site-footer')).toBe(true);
    expect(await boxes(page, '.site-header-inner')).toEqual(before.header);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await page.hover('footer.site-footer');
    await expect.poll(() => kept(page, 'footer.site-footer'), POLL).toBe(false);
    expect(await boxes(page, 'footer.site-footer')).toEqual(before.footer);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the phone drawer on the first tap, made before the header code is in', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const header = await holdChunk(page, 'HeaderBar');
    await page.goto(`${base}/`);
    await waitForHydration(page);
    expect(await kept(page, '.site-header-inner')).toBe(true);
    await page.locator('button.menu-toggle').click();
    header.release();
    const drawer = page.locator('#nav-drawer');
    await expect.poll(() => drawer.getAttribute('class'), POLL).toContain('is-open');
    expect(await drawer.getAttribute('role')).toBe('dialog');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className), POLL).toBe('drawer-close');
    expect(await page.locator('button.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens the phone's search field from the icon tapped before the header code is in", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const header = await holdChunk(page, 'HeaderBar');
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    expect(await kept(page, '.site-header-inner')).toBe(true);
    await page.locator('.search-toggle').click();
    header.release();
    const input = page.locator('.header-search input[role="combobox"]');
    await expect.poll(() => input.isVisible(), POLL).toBe(true);
    // held back, not followed: still the same page
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the focus, the caret and what was typed in the search field across the swap', async () => {
    const { page, problems } = await openPage(browser);
    const header = await holdChunk(page, 'HeaderBar');
    // The suggestions' own takeover of the field comes later (search.e2e.ts): held here, so this
    // checks the header's swap alone.
    await holdChunk(page, 'SearchCombobox');
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const field = page.locator('#header-search-q');
    await field.click();
    await page.keyboard.type('retin');
    expect(await kept(page, '.site-header-inner')).toBe(true);
    header.release();
    await expect.poll(() => kept(page, '.site-header-inner'), POLL).toBe(false);
    expect(await field.inputValue()).toBe('retin');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('ol');
    expect(await field.inputValue()).toBe('retinol');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('posts the footer sign-up without its code, and the newsletter page shows the answer', async () => {
    const { page } = await openPage(browser);
    // The footer's chunk never comes: the form is the server's, posted natively.
    await page.route(/\/assets\/FooterContent-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const form = page.locator('footer .footer-newsletter');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`e2e-kept-${Date.now()}@example.com`);
    await form.getByRole('checkbox').check();
    expect(await kept(page, 'footer.site-footer')).toBe(true);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${base}/newsletter`);
    expect(await page.locator('main').innerText()).toContain('Check your inbox');
    await page.context().close();
  });

  it("takes the quiz's first answer, checked and sent before the question's code is in, to the next question in the app", async () => {
    const { page, problems } = await openPage(browser);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    const step = await holdChunk(page, 'QuizStep');
    await page.goto(`${base}/skin-quiz`);
    await waitForHydration(page);
    expect(await kept(page, '#quiz-step')).toBe(true);
    expect(step.requested).toBe(false);
    await page.locator('label:has(> input[value="oily"])').click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(step.requested).toBe(true);
    step.release();
    await page.getByRole('heading', { level: 1, name: 'What would you most like to work on?' }).waitFor(POLL);
    expect(page.url()).toContain('=oily');
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the consent banner from the first paint to a first visit, and takes a choice made before its code is in', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const panel = await holdChunk(page, 'ConsentPanel');
    const entry = await holdChunk(page, 'entry-client');
    await page.goto(`${base}/about`, { waitUntil: 'domcontentloaded' });
    // No code has run but the boot script's line: the server's banner is on the screen.
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    expect(await banner.isVisible()).toBe(true);
    const box = await banner.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(PHONE.height);
    entry.release();
    await waitForHydration(page);
    expect(await kept(page, '#privacy-choices')).toBe(true);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    panel.release();
    await expect.poll(() => banner.count(), POLL).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('privacy-preferences')!))).toMatchObject({
      analytics: false,
      advertising: false,
    });
    // The next page shows no banner, and does not load its code.
    const again = await holdChunk(page, 'ConsentPanel');
    await page.goto(`${base}/about`);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(await banner.count()).toBe(0);
    expect(again.requested).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows no consent banner without JavaScript (it needs it to record a choice)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/about`);
    expect(await page.locator('#privacy-choices .consent-banner').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Privacy choices' }).count()).toBe(0);
    await context.close();
  });

  it("opens the consent banner's categories from the footer's Privacy choices pressed before the footer code is in", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() =>
      localStorage.setItem('privacy-preferences', JSON.stringify({ analytics: false, advertising: false })),
    );
    const footer = await holdChunk(page, 'FooterContent');
    await page.goto(`${base}/about`);
    await waitForHydration(page);
    // A stored choice: the server's copy of the banner stays hidden, and its code is not asked for.
    expect(await page.getByRole('region', { name: 'Privacy choices' }).count()).toBe(0);
    await page.locator('button.privacy-choices-link').click();
    footer.release();
    const banner = page.locator('.consent-banner');
    await expect.poll(() => banner.locator('fieldset.consent-categories').count(), POLL).toBe(1);
    await banner.getByRole('checkbox', { name: /^Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => banner.count(), POLL).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('privacy-preferences')!).analytics)).toBe(true);
    // The focus goes back to the button that opened it: the footer's, now the real part's.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className), POLL).toBe('privacy-choices-link');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('markup with nothing to use, kept until the page shows other content', () => {
  it("a CMS page's article stays the server's under the pointer and the focus; a related topic opens in the app with its own", async () => {
    const { page, problems } = await openPage(browser);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${base}/skincare-101/sunscreen`);
    await waitForHydration(page);
    expect(await kept(page, '#content-page')).toBe(true);
    const firstHeading = await page.locator('#content-body .prose h2').first().textContent();
    await page.hover('#content-body .prose');
    await page.locator('#content-body .toc a').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#section-/);
    expect(await kept(page, '#content-page')).toBe(true);

    const related = page.locator('.related-topics a').first();
    const href = (await related.getAttribute('href'))!;
    await related.click();
    await page.waitForURL(base + href);
    await expect.poll(() => kept(page, '#content-page'), POLL).toBe(false);
    expect(await page.locator('#content-body .prose').count()).toBeGreaterThan(0);
    expect(await page.locator('#content-body .prose h2').first().textContent()).not.toBe(firstHeading);
    // its own title, trail and related topics (the one shown is no longer among them)
    const title = (await page.locator('#content-page h1').textContent())!;
    expect(await page.locator('.breadcrumbs').textContent()).toContain(title);
    expect(await page.locator(`.related-topics a[href="${href}"]`).count()).toBe(0);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the blog's listing stays the server's; a category opens in the app with its own posts, and a category's first load keeps its listing", async () => {
    const { page, problems } = await openPage(browser);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${base}/blog`);
    await waitForHydration(page);
    expect(await kept(page, '#blog-listing')).toBe(true);
    const all = await page.locator('#blog-listing .blog-card').count();
    const category = page.locator('main nav a[href^="/blog/category/"]').first();
    const href = (await category.getAttribute('href'))!;
    await category.hover();
    expect(await kept(page, '#blog-listing')).toBe(true);
    await category.click();
    await page.waitForURL(base + href);
    await expect.poll(() => kept(page, '#blog-listing'), POLL).toBe(false);
    expect(await page.locator('#blog-listing .blog-card').count()).toBeLessThan(all);
    expect(await page.locator('main nav a[aria-current="page"]').getAttribute('href')).toBe(href);
    expect(documents).toHaveLength(1);

    await page.goto(base + href);
    await waitForHydration(page);
    expect(await kept(page, '#blog-listing')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a product's details stay the server's; another product opens in the app with its own", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/shop`);
    const [first, second] = await page
      .locator(PRODUCT_CARD_LINK)
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href')!));
    await page.goto(base + first);
    await waitForHydration(page);
    expect(await kept(page, '#product-details')).toBe(true);
    const description = await page.locator('#product-details .prose').innerText();
    await page.locator('#product-details .prose').hover();
    expect(await kept(page, '#product-details')).toBe(true);
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, id: 'next-product', textContent: 'next' });
      document.querySelector('main')!.prepend(link);
    }, second!);
    await page.click('#next-product');
    await page.waitForURL(base + second);
    await expect.poll(() => kept(page, '#product-details'), POLL).toBe(false);
    expect(await page.locator('#product-details .prose').innerText()).not.toBe(description);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a post\'s words, picture and "Keep reading" stay the server\'s, and load no code; a related post opens in the app with its own', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/blog`);
    const post = (await page.locator('.blog-card a').first().getAttribute('href'))!;
    const storyCode: string[] = [];
    page.on('request', (r) => /\/assets\/PostStory-/.test(r.url()) && storyCode.push(r.url()));
    await page.goto(base + post);
    await waitForHydration(page);
    const keepReading = page.locator('#related-posts');
    expect(await kept(page, '#related-posts')).toBe(true);
    expect(await kept(page, '#post-intro')).toBe(true);
    expect(await kept(page, '#post-body')).toBe(true);
    const title = await page.locator('h1').textContent();
    await page.hover('#post-body .post-body');
    expect(storyCode).toEqual([]);
    const next = keepReading.locator('.blog-card a').first();
    const href = (await next.getAttribute('href'))!;
    await next.scrollIntoViewIfNeeded();
    await next.hover();
    expect(await kept(page, '#related-posts')).toBe(true);
    await next.click();
    await page.waitForURL(base + href);
    await expect.poll(() => kept(page, '#related-posts'), POLL).toBe(false);
    // the new post's own title, byline, picture and body, drawn in the app
    expect(await kept(page, '#post-intro')).toBe(false);
    expect(await kept(page, '#post-body')).toBe(false);
    expect(await page.locator('h1').textContent()).not.toBe(title);
    expect(await page.locator('#post-body img.post-image').count()).toBe(1);
    expect((await page.locator('#post-body .post-body').innerText()).length).toBeGreaterThan(200);
    // the new post's related posts: the one it came from among them, itself not
    const cards = await keepReading
      .locator('.blog-card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(cards).not.toContain(href);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
