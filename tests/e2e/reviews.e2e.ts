import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../shared/contract/review';
import { launchBrowser, openPage, waitForElementHydrated, waitForHydration, signInDemoFromPage } from './browser';

// Product reviews in a real browser on the production build: read them from the rating link,
// filter by stars, and write one as the demo customer, who bought the vitamin C serum (order 1001).

const base = inject('baseUrl');
const BOUGHT = 'vitamin-c-15-brightening-serum';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto(`${base}/`);
  await waitForHydration(page);
  const errors = await signInDemoFromPage(page);
  expect(errors).toEqual([]);
}

const ratingsShown = (page: Page) =>
  page.locator('li.review').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rating'))));

/**
 * The bought product's page, hydrated, with the reviews' code held back (as on a slow
 * connection) until `release()`.
 */
async function productWithReviewsCodeHeld(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ReviewsSection-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/products/${BOUGHT}`);
  await waitForHydration(page);
  return release;
}

describe('reviews', () => {
  it('reads and filters: the rating links to the reviews, a star filter keeps the URL, signed out is asked to sign in', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/products/gentle-foaming-cleanser`);
    await waitForHydration(page);
    await page.click('a.product-rating-link');
    await page.waitForFunction(() => location.hash === '#reviews');
    // The part's code is asked for with the page; pressed before it is in (a loaded machine), the
    // in-app navigation shows the part once it is.
    await expect.poll(() => page.locator('#reviews .review-bar').count(), { timeout: 10_000 }).toBe(5);
    expect(await page.locator('li.review').count()).toBe(5);
    await page.locator('#reviews').getByText(REVIEW_MESSAGES.signInToWrite).waitFor();

    await page.locator('.review-filters select[name=reviews_rating]').selectOption('4');
    await page.waitForURL(/reviews_rating=4/);
    await page.locator('.reviews-count', { hasText: 'match these filters' }).waitFor();
    const shown = await ratingsShown(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r === 4)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("the rating pressed before the reviews' code is in keeps the reviews drawn, then goes to them", async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    const release = await productWithReviewsCodeHeld(page);
    const drawn = () => page.evaluate(() => document.querySelector('#reviews li.review') !== null);
    expect(await drawn()).toBe(true);
    await page.click('a.product-rating-link');
    const reviewsTop = () =>
      page.evaluate(() => Math.round(document.getElementById('reviews')!.getBoundingClientRect().top));
    // React would give the server's markup of a part still waiting for its code up for nothing,
    // and the link's target with it: the URL waits for the code instead, but not the scroll.
    expect(await reviewsTop()).toBeLessThan(100);
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(100);
      expect(await drawn()).toBe(true);
    }
    expect(await page.evaluate(() => location.hash)).toBe('');
    release();
    await page.waitForFunction(() => location.hash === '#reviews');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('reviews')!.getBoundingClientRect().top)))
      .toBeLessThan(100);
    expect(await drawn()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("the skip link pressed before the reviews' code is in moves the focus to the main content at once", async () => {
    const { page, problems } = await openPage(browser);
    const release = await productWithReviewsCodeHeld(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => document.querySelector('#reviews li.review') !== null)).toBe(true);
    release();
    await page.waitForFunction(() => location.hash === '#main');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a star bar and Clear filters navigate in the app and keep the scroll position', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/products/gentle-foaming-cleanser`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const bar = page.locator('#reviews .review-bar').first(); // 5 stars
    await bar.scrollIntoViewIfNeeded();
    // The reviews hydrate once near the screen; until then their links are plain ones, which
    // load the document (deferred-part.tsx).
    await waitForElementHydrated(page, '#reviews .review-bar');
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(300);
    await bar.click();
    await page.waitForURL(/reviews_rating=5/);
    await page.locator('.reviews-count', { hasText: 'match these filters' }).waitFor();
    expect(await ratingsShown(page)).toEqual(expect.arrayContaining([5]));
    expect((await ratingsShown(page)).every((r) => r === 5)).toBe(true);
    // no document load, and not sent back to the top
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(before / 2);
    await page.locator('#reviews a', { hasText: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('reviews_rating'));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(before / 2);
    expect(problems).toEqual([]);
  });

  it('writes a review as a buyer: refused field first, then held for moderation with the review event', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page);
    await page.goto(`${base}/products/${BOUGHT}#reviews`);
    await waitForHydration(page);
    const form = page.locator('form.review-form');
    await form.waitFor();
    await form.locator('label.review-rating-choice').nth(1).click(); // 4 stars
    await form.locator('input[name=title]').fill('Brighter by week three');
    await form.locator('textarea[name=text]').fill('Too short');
    await form.locator('select[name=skinType]').selectOption('combination');
    await form.locator('button[type=submit]').click();
    await form.locator('.field-error', { hasText: 'Must be at least 20 characters.' }).waitFor();

    await form
      .locator('textarea[name=text]')
      .fill('Layers well under sunscreen and my dark spots look lighter after three weeks.');
    await form.locator('button[type=submit]').click();
    await page.locator('.write-review .form-alert-done', { hasText: REVIEW_MESSAGES.submitted }).waitFor();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.event === 'review',
      ),
    );
    expect(events).toEqual([expect.objectContaining({ event: 'review', item_id: BOUGHT, rating: 4 })]);

    // pending: not listed; and the form is gone for good
    expect(await page.locator('li.review', { hasText: 'Brighter by week three' }).count()).toBe(0);
    await page.reload();
    await page.locator('#reviews').getByText(REVIEW_MESSAGES.alreadyReviewed).waitFor();
    expect(problems).toEqual([]);
  });
});
