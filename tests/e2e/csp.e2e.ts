import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The page's Content-Security-Policy is never violated, even by a caught probe (zod's eval
// check once did): Chromium reports each violation as an issue, which Lighthouse counts.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('content security policy', () => {
  it.each(['/', '/shop', '/products/gentle-foaming-cleanser', '/cart', '/account/login'])(
    '%s raises no CSP issue through hydration (a product page: and a cart add)',
    async (path) => {
      const { page } = await openPage(browser);
      const cdp = await page.context().newCDPSession(page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
      });
      await cdp.send('Audits.enable');
      await page.goto(base + path);
      await waitForHydration(page);
      if (path.startsWith('/products/')) {
        await page.click('.purchase-form .add-to-cart');
        await page.locator('.added-confirmation').waitFor();
      }
      await page.waitForTimeout(300);
      expect(issues).toEqual([]);
      await page.context().close();
    },
  );
});
