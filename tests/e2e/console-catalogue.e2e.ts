import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { addStaff, consoleShots, signInToConsole } from './console-staff';
import { startShop, type RunningShop } from './shop-server';

// An editor makes a product in the console (two sizes, an uploaded picture), publishes it, and
// a shopper finds it on the shop (page, search, sitemap) and buys the larger size through the
// hosted checkout. Screenshots of the console screens at desktop and phone sizes go to
// CONSOLE_SHOTS_DIR when it is set.

const PRODUCT = { handle: 'morning-dew-gel-cream', title: 'Morning Dew Gel Cream' };

let shop: RunningShop;
let browser: Browser;
let editor: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  editor = addStaff(shop.dataDir, 'editor');
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Reloads `path` on the shop until `ready` holds (30 s at most). */
async function untilShown(page: Page, path: string, ready: () => Promise<boolean>) {
  const started = Date.now();
  for (;;) {
    await page.goto(`${shop.baseUrl}${path}`);
    if (await ready()) return Math.round((Date.now() - started) / 100) / 10;
    if (Date.now() - started > 30_000) throw new Error(`not visible on ${path} after 30 s`);
    await page.waitForTimeout(300);
  }
}

describe('a product made in the console', () => {
  it('is created with two sizes and a picture, published, and bought on the shop', async () => {
    const w = await openPage(browser, { width: 1366, height: 900 });
    const { page } = w;
    const consoleUrl = shop.consoleUrl;
    await signInToConsole(page, consoleUrl, editor);

    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(`${consoleUrl}/products`);
    await consoleShots(page, 'products-list');
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByLabel('Title', { exact: true }).fill(PRODUCT.title);
    await page.getByLabel('Subtitle', { exact: true }).fill('Weightless hyaluronic moisturiser');
    await page.getByLabel('Description', { exact: true }).fill('<p>A <strong>cooling</strong> gel cream.</p>');
    await page.getByLabel('Key benefits', { exact: true }).fill('Hydrates for 24 hours\nNo residue');
    await page.getByRole('checkbox', { name: 'Moisturizers' }).check();
    await page.getByRole('checkbox', { name: 'Dry', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Limited edition', exact: true }).check();
    await page.fill('#variant-0-title', '1 fl oz');
    await page.fill('#variant-0-sku', 'MDG-30');
    await page.fill('#variant-0-price', '38');
    await page.fill('#variant-0-stock', '20');
    await page.fill('#variant-1-title', '1.7 fl oz');
    await page.fill('#variant-1-sku', 'MDG-50');
    // a compare-at price under the price is refused, with the form kept
    await page.fill('#variant-1-price', '56');
    await page.fill('#variant-1-compareAt', '50');
    await page.fill('#variant-1-stock', '12');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.locator('#variant-1-compareAt-error').waitFor();
    expect(await page.textContent('#variant-1-compareAt-error')).toContain('must be higher than the price ($56.00)');
    expect(await page.inputValue('#variant-0-sku')).toBe('MDG-30');
    await consoleShots(page, 'product-refused');
    await page.fill('#variant-1-compareAt', '64');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created as a draft.').waitFor();
    await consoleShots(page, 'product-edit');

    await page.getByRole('link', { name: 'Pictures' }).click();
    const jpeg = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#bfe3e0' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#picture-file', { name: 'gel-cream.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByLabel('Alt text', { exact: true }).fill('A jar of gel cream on blue');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Picture added.').waitFor();
    await consoleShots(page, 'product-pictures');
    await page.getByRole('link', { name: 'Back to the product' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Product published').waitFor();

    // the shopper's side: the page (with the uploaded picture and the sale), search and the sitemap
    const shopper = await openPage(browser, { width: 1366, height: 900 });
    const s = shopper.page;
    const seconds = await untilShown(
      s,
      `/products/${PRODUCT.handle}`,
      async () => (await s.locator('h1').first().textContent())?.includes(PRODUCT.title) ?? false,
    );
    console.info('published → on the product page, seconds:', seconds);
    await waitForHydration(s);
    expect(await s.locator('main img[alt="A jar of gel cream on blue"]').count()).toBeGreaterThan(0);
    expect(await s.getByText('Limited edition').count()).toBeGreaterThan(0);
    const sitemap = await (await fetch(`${shop.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/products/${PRODUCT.handle}</loc>`);

    await s.locator('.variant-picker label', { hasText: '1.7 fl oz' }).first().click();
    expect(await s.getByRole('radio', { name: /1\.7 fl oz/ }).isChecked()).toBe(true);
    await s.click('button.add-to-cart');
    await s.locator('.added-confirmation').waitFor();
    await s.goto(`${shop.baseUrl}/cart`);
    await waitForHydration(s);
    expect(await s.textContent('main')).toContain('1.7 fl oz');
    await s.click('a.checkout-button');
    await s.waitForURL(/\/checkout\/[0-9a-f]{64}\/information$/);
    await s.fill('#email', 'catalogue-e2e@example.com');
    await s.fill('#firstName', 'Gia');
    await s.fill('#lastName', 'Guest');
    await s.fill('#address1', '5 Pine St');
    await s.fill('#city', 'Seattle');
    await s.selectOption('#provinceCode', 'WA');
    await s.fill('#zip', '98101');
    await s.click('button[type="submit"]');
    await s.waitForURL(/\/shipping$/);
    await s.check('input[name="shippingMethod"][value="standard"]');
    await s.click('button[type="submit"]');
    await s.waitForURL(/\/payment$/);
    expect(await s.textContent('.review')).toContain(PRODUCT.title);
    await s.fill('#cardNumber', '4242 4242 4242 4242');
    await s.fill('#nameOnCard', 'Gia Guest');
    await s.fill('#expiry', '12/30');
    await s.fill('#cvc', '123');
    await s.click('button[type="submit"]');
    await s.waitForURL(/\/confirmation$/);
    expect(await s.textContent('h1')).toMatch(/Order #\d+ is confirmed/);

    // the console's stock shows the sale
    await page.goto(`${consoleUrl}/products?q=MDG-50`);
    expect(await page.textContent('main')).toContain(PRODUCT.title);
    await page.getByRole('link', { name: PRODUCT.title }).click();
    expect(await page.inputValue('#variant-1-stock')).toBe('11');
    expect(shopper.problems.filter((p) => !p.includes('/_ipx/'))).toEqual([]);
  }, 180_000);
});
