import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { startShop, type RunningShop } from './shop-server';

// Beyond checkout.e2e.ts (a guest's purchase, the checkout with JavaScript off): a
// SIGNED-IN purchase that ends in the order history, and a declined TEST card that keeps the
// cart. These place orders for the demo customer, so they run on a shop of their own (fresh
// data directory): the other files count the demo customer's 6 orders.

/** how long a shown change may take to settle (2 cores shared: vitest's default 1 s is tight) */
const POLL = { timeout: 10_000 };
const PRODUCT = { handle: 'barrier-repair-moisturizer', title: 'Barrier Repair Moisturizer' };
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const CHECKOUT_STEP = (step: string) => new RegExp(`/checkout/[0-9a-f]{64}/${step}$`);
/** a directory to save screenshots of the steps in (CHECKOUT_SHOTS, as checkout.e2e.ts) */
const SHOTS = process.env.CHECKOUT_SHOTS;
let shop: RunningShop;
let base: string;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  base = shop.baseUrl;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/**
 * The console errors and page errors of a test, but for the hosted checkout's favicon: its
 * pages name no icon, so Chromium may ask /favicon.ico (404) depending on timing.
 */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404 .*\/favicon\.ico\)$/.test(p));

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const TOTALS = ['Subtotal', 'Shipping', 'Tax', 'Total'] as const;
/** The amount a totals row shows ('Tax (6.25%) $3.63' → '$3.63'). */
const amount = (shown: string, label: string) =>
  new RegExp(`${label}(?: \\([^)]*\\))? (\\$\\d+\\.\\d\\d)`).exec(shown)?.[1];

/** What the shopper reads in an element (its rendered text, spaces collapsed). */
const text = async (page: Page, selector: string) =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();

async function signIn(page: Page) {
  await page.goto(`${base}/account/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/account/home`);
}

