import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/backend/db/open-database';
import { launchBrowser, waitForHydration } from './browser';
import { addStaff, consoleSession } from './console-staff';
import { startShop, type RunningShop } from './shop-server';

// "Email me when it's back" in a real browser, JavaScript on and off, on a desktop and a phone:
// a visitor asks for a sold-out size and confirms from the outbox, the demo customer asks with
// one click and sees it under Stock alerts, staff restock the size on the console's stock
// screen, the visitor's mail links the product at that size (on sale), and the customer's alert
// is gone from the account. A shop of its own: its stock changes must not reach other files.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
/** a directory to save screenshots in */
const SHOTS = process.env.STOCK_ALERT_SHOTS;

let shop: RunningShop;
let browser: Browser;
let db: Db;
let staffEmail: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  db = openDatabase(join(shop.dataDir, 'store.db'));
  staffEmail = addStaff(shop.dataDir, 'fulfilment');
}, 90_000);
afterAll(async () => {
  await browser?.close();
  db?.close();
  await shop?.stop();
});

const variantIdOf = (sku: string) =>
  (db.prepare('SELECT id FROM variants WHERE sku = ?').get(sku) as { id: number }).id;
const latestMail = (to: string, subject: string) =>
  db
    .prepare('SELECT body FROM emails WHERE recipient = ? AND subject LIKE ? ORDER BY id DESC LIMIT 1')
    .get(to, subject) as { body: string } | undefined;
const linkIn = (body: string) => /https?:\/\/\S+/.exec(body)![0];

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function newPage(javaScript: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  return { page, problems };
}

async function go(page: Page, url: string, javaScript: boolean) {
  await page.goto(url);
  if (javaScript) await waitForHydration(page);
}

/** Staff set a size's stock on the console's stock screen (which tells the shop's caches). */
async function setStock(
  sku: string,
  quantity: number,
  reason: string,
  javaScript: boolean,
  viewport: { width: number; height: number },
) {
  const staff = await consoleSession(browser, shop.consoleUrl, staffEmail, { javaScript, viewport });
  await staff.goto(`${shop.consoleUrl}/stock?q=${sku}`);
  const row = staff.locator(`tr#stock-${sku}`);
  await row.locator('select[name=mode]').selectOption('set');
  await row.locator('input[name=quantity]').fill(String(quantity));
  await row.locator('input[name=reason]').fill(reason);
  await Promise.all([staff.waitForURL(/notice=saved/), row.getByRole('button', { name: 'Save' }).click()]);
  await staff.context().close();
}

