import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// Site search in a real browser: the header's combobox (results as you type, arrow keys and
// Enter, Escape, one request per pause with earlier ones aborted, the `search` event), the
// phone's icon, and the results page without JavaScript.

const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport?: { width: number; height: number }) {
  const watched = await openPage(browser, viewport);
  await watched.page.goto(base + path);
  await waitForHydration(watched.page);
  return watched;
}

const combobox = (page: Page) => page.locator('.header-search input[role="combobox"]');
const dataLayerSearches = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'search',
    ),
  );

describe('header search box', () => {
  it('types "hyaluronc": the listbox shows a hyaluronic product; ArrowDown + Enter opens it', async () => {
    const { page, problems } = await open('/');
    const searches: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/cms/v1.0/search') && searches.push(r.postData() ?? ''));
    page.on(
      'requestfailed',
      (r) => r.url().endsWith('/api/cms/v1.0/search') && failed.push(r.failure()?.errorText ?? ''),
    );

    const input = combobox(page);
    await input.click();
    await input.pressSequentially('hyaluronc', { delay: 30 });
    // the whole word is asked for; on a loaded machine a pause between keys may ask for a prefix first
    await expect.poll(() => searches.at(-1) && JSON.parse(searches.at(-1)!).q, { timeout: 10_000 }).toBe('hyaluronc');
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await expect.poll(() => listbox.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const first = listbox.locator('[role="option"]').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toMatch(/hyaluronic/i);
    // typed faster than the debounce: far fewer requests than letters
    expect(searches.length).toBeLessThanOrEqual(3);

    await page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const label = (await first.locator('.search-option-label').textContent())!;

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\/hyaluronic-/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(label);
    expect(await dataLayerSearches(page)).toEqual([{ event: 'search', search_term: 'hyaluronc' }]);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('walks with the arrow keys (wrapping), closes on Escape, and Enter without a choice opens the results page', async () => {
    const { page, problems } = await open('/shop');
    const input = combobox(page);
    await input.fill('serum');
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await expect.poll(() => listbox.isVisible(), { timeout: 10_000 }).toBe(true);
    const options = listbox.locator('[role="option"]');
    const count = await options.count();
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(count - 1).getAttribute('id'));
    expect(await options.nth(count - 1).textContent()).toContain('See all results');
    // the option the keys reached is in the popup's view (the list scrolls to it)
    const inView = (i: number) =>
      options.nth(i).evaluate((el) => {
        const list = el.closest('.search-popup')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return r.top >= list.top - 1 && r.bottom <= list.bottom + 1;
      });
    await expect.poll(() => inView(count - 1)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await expect.poll(() => inView(0)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => listbox.isVisible()).toBe(false);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    expect(await input.inputValue()).toBe('serum');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=serum$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Search results for “serum”');
    expect(await page.title()).toBe('Search results for “serum” | Lumen Skin');
    expect(await dataLayerSearches(page)).toEqual([{ event: 'search', search_term: 'serum' }]);
    expect(problems).toEqual([]);
  });

  it('aborts the earlier request when a newer query replaces it', async () => {
    const { page, problems } = await open('/');
    // hold every search answer back a little so the first is still in flight when the second starts
    await page.route('**/api/cms/v1.0/search', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue().catch(() => undefined);
    });
    const failed: string[] = [];
    page.on(
      'requestfailed',
      (r) => r.url().endsWith('/api/cms/v1.0/search') && failed.push(JSON.parse(r.postData() ?? '{}').q),
    );
    const input = combobox(page);
    // Waiting starts before the typing: on a busy machine the debounced request can leave
    // before a wait begun after fill() would be listening.
    const first = page.waitForRequest('**/api/cms/v1.0/search');
    await input.fill('retin');
    await first;
    await input.fill('retinol');
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await expect
      .poll(() => listbox.locator('[role="option"]').first().textContent(), { timeout: 10_000 })
      .toMatch(/retinol/i);
    await expect.poll(() => failed).toEqual(['retin']);
    expect(problems.filter((p) => !/aborted|ERR_ABORTED/i.test(p))).toEqual([]);
  });

  it('on a phone, the icon opens the field, which searches as on a desktop', async () => {
    const { page, problems } = await open('/', PHONE);
    const input = combobox(page);
    expect(await input.isVisible()).toBe(false);
    await page.locator('.search-toggle').click();
    await expect.poll(() => input.isVisible()).toBe(true);
    // The field takes focus in the frame after it shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('vitamn c', { delay: 20 });
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await expect.poll(() => listbox.isVisible(), { timeout: 10_000 }).toBe(true);
    const box = (await listbox.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await listbox.locator('[role="option"]').first().textContent()).toMatch(/vitamin c/i);
    await page.locator('.search-close').click();
    await expect.poll(() => input.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('submits the header form to the results page, and the phone icon links there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/blog`);
    await page.locator('.header-search input[name="q"]').fill('hyaluronc');
    await page.locator('.header-search input[name="q"]').press('Enter');
    await page.waitForURL(/\/search\?q=hyaluronc$/);
    expect(await page.locator('main h1').textContent()).toBe('Search results for “hyaluronc”');
    const firstProduct = page.locator('.search-product a').first();
    expect(await firstProduct.textContent()).toMatch(/hyaluronic/i);
    await firstProduct.click();
    await page.waitForURL(/\/products\/hyaluronic-/);

    await page.setViewportSize(PHONE);
    await page.goto(`${base}/`);
    expect(await page.locator('.header-search input[name="q"]').isVisible()).toBe(false);
    await page.locator('.search-toggle').click();
    await page.waitForURL(/\/search$/);
    await page.locator('#search-page-q').fill('zzqqxxv');
    await page.locator('#search-page-q').press('Enter');
    await page.waitForURL(/\/search\?q=zzqqxxv$/);
    expect(await page.locator('main').textContent()).toContain('No results for “zzqqxxv”');
    await context.close();
  });
});
