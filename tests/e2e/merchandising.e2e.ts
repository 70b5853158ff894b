import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { launchBrowser, openPage, productCard, waitForHydration } from './browser';

// Merchandising: quick add from a product card (JavaScript off and on), the size sheet
// of a multi-size card, and the newsletter sign-up through to its confirmation link.

const POLL = { timeout: 10_000 };
const base = inject('baseUrl');
const dataDir = inject('dataDir');
const LIP_MASK = { handle: 'overnight-lip-mask', title: 'Overnight Lip Mask', listing: '/shop/category/eye-neck-lip' };
const CLEANSER = {
  handle: 'gentle-foaming-cleanser',
  title: 'Gentle Foaming Cleanser',
  listing: '/shop/category/cleanse',
  size: '7 fl oz',
};
const SHOTS = process.env.MERCH_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, handle: string) => page.locator(productCard(handle));
const cartLines = async (page: Page) => {
  const res = await page.request.post(`${base}/api/ecom/v1.0/get-cart`, { data: {}, headers: { Origin: base } });
  const { cart } = (await res.json()) as {
    cart: { lineItems: { product: { handle: string }; merchandise: { title: string }; quantity: number }[] } | null;
  };
  return (cart?.lineItems ?? []).map((l) => `${l.product.handle} ${l.merchandise.title} ×${l.quantity}`);
};
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('quick add on product cards', () => {
  it('adds a one-size product without JavaScript: a form post back to the listing, which says so', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}${LIP_MASK.listing}`);
    await card(page, LIP_MASK.handle)
      .getByRole('button', { name: `Add to cart: ${LIP_MASK.title}` })
      .click();
    await page.waitForURL(`${base}${LIP_MASK.listing}`);
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: CART_MESSAGES.added(LIP_MASK.title, 1) })
            .count(),
        POLL,
      )
      .toBeGreaterThan(0);
    expect(await cartLines(page)).toEqual([`${LIP_MASK.handle} 0.5 oz ×1`]);
    // Several sizes: "Choose size" is a link to the product page.
    await page.goto(`${base}${CLEANSER.listing}`);
    expect(
      await card(page, CLEANSER.handle)
        .getByRole('link', { name: `Choose size: ${CLEANSER.title}` })
        .getAttribute('href'),
    ).toBe(`/products/${CLEANSER.handle}`);
    await context.close();
  });

  it('adds a one-size product with JavaScript in place, and picks a size in the sheet (keyboard)', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${base}${LIP_MASK.listing}`);
    await waitForHydration(page);
    const lip = card(page, LIP_MASK.handle);
    await lip.getByRole('button', { name: `Add to cart: ${LIP_MASK.title}` }).click();
    await expect
      .poll(() => lip.getByRole('status').innerText(), POLL)
      .toContain(CART_MESSAGES.added(LIP_MASK.title, 1));
    expect(page.url()).toBe(`${base}${LIP_MASK.listing}`);
    expect(await cartLines(page)).toEqual([`${LIP_MASK.handle} 0.5 oz ×1`]);

    await page.goto(`${base}${CLEANSER.listing}`);
    await waitForHydration(page);
    const cleanser = card(page, CLEANSER.handle);
    await expect.poll(() => cleanser.locator('.product-card-sizes').innerText(), POLL).toBe('3 sizes');
    const open = cleanser.getByRole('button', { name: `Choose size: ${CLEANSER.title}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: CLEANSER.title });
    await expect.poll(() => sheet.isVisible(), POLL).toBe(true);
    await shot(page, 'size-sheet-390');
    // Focus is in the sheet; Escape closes it and gives the focus back to the button.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible(), POLL).toBe(false);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await sheet.getByRole('radio', { name: new RegExp(`^${CLEANSER.size}`) }).check();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect
      .poll(() => sheet.getByRole('status').innerText(), POLL)
      .toContain(CART_MESSAGES.added(CLEANSER.title, 1));
    expect((await cartLines(page)).sort()).toEqual(
      [`${CLEANSER.handle} ${CLEANSER.size} ×1`, `${LIP_MASK.handle} 0.5 oz ×1`].sort(),
    );
    expect(problems).toEqual([]);
  });
});

describe('newsletter sign-up', () => {
  const latestLink = (email: string) => {
    const store = new Database(join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
    try {
      const row = store.prepare('SELECT body FROM emails WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as
        { body: string } | undefined;
      return /https?:\/\/\S+/.exec(row?.body ?? '')?.[0] ?? null;
    } finally {
      store.close();
    }
  };

  it('signs up from the home page with JavaScript, asks for consent first, reports email_sign_up, and the link confirms', async () => {
    const { page, problems } = await openPage(browser, { width: 1366, height: 900 });
    await page.goto(`${base}/`);
    await waitForHydration(page);
    const block = page.locator('section.home-newsletter');
    const email = `e2e-${Date.now()}@example.com`;
    await block.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await block.getByRole('button', { name: 'Sign up' }).click();
    const consent = block.getByRole('checkbox');
    await expect.poll(() => consent.getAttribute('aria-invalid'), POLL).toBe('true');
    expect(await consent.evaluate((el) => el === document.activeElement)).toBe(true);
    await consent.check();
    await block.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => block.getByRole('status').innerText(), POLL).toContain('Check your inbox');
    expect(page.url()).toBe(`${base}/`);
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(events).toContainEqual({ event: 'email_sign_up', form_location: 'home' });
    await shot(page, 'newsletter-home-1366');

    const link = latestLink(email);
    expect(link).toMatch(/\/newsletter\/confirm\?token=/);
    const url = new URL(link!);
    await page.goto(`${base}${url.pathname}${url.search}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are signed up' }).count(), POLL).toBe(1);
    expect(problems).toEqual([]);
  });

  it('signs up from the footer without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/shop`);
    const footer = page.locator('footer .footer-newsletter');
    const email = `e2e-nojs-${Date.now()}@example.com`;
    await footer.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${base}/newsletter`);
    expect(await page.locator('main').innerText()).toContain('Check your inbox');
    expect(latestLink(email)).toMatch(/\/newsletter\/confirm\?token=/);
    await context.close();
  });
});
