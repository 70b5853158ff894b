import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { latestEmail, linkIn } from '../../server/backend/customers/outbox';
import { launchBrowser, openPage, productCard, waitForHydration } from './browser';

// Signing in, creating an account and activating one, in Chromium against the production
// build: the forms' actions run in the browser (no reload), the guard's return path brings the
// customer back, and the activation link is followed from the embedded backend's outbox.

const base = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first link of the latest mail to `recipient`, read from the shop's store. */
function mailedLink(recipient: string): string | null {
  const db = new Database(join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
  try {
    const mail = latestEmail(db, recipient);
    return mail ? linkIn(mail.body) : null;
  } finally {
    db.close();
  }
}

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
const sameDocument = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { marker?: number }).marker)) === 1;

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign in with JavaScript', () => {
  it('a wrong password shows the message; the right one signs in without a reload', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await page.goto(`${base}/account/login`);
    await waitForHydration(page);
    await markDocument(page);

    await fillLogin(page, 'demo@example.com', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('E-mail Address or Password is Incorrect');
    // the focus moved to the message; the e-mail typed is still there
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.getByRole('main').getByLabel('E-mail').inputValue()).toBe('demo@example.com');

    await fillLogin(page, 'demo@example.com', 'Demo1234!');
    await page.waitForURL(`${base}/account/home`);
    await page.locator('h1', { hasText: 'Hello, Dana' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    // a signed-in visitor opening the login page goes on to account home
    await page.goto(`${base}/account/login`);
    expect(new URL(page.url()).pathname).toBe('/account/home');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('a signed-out visit to /account/orders goes to login and, signed in, back to /account/orders', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await page.goto(`${base}/account/orders`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account/orders');
    await markDocument(page);
    await fillLogin(page, 'demo@example.com', 'Demo1234!');
    await page.waitForURL(`${base}/account/orders`);
    await page.locator('table.order-table tbody tr').first().waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});

describe('create an account and activate one', () => {
  it('register shows the confirmation; the new account signs in with the favorites of the visit, then signs out', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    const email = `e2e-${Date.now()}@example.com`;
    // A visitor's favorite, kept in this browser until the sign-in merges it into the account.
    const favorite = 'gentle-foaming-cleanser';
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const heart = page.locator(`${productCard(favorite)} .favorite-toggle button`);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base}/account/register`);
    await waitForHydration(page);
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('E-mail', { exact: false }).first().fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create an account' }).click();
    // the client-side run of the action: the rule beside the field, the focus on it
    await page.locator('.field-error', { hasText: 'Must be at least 8 characters.' }).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');

    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('h1', { hasText: 'Check your inbox' }).waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/^Check your inbox/);

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(`${base}/account/login`);
    await fillLogin(page, email, 'a-long-password');
    await page.waitForURL(`${base}/account/home`);
    await page.locator('h1', { hasText: 'Hello, Eve' }).waitFor();

    // mergeFavoritesOnSignIn: the visit's favorite is now the account's, the local copy cleared
    await page.goto(`${base}/account/favorites`);
    await page.locator(productCard(favorite)).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shop.favorites') ?? '[]'))).toEqual([]);

    // the header's Sign out (a POST form) signs out without a reload of the page the action ends on
    await page.locator('form.header-signout button').click();
    await page.waitForURL(/\/account\/login\?signedOut=1$/);
    expect(await page.locator('form.header-signout').count()).toBe(0);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('the invited customer follows the activation link, sets a password and is signed in', async () => {
    const link = mailedLink('invited@example.com');
    expect(link).toMatch(/\/account\/activateAccount\?/);
    const w = await openPage(browser);
    const { page } = w;
    await page.goto(link!);
    await waitForHydration(page);
    await page.locator('input[name=password]').fill('my-first-password');
    await page.getByLabel('Confirm the new password').fill('something-else');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.locator('.field-error', { hasText: 'The passwords do not match.' }).waitFor();

    await page.getByLabel('Confirm the new password').fill('my-first-password');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.waitForURL(`${base}/account/home`);
    await page.locator('h1', { hasText: /^Hello, / }).waitFor();
    expect(await page.locator('.account-signed-in, .lead').first().textContent()).toContain('invited@example.com');

    // the link works once: the second visit shows the server's message and a way on
    await page.context().clearCookies();
    await page.goto(link!);
    await waitForHydration(page);
    await page.locator('input[name=password]').fill('another-password');
    await page.getByLabel('Confirm the new password').fill('another-password');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.getByRole('alert').filter({ hasText: 'This activation link is invalid or has expired' }).waitFor();
    expect(await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});

// Without JavaScript the browser posts the form to the page itself and the BFF runs the same
// action (decision 013).
describe('without JavaScript', () => {
  async function noJsPage() {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  it('wrong password message, then /account/orders → login → back on /account/orders', async () => {
    const page = await noJsPage();
    await page.goto(`${base}/account/orders`);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await fillLogin(page, 'demo@example.com', 'not-the-password');
    expect(await page.getByRole('alert').textContent()).toBe('E-mail Address or Password is Incorrect');
    expect(await page.getByRole('main').getByLabel('E-mail').inputValue()).toBe('demo@example.com');
    await fillLogin(page, 'demo@example.com', 'Demo1234!');
    await page.waitForURL(`${base}/account/orders`);
    expect(await page.locator('table.order-table tbody tr').count()).toBe(6);
    await page.context().close();
  });

  it('register shows the confirmation, forgot the same text whatever the e-mail', async () => {
    const page = await noJsPage();
    await page.goto(`${base}/account/register`);
    await page.getByLabel('First name').fill('Noa');
    await page.getByLabel('Last name').fill('Script');
    await page.getByRole('main').locator('input[name=email]').fill(`nojs-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('h1', { hasText: 'Check your inbox' }).waitFor();
    await page.goto(`${base}/account/forgot`);
    await page.getByRole('main').getByLabel('E-mail').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    expect(await page.getByRole('status').textContent()).toBe(
      'If an account exists for that e-mail, we sent a link to reset the password.',
    );
    await page.context().close();
  });
});
