import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/backend/db/open-database';
import { launchBrowser, openPage } from './browser';
import { addStaff, signInToConsole } from './console-staff';
import { startShop, type RunningShop } from './shop-server';

// An editor exports the demo catalogue from the Products screen and imports the same file:
// the preview says nothing would change. A file with errors lists them by line and column,
// offers nothing to apply, and the store is as it was.

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

function storeFacts() {
  const db = openDatabase(join(shop.dataDir, 'store.db'));
  try {
    return db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM products) AS products, (SELECT SUM(price_cents) FROM variants) AS prices, (SELECT COUNT(*) FROM audit_log WHERE action LIKE 'product.%') AS audited",
      )
      .get();
  } finally {
    db.close();
  }
}

describe('the product CSV', () => {
  it('round-trips the demo catalogue, and a file with errors writes nothing', async () => {
    const { page } = await openPage(browser, { width: 1366, height: 900 });
    const consoleUrl = shop.consoleUrl;
    await signInToConsole(page, consoleUrl, editor);
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(`${consoleUrl}/products`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync(await download.path());
    const text = file.toString('utf8');
    const products = new Set(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.slice(0, l.indexOf(','))),
    ).size;
    expect(products).toBeGreaterThan(50);
    const before = storeFacts();

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL(`${consoleUrl}/products/csv/import`);
    await page.getByLabel('CSV file (Shopify product format)').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: file,
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect
      .poll(() => page.locator('#import-summary').textContent())
      .toBe(`catalogue.csv: ${products} products. 0 to create, 0 to update, ${products} unchanged.`);
    expect(await page.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);

    // a price that is no number and a size with no name, on known lines
    const lines = text.split('\r\n');
    const priced = lines.findIndex((l, i) => i > 0 && /,\d+\.\d\d,/.test(l));
    const broken = lines.map((l, i) => (i === priced ? l.replace(/,(\d+\.\d\d),/, ',twelve,') : l));
    await page.goto(`${consoleUrl}/products/csv/import`);
    await page.getByLabel('CSV file (Shopify product format)').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(broken.join('\r\n')),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const errors = page.locator('#import-errors');
    await expect
      .poll(() => errors.textContent())
      .toContain(`Line ${priced + 1}, Variant Price: Enter a price in dollars`);
    expect(await errors.textContent()).toContain('nothing was written');
    expect(await page.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
    expect(storeFacts()).toEqual(before);
  });
});
