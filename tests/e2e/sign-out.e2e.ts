import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForHydration, signInDemoFromPage } from './browser';

// Signing out from the header, in a real browser against the production build: with
// JavaScript the logout route's action runs in the page; without it the form posts to
// /account/logout and the BFF runs the same action (decision 013). Either way the customer
// lands on the login page, signed out, and the header no longer offers "Sign out".

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the BFF from the page, as the site's own script would. */
async function signIn(context: BrowserContext, page: Page): Promise<void> {
  await page.goto(`${base}/shop`);
  const errors = await signInDemoFromPage(page);
  expect(errors).toEqual([]);
  expect((await context.cookies()).some((c) => c.name === 'session_token')).toBe(true);
}

async function signOutFromTheHeader(context: BrowserContext, page: Page, hydrated: boolean): Promise<void> {
  await page.goto(`${base}/shop`);
  if (hydrated) await waitForHydration(page);
  if (hydrated)
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });
  const signOut = page.locator('form.header-signout button', { hasText: 'Sign out' });
  await signOut.waitFor();
  await signOut.click();
  await page.waitForURL(`${base}/account/login?signedOut=1`);
  // With JavaScript, the same document: the route action ran in the page.
  if (hydrated) expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  // The signed-out header: no "Sign out", and the session cookie is gone.
  await expect.poll(() => page.locator('form.header-signout').count()).toBe(0);
  expect((await context.cookies()).some((c) => c.name === 'session_token')).toBe(false);
  // The server agrees: a fresh document is signed out too.
  await page.goto(`${base}/shop`);
  expect(await page.locator('form.header-signout').count()).toBe(0);
}

describe('sign out from the header', () => {
  it('with JavaScript: the action runs in the page (no reload), lands on login signed out', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await signIn(context, page);
    await signOutFromTheHeader(context, page, true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the form posts to /account/logout, 303 to login, signed out', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(context, page);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/account/logout')
        answers.push(res.status());
    });
    await signOutFromTheHeader(context, page, false);
    expect(answers).toEqual([303]);
    await context.close();
  });

  it('a "Sign out" link (GET /account/logout) signs out with JavaScript: the page submits itself once', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(context, page);
    await page.goto(`${base}/account/logout`);
    await page.waitForURL(`${base}/account/login?signedOut=1`);
    expect((await context.cookies()).some((c) => c.name === 'session_token')).toBe(false);
    await context.close();
  });
});