/** Adds one of PRODUCT from its page and waits for the shop to confirm it. */
async function addToCart(page: Page) {
  await page.goto(`${base}/products/${PRODUCT.handle}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByText(`Added 1 × ${PRODUCT.title}`).first().waitFor();
}

async function openCart(page: Page) {
  await page.goto(`${base}/cart`);
  await waitForHydration(page);
}

/** From the cart page to the hosted checkout: its first step not done yet. */
async function startCheckout(page: Page, step = 'information') {
  await page.getByRole('link', { name: /^(proceed to )?checkout$/i }).click();
  await page.waitForURL(CHECKOUT_STEP(step));
}

async function pay(page: Page, card: string) {
  await page.getByLabel('Card number (test)').fill(card);
  await page.getByLabel('Name on card').fill('Dana Morgan');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order · \$\d+\.\d\d$/ }).click();
}

describe('a signed-in purchase', () => {
  it('demo customer: saved address, express shipping, TEST card → confirmation → the order tops /account/orders with its lines and totals', async () => {
    const w = await openPage(browser, { width: 1366, height: 900 });
    const { page } = w;
    await signIn(page);
    await addToCart(page);
    await openCart(page);
    await startCheckout(page);

    // contact prefilled from the account; the saved addresses offered, the default chosen
    expect(await page.getByRole('main').getByLabel('E-mail').inputValue()).toBe(DEMO.email);
    const saved = page.locator('input[name="savedAddress"]');
    expect(await saved.count()).toBe(4); // 3 saved + "Use a new address"
    expect(await page.locator('input[name="savedAddress"]:checked').locator('xpath=..').textContent()).toContain(
      '1420 N Wells St',
    );
    await shot(page, 'signed-in-1-information');
    await page.getByLabel(/233 S Wacker Dr/).check();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL(CHECKOUT_STEP('shipping'));
    expect(await text(page, '.recap')).toContain(
      'Dana Morgan, Lakefront Design Studio, 233 S Wacker Dr, Suite 4400, Chicago, IL 60606',
    );

    await page.getByLabel(/Express shipping/).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(CHECKOUT_STEP('payment'));
    const review = await text(page, '.review');
    expect(review).toContain(PRODUCT.title);
    expect(review).toContain('Tax (6.25%)'); // Illinois, the chosen address's state
    const totals = TOTALS.map((label) => amount(review, label));
    expect(totals.every(Boolean)).toBe(true);
    expect(totals[1]).toBe('$14.95'); // express never ships free
    const total = totals[3]!;

    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL(CHECKOUT_STEP('confirmation'));
    const heading = await text(page, 'h1');
    expect(heading).toMatch(/^Order #\d+ is confirmed$/);
    const orderName = await text(page, '.order-number');
    expect(heading).toBe(`Order ${orderName} is confirmed`);
    expect(await text(page, '.sum-totals .total')).toBe(`Total ${total}`);
    expect(await text(page, '.confirmation address')).toContain('233 S Wacker Dr');

    // the confirmation's link to the order history: the new order is listed first
    await shot(page, 'signed-in-2-confirmation');
    await page.getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(`${base}/account/orders`);
    await waitForHydration(page);
    const rows = page.locator('table.order-table tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(7);
    expect(await page.locator('table.order-table caption').textContent()).toBe('All 7 orders, newest first');
    await shot(page, 'signed-in-3-orders');
    const first = rows.first();
    expect(await text(page, 'table.order-table tbody tr:first-child th')).toBe(`Order ${orderName}`);
    expect(await first.locator('td').last().textContent()).toBe(total);

    await first.getByRole('link', { name: `Order ${orderName}` }).click();
    await page.waitForURL(/\/account\/orders\/\d+$/);
    await page.locator('h1', { hasText: `Order ${orderName}` }).waitFor();
    await shot(page, 'signed-in-4-order');
    expect(await page.locator('li.order-line .order-line-title').allTextContents()).toEqual([PRODUCT.title]);
    expect(await text(page, 'li.order-line .order-line-meta')).toMatch(/Qty 1 × \$\d+\.\d\d$/);
    expect(await page.textContent('[data-testid="order-total"]')).toBe(total);
    // the order's totals are the ones reviewed before paying
    const summary = await text(page, '.order-summary');
    expect(TOTALS.map((label) => amount(summary, label))).toEqual(totals);
    expect(await text(page, '.order-addresses')).toContain('233 S Wacker Dr');
    expect(unexpected(w.problems)).toEqual([]);
    await page.context().close();
  });
});

describe('a declined TEST card', () => {
  it('shows the decline message and keeps the cart; back in the shop the line is still there, then 4242… pays', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    await addToCart(page);
    await openCart(page);
    await startCheckout(page);
    await page.getByRole('main').getByLabel('E-mail').fill('declined-then-paid@example.com');
    await page.getByLabel('First name').fill('Dee');
    await page.getByLabel('Last name').fill('Klein');
    await page.getByLabel('Address', { exact: true }).fill('12 Harbor Rd');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97201');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL(CHECKOUT_STEP('shipping'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(CHECKOUT_STEP('payment'));

    await pay(page, '4000 0000 0000 0002');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your card was declined');
    await shot(page, 'declined-1-payment');
    expect(page.url()).not.toMatch(/confirmation$/);

    // back in the shop: the cart still has its line and its count
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await page.waitForURL(`${base}/cart`);
    await waitForHydration(page);
    await shot(page, 'declined-2-cart');
    expect(await page.locator(`.cart-line[data-handle="${PRODUCT.handle}"]`).count()).toBe(1);
    expect(await page.textContent('.quantity-value')).toBe('1');
    expect(await page.textContent('.cart-link .cart-count')).toBe('1');

    // checkout again: it resumes at the payment step, contact and address kept; the approved card pays
    await startCheckout(page, 'payment');
    expect(await text(page, '.recap')).toContain('declined-then-paid@example.com');
    expect(await text(page, '.recap')).toContain('12 Harbor Rd, Portland, OR 97201');
    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL(CHECKOUT_STEP('confirmation'));
    expect(await text(page, 'h1')).toMatch(/^Order #\d+ is confirmed$/);

    // the placed cart is gone from the shop
    await openCart(page);
    await page.getByText('Your cart is empty.').waitFor();
    // the declined card is the checkout's 402 answer, which Chromium logs as a failed resource
    const declined = w.problems.filter((p) => /status of 402 .*\/place\)$/.test(p));
    expect(declined).toHaveLength(1);
    expect(unexpected(w.problems.filter((p) => !declined.includes(p)))).toEqual([]);
    await page.context().close();
  });
});
