import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, DISCOUNT_CODE_MESSAGES } from '../../shared/contract/cart-messages';
import { addStaff, consoleSession, consoleShots } from './console-staff';
import { launchBrowser } from './browser';
import { startShop, type RunningShop } from './shop-server';

// Promotions and redirects from the console, seen on the shop: a redirect added on the
// Redirects screen answers 301 on the shop (first request and in the browser) within 2 seconds;
// a discount code created on the Discount codes screen is refused in the cart under its minimum
// with the reason, and applied once the cart reaches it. Without JavaScript, as every console
// screen works that way. CONSOLE_SHOTS_DIR saves the screens at 1366x900 and 390x844.

const CLEANSER = { handle: 'gentle-foaming-cleanser', title: 'Gentle Foaming Cleanser' };

let shop: RunningShop;
let browser: Browser;
let email: string;
const waits: Record<string, number> = {};

beforeAll(async () => {
  shop = await startShop();
  email = addStaff(shop.dataDir, 'owner');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  console.info('console → shop, seconds until applied:', waits);
});

const consolePage = () => consoleSession(browser, shop.consoleUrl, email, { javaScript: false });

describe('redirects', () => {
  it('a redirect added in the console answers 301 on the shop within 2 seconds', async () => {
    const staff = await consolePage();
    await staff.goto(`${shop.consoleUrl}/redirects`);
    expect(await staff.locator('tbody tr').count()).toBeGreaterThan(50); // seeded from config/redirects.json
    expect((await fetch(`${shop.baseUrl}/holiday-edit`, { redirect: 'manual' })).status).toBe(404);

    await staff.getByLabel('From (a path on the shop)').fill('/holiday-edit');
    await staff.getByLabel('To (a path on the shop or a full address)').fill('/shop/category/serums');
    await Promise.all([staff.waitForURL(/notice=added/), staff.getByRole('button', { name: 'Add redirect' }).click()]);
    const added = Date.now();
    await staff.locator('.console-notice', { hasText: 'Redirect added' }).waitFor();

    let res: Response;
    for (;;) {
      res = await fetch(`${shop.baseUrl}/holiday-edit?utm_source=mail`, { redirect: 'manual' });
      if (res.status === 301 || Date.now() - added > 2000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    waits.redirect = (Date.now() - added) / 1000;
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/shop/category/serums?utm_source=mail');

    const shopper = await browser.newPage();
    await shopper.goto(`${shop.baseUrl}/holiday-edit`);
    expect(new URL(shopper.url()).pathname).toBe('/shop/category/serums');

    // a loop is refused where it is typed
    await staff.getByLabel('From (a path on the shop)').fill('/shop/category/serums');
    await staff.getByLabel('To (a path on the shop or a full address)').fill('/holiday-edit');
    await staff.getByRole('button', { name: 'Add redirect' }).click();
    await staff.locator('.console-error', { hasText: 'This would make a loop' }).waitFor();
    await consoleShots(staff, 'console-redirects');
  }, 120_000);
});

describe('discount codes', () => {
  it('a code created in the console is refused under its minimum, with the reason, and applied above it', async () => {
    const staff = await consolePage();
    await staff.goto(`${shop.consoleUrl}/discounts/new`);
    await staff.getByLabel('Code').fill('take5');
    await staff.getByLabel('A fixed amount off the order').check();
    await staff.getByLabel('Percentage or amount').fill('5');
    await staff.getByLabel('Description').fill('$5 off orders of $30 or more');
    await staff.getByLabel('Minimum subtotal in dollars (optional)').fill('30');
    await staff.getByLabel('Uses per customer (optional)').fill('1');
    await consoleShots(staff, 'console-discount-form');
    await Promise.all([
      staff.waitForURL(/notice=created/),
      staff.getByRole('button', { name: 'Create discount code' }).click(),
    ]);
    expect(await staff.locator('#discount-TAKE5').innerText()).toContain('$5.00 off');
    await consoleShots(staff, 'console-discounts');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const shopper = await context.newPage();
    await shopper.goto(`${shop.baseUrl}/products/${CLEANSER.handle}`);
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await shopper.waitForURL(`${shop.baseUrl}/products/${CLEANSER.handle}`);
    await shopper.goto(`${shop.baseUrl}/cart`);
    const subtotal = Number((await shopper.locator('.cart-line-total').first().innerText()).replace(/[^\d.]/g, ''));
    expect(subtotal).toBeLessThan(30);

    await shopper.getByLabel('Discount code', { exact: true }).fill('take5');
    await shopper.getByRole('button', { name: 'Apply', exact: true }).click();
    const missing = `$${(30 - subtotal).toFixed(2)}`;
    await shopper
      .getByRole('alert')
      .filter({ hasText: DISCOUNT_CODE_MESSAGES.belowMinimum('TAKE5', '$30.00', missing) })
      .waitFor();

    await shopper.getByRole('button', { name: `Increase quantity of ${CLEANSER.title}` }).click();
    await shopper
      .getByRole('status')
      .filter({ hasText: CART_MESSAGES.quantityUpdated(CLEANSER.title, 2) })
      .waitFor();
    await shopper.getByLabel('Discount code', { exact: true }).fill('take5');
    await shopper.getByRole('button', { name: 'Apply', exact: true }).click();
    await shopper
      .getByRole('status')
      .filter({ hasText: CART_MESSAGES.codeApplied('TAKE5') })
      .waitFor();
    expect(await shopper.locator('main').innerText()).toContain(`$${(subtotal * 2 - 5).toFixed(2)}`);
    await context.close();
  }, 120_000);
});
