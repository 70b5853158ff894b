import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff, setPasswordHash } from '../../server/backend/console/staff/staff-store';
import { hashPasswordSync } from '../../server/backend/customers/passwords';
import { openDatabase, type Db } from '../../server/backend/db/open-database';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { startShop, type RunningShop } from './shop-server';

// Orders from both sides in a real browser: the demo customer buys twice, staff ship the first
// order in the console in two parcels (JavaScript on, then off), refund part of it and cancel
// the second (JavaScript off); the customer's order pages show "Shipped" with the carrier, the
// tracking links and dates, the refund, and the cancellation with its reason. A shop of its own
// (its purchases must not reach the demo customer's history other files count), with its console.

const POLL = { timeout: 10_000 };
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const STAFF = { email: 'fran@shop.test', password: 'a long staff password 42' };
const PRODUCT = { handle: 'barrier-repair-moisturizer', title: 'Barrier Repair Moisturizer' };
const CHECKOUT_STEP = (step: string) => new RegExp(`/checkout/[0-9a-f]{64}/${step}$`);
/** a directory to save screenshots in (CONSOLE_SHOTS) */
const SHOTS = process.env.CONSOLE_SHOTS;

let shop: RunningShop;
let browser: Browser;
let db: Db;
let consoleUrl: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  consoleUrl = shop.consoleUrl;
  db = openDatabase(join(shop.dataDir, 'store.db'));
  const staff = insertStaff(db, STAFF.email, 'fulfilment', new Date());
  setPasswordHash(db, staff.id, hashPasswordSync(STAFF.password));
});
afterAll(async () => {
  await browser?.close();
  db?.close();
  await shop?.stop();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const text = async (page: Page, selector: string) =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();

/** The demo customer buys `quantity` of PRODUCT with the saved address; answers the order's number. */
async function buy(page: Page, quantity: number): Promise<number> {
  await page.goto(`${shop.baseUrl}/products/${PRODUCT.handle}`);
  await waitForHydration(page);
  for (let i = 0; i < quantity; i++) {
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByText(`Added 1 × ${PRODUCT.title}`).first().waitFor();
  }
  await page.goto(`${shop.baseUrl}/cart`);
  await waitForHydration(page);
  await page.getByRole('link', { name: /^(proceed to )?checkout$/i }).click();
  await page.waitForURL(CHECKOUT_STEP('information'));
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.waitForURL(CHECKOUT_STEP('shipping'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(CHECKOUT_STEP('payment'));
  await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Dana Morgan');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order · \$\d+\.\d\d$/ }).click();
  await page.waitForURL(CHECKOUT_STEP('confirmation'));
  return Number((await text(page, '.order-number')).replace('#', ''));
}

async function signInCustomer(page: Page) {
  await page.goto(`${shop.baseUrl}/account/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${shop.baseUrl}/account/home`);
}

async function signInConsole(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${consoleUrl}/sign-in`);
  await page.getByLabel('E-mail').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${consoleUrl}/`);
  return page;
}

const orderId = (number: number) =>
  (db.prepare('SELECT id FROM orders WHERE number = ?').get(number) as { id: number }).id;

describe('orders in the console and on the customer’s order page', () => {
  it(
    'ship in two parcels (JS on, then off), refund, cancel; the customer sees each',
    { timeout: 240_000 },
    async () => {
      const customer = await openPage(browser, { width: 1366, height: 900 });
      await signInCustomer(customer.page);
      const first = await buy(customer.page, 2);
      const second = await buy(customer.page, 1);

      // the console with JavaScript on: the list, the order, ship one of the two units with UPS
      const withJs = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const staff = await signInConsole(withJs);
      await staff.goto(`${consoleUrl}/orders`);
      const row = staff.locator(`tr[data-order="${first}"]`);
      expect(await row.innerText()).toMatch(/Processing/);
      await shot(staff, 'console-orders-list-1366');
      await row.getByRole('link', { name: `#${first}` }).click();
      await staff.waitForURL(`${consoleUrl}/orders/${first}`);
      expect(await text(staff, 'main')).toContain('Test card ending 4242');
      await shot(staff, 'console-order-detail-1366');
      const ship = staff.locator('form[action$="/ship"]');
      await ship.getByLabel(/Barrier Repair Moisturizer/).fill('1');
      await ship.getByLabel('Carrier').selectOption('ups');
      await ship.getByLabel('Tracking number').fill('1Z999AA1012345678');
      await ship.getByRole('button', { name: 'Ship and e-mail the customer' }).click();
      // one character short: refused next to the field, nothing shipped
      expect(await text(staff, '#ship-tracking-error')).toBe(
        'A UPS tracking number is 1Z followed by 16 letters or digits.',
      );
      await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
      await ship.getByRole('button', { name: 'Ship and e-mail the customer' }).click();
      await staff.waitForURL(`${consoleUrl}/orders/${first}?notice=shipped`);
      expect(await text(staff, '.console-notice')).toBe(
        `Order #${first} shipped; the customer was e-mailed the tracking link.`,
      );

      // the console with JavaScript off: the other unit with FedEx, a refund, the second order cancelled
      const noJs = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      const phone = await signInConsole(noJs);
      await phone.goto(`${consoleUrl}/orders`);
      await shot(phone, 'console-orders-list-390');
      await phone.goto(`${consoleUrl}/orders/${first}`);
      await shot(phone, 'console-order-detail-390');
      await phone.locator('form[action$="/ship"]').getByLabel('Carrier').selectOption('fedex');
      await phone.locator('form[action$="/ship"]').getByLabel('Tracking number').fill('1234 5678 9012');
      await phone.getByRole('button', { name: 'Ship and e-mail the customer' }).click();
      await phone.waitForURL(`${consoleUrl}/orders/${first}?notice=shipped`);
      expect(await phone.locator('form[action$="/ship"]').count()).toBe(0);
      expect(await phone.locator('form[action$="/cancel"]').count()).toBe(0);
      await phone.getByLabel('Or an amount (USD)').fill('5.00');
      await phone.getByLabel('Reason (optional)').fill('Late delivery');
      await phone.getByRole('button', { name: 'Refund and e-mail the customer' }).click();
      await phone.waitForURL(`${consoleUrl}/orders/${first}?notice=refunded`);
      expect(await text(phone, 'main')).toContain('Refunded $5.00');
      await phone.goto(`${consoleUrl}/orders/${second}`);
      await phone.getByLabel('Reason (the customer reads it)').fill('Out of stock at the warehouse');
      await phone.getByRole('button', { name: 'Cancel order' }).click();
      await phone.waitForURL(`${consoleUrl}/orders/${second}?notice=cancelled`);
      await shot(phone, 'console-order-cancelled-390');

      // the first page, drawn before the second parcel: its ship is a conflict, not a third shipment
      const stale = staff.locator('form[action$="/ship"]');
      await stale.getByLabel('Carrier').selectOption('dhl');
      await stale.getByLabel('Tracking number').fill('1234567890');
      await stale.getByRole('button', { name: 'Ship and e-mail the customer' }).click();
      await staff.getByText('Someone else changed this order while you were looking at it.').waitFor();
      expect(await staff.locator('form[action$="/ship"]').count()).toBe(0);
      expect(await staff.locator('[data-shipment]').count()).toBe(2);

      // the customer's order pages, JavaScript on
      const { page } = customer;
      await page.goto(`${shop.baseUrl}/account/orders/${orderId(first)}`);
      await waitForHydration(page);
      const shipped = page.locator('.order-fulfilment');
      await expect.poll(() => shipped.count(), POLL).toBe(1);
      const shippedText = await text(page, '.order-fulfilment');
      expect(shippedText).toMatch(/Shipped \d\d\/\d\d\/\d{4} with UPS Tracking: 1Z999AA10123456784/);
      expect(shippedText).toMatch(/Shipped \d\d\/\d\d\/\d{4} with FedEx Tracking: 123456789012/);
      expect(await page.getByRole('link', { name: '1Z999AA10123456784' }).getAttribute('href')).toBe(
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      expect(await text(page, '.order-state')).toBe('Status: Shipped');
      expect(await text(page, '.order-summary')).toMatch(/Refunded \d\d\/\d\d\/\d{4} −\$5\.00/);
      await shot(page, 'customer-order-shipped-1366');
      await page.goto(`${shop.baseUrl}/account/orders/${orderId(second)}`);
      await waitForHydration(page);
      expect(await text(page, '.order-fulfilment')).toMatch(
        /Cancelled \d\d\/\d\d\/\d{4}: Out of stock at the warehouse/,
      );

      // and without JavaScript, the same session
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      const noScript = await plain.newPage();
      await noScript.goto(`${shop.baseUrl}/account/orders/${orderId(first)}`);
      expect(await noScript.getByRole('link', { name: '123456789012' }).getAttribute('href')).toBe(
        'https://www.fedex.com/fedextrack/?trknbr=123456789012',
      );
      expect(await text(noScript, '.order-state')).toBe('Status: Shipped');
      // the hosted checkout's pages name no icon: Chromium may ask /favicon.ico (404)
      expect(customer.problems.filter((p) => !/status of 404 .*\/favicon\.ico\)$/.test(p))).toEqual([]);
      await Promise.all([plain.close(), withJs.close(), noJs.close(), page.context().close()]);
    },
  );
});
