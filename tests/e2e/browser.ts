import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { customers } from '../../server/backend/seed/customers';
import { calls } from '../../shared/contract/registry';

// Debian's Chromium; Playwright cannot download its own browser here.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
}

export interface WatchedPage {
  page: Page;
  /** console errors, page errors and hydration warnings seen so far */
  problems: string[];
}

/** A page that records every console error, uncaught error and hydration warning. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    // the URL too: a failed resource's message does not name it
    const at = msg.location().url;
    if (msg.type() === 'error' || /hydrat|did not match/i.test(text))
      problems.push(`${msg.type()}: ${text}${at ? ` (at ${at})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, problems };
}

/** Waits until React has hydrated the document (the client entry marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Waits until React has hydrated the first element matching `selector`: its fiber is on it. For
 * what the page's own mark does not say (a part hydrated after the page, a page without our mark).
 */
export async function waitForElementHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** A product card's link to its product: the card's first child (ProductCard.tsx). */
export const PRODUCT_CARD_LINK = 'article.product-card > a:first-child';

/** A product card's selector, by its product's handle: the card's link names it (ProductCard.tsx). */
export const productCard = (handle: string): string =>
  `article.product-card:has(> a:first-child[href="/products/${handle}"])`;

/**
 * Signs the demo customer in for a browser context (its cookie jar: `page.request` or
 * `context.request`), with the login call a page makes; whether the BFF took it.
 */
export async function signInDemo(request: APIRequestContext, base: string): Promise<boolean> {
  const { email, password } = customers[0]!;
  const res = await request.post(base + calls['user-login'].path, {
    data: { email, password },
    headers: { origin: base },
  });
  return res.ok();
}

/** Signs the demo customer in from the open page, through the BFF as the site's own script would; the call's errors ([] on success). */
export function signInDemoFromPage(page: Page): Promise<unknown[]> {
  // The seed's first customer is the demo account (README, "Demo customer").
  const { email, password } = customers[0]!;
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return ((await res.json()) as { errors: unknown[] }).errors;
    },
    { path: calls['user-login'].path, body: JSON.stringify({ email, password }) },
  );
}
