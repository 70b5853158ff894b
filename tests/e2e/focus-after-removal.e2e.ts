import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// A control that takes itself away (a cart line's Remove, the cancel step's "Keep it") must not
// leave the keyboard's focus on the page's body, where the next Tab starts from the top.

const base = inject('baseUrl');
const POLL = { timeout: 10_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focused = (page: import('playwright-core').Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim().slice(0, 40)}` : null;
});

describe('focus after a control goes away', () => {
  it('removing a cart line from the keyboard puts the focus on the cart heading', async () => {
    const w = await openPage(browser);
    const { page } = w;
    for (const handle of ['gentle-foaming-cleanser', 'overnight-lip-mask']) {
      await page.goto(`${base}/products/${handle}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText(/^Added 1 ×/).first().waitFor();
    }
    await page.goto(`${base}/cart`);
    await waitForHydration(page);
    expect(await focused(page)).not.toBe('h1:Your cart');
    await page.getByRole('button', { name: /^Remove Overnight Lip Mask/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('li.cart-line').count(), POLL).toBe(1);
    await expect.poll(() => focused(page), POLL).toBe('h1:Your cart');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('"Keep it" in the cancel step gives the focus back to "Cancel subscription"', async () => {
    const w = await openPage(browser);
    const { page } = w;
    const login = await page.request.post(`${base}/api/ecom/v1.0/user-login`, {
      data: { email: 'demo@example.com', password: 'Demo1234!' }, headers: { Origin: base },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${base}/account/subscriptions/sub-demo-vitamin-c`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const keep = page.getByRole('link', { name: 'Keep it' });
    await keep.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => keep.count(), POLL).toBe(0);
    await expect.poll(() => focused(page), POLL).toBe('button:Cancel subscription');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});