async function signInDemo(page: Page, javaScript: boolean) {
  await go(page, `${shop.baseUrl}/account/login`, javaScript);
  await page.getByRole('main').getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO.password);
  await Promise.all([
    page.waitForURL(`${shop.baseUrl}/account/home`),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

const cases = [
  {
    name: 'JavaScript on, desktop',
    js: true,
    viewport: DESKTOP,
    handle: 'hydrating-cream-cleanser',
    sku: 'CLN-HCC-400',
    size: '13.5 fl oz',
  },
  {
    name: 'JavaScript off, phone',
    js: false,
    viewport: PHONE,
    handle: 'hydrating-essence-toner',
    sku: 'HA-HET-300',
    size: '10 fl oz',
  },
  {
    name: 'JavaScript on, phone',
    js: true,
    viewport: PHONE,
    handle: 'at-home-resurfacing-peel-pads',
    sku: 'EXF-RPP-60',
    size: '60 pads',
  },
  {
    name: 'JavaScript off, desktop',
    js: false,
    viewport: DESKTOP,
    handle: 'micro-polish-facial-scrub',
    sku: 'EXF-MPS-100',
    size: '3.4 fl oz',
  },
] as const;

describe.each(cases)('stock alert, $name', ({ name, js, viewport, handle, sku, size }) => {
  const visitorEmail = `visitor-${sku.toLowerCase()}@example.com`;
  const tag = name.replace(/\W+/g, '-').toLowerCase();

  it('a visitor asks and confirms, the customer asks with one click, staff restock, the mail links the size, the alert is gone', async () => {
    const variant = variantIdOf(sku);
    const single = handle === 'micro-polish-facial-scrub';

    // a visitor reaches the sold-out size: its size button with JavaScript, its link without
    const { page: visitor, problems } = await newPage(js, viewport);
    await go(visitor, `${shop.baseUrl}/products/${handle}`, js);
    if (!single) {
      if (js) await visitor.locator('.variant-picker label', { hasText: size }).click();
      else await visitor.getByRole('link', { name: 'email me when it’s back' }).first().click();
    }
    const block = visitor.locator('#back-in-stock');
    await block.getByText(single ? 'Sold out' : `Sold out in ${size}`).waitFor();
    expect(await visitor.locator('.purchase-form button.add-to-cart').count()).toBe(0);
    await shot(visitor, `${tag}-1-sold-out`);
    await block.getByRole('textbox', { name: /^E-mail/ }).fill(visitorEmail);
    // consent first left out: the message sits beside the box
    await block.getByRole('button', { name: 'Email me when it’s back' }).click();
    await block.locator('.field-error', { hasText: /must be ticked/i }).waitFor();
    await block.getByRole('checkbox').check();
    await block.getByRole('button', { name: 'Email me when it’s back' }).click();
    await block.getByText('Check your inbox').waitFor();
    if (!js) expect(visitor.url()).toContain(`?variant=${variant}&alert=sent`);
    await shot(visitor, `${tag}-2-asked`);

    const confirm = latestMail(visitorEmail, 'Confirm your stock alert');
    await go(visitor, linkIn(confirm!.body), js);
    await visitor.getByRole('button', { name: 'Confirm my alert' }).click();
    await visitor.getByText('Confirmed: we will e-mail you once').waitFor();

    // the demo customer: one click, then the alert in the account
    const { page: customer } = await newPage(js, viewport);
    await signInDemo(customer, js);
    await go(customer, `${shop.baseUrl}/products/${handle}?variant=${variant}`, js);
    const own = customer.locator('#back-in-stock');
    await own.getByText(DEMO.email).waitFor();
    await own.getByRole('button', { name: 'Email me when it’s back' }).click();
    await own.getByText('Done: we will e-mail you once').waitFor();
    await go(customer, `${shop.baseUrl}/account/stock-alerts`, js);
    const card = customer.locator('.stock-alert-card', { hasText: size });
    await card.waitFor();
    await shot(customer, `${tag}-3-account`);

    // staff restock 2 on the console's stock screen
    await setStock(sku, 2, 'Delivery from the lab', js, viewport);

    // the visitor's mail links the product at that size, on sale now
    const mail = latestMail(visitorEmail, 'Back in stock:%');
    expect(mail, 'the restock mail').toBeDefined();
    const link = linkIn(mail!.body);
    expect(link).toBe(`${shop.baseUrl}/products/${handle}?variant=${variant}`);
    expect(mail!.body).toMatch(/Stop all stock alerts to this address: http\S+\/back-in-stock\/unsubscribe\?email=/);
    await go(visitor, link, js);
    const add = visitor.locator('.purchase-form button.add-to-cart');
    await add.waitFor();
    expect(await add.isDisabled()).toBe(false);
    if (!single) expect(await visitor.locator('.variant-picker label.is-selected').innerText()).toContain(size);
    await shot(visitor, `${tag}-4-back`);

    // the customer's alert was mailed, so it is gone from the account
    await go(customer, `${shop.baseUrl}/account/stock-alerts`, js);
    await customer.locator('h1', { hasText: 'Stock alerts' }).waitFor();
    expect(await customer.locator('.stock-alert-card', { hasText: size }).count()).toBe(0);
    expect(latestMail(DEMO.email, `Back in stock:%${size}`)).toBeDefined();
    expect(problems).toEqual([]);
    await visitor.context().close();
    await customer.context().close();
  }, 180_000);
});

describe('Remove in the account', () => {
  it('removes an alert with JavaScript off', async () => {
    // Sold out again through the console, as staff would: a write straight to the database
    // would leave the shop's cached answers (restocked by the first case) as they were.
    const sku = 'CLN-HCC-400';
    await setStock(sku, 0, 'Stock count', false, PHONE);
    const variant = variantIdOf(sku);
    const { page } = await newPage(false, PHONE);
    await signInDemo(page, false);
    await go(page, `${shop.baseUrl}/products/hydrating-cream-cleanser?variant=${variant}`, false);
    await page.locator('#back-in-stock').getByRole('button', { name: 'Email me when it’s back' }).click();
    await go(page, `${shop.baseUrl}/account/stock-alerts`, false);
    const card = page.locator('.stock-alert-card', { hasText: '13.5 fl oz' });
    await card.getByRole('button', { name: /Remove/ }).click();
    await page.getByText('Alert removed.').waitFor();
    expect(await page.locator('.stock-alert-card', { hasText: '13.5 fl oz' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
