import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInDemo, waitForHydration } from './browser';

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

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
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
      await page
        .getByText(/^Added 1 ×/)
        .first()
        .waitFor();
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
    expect(await signInDemo(page.request, base)).toBe(true);
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

// A control that stays must keep the focus while its change is on its way: a disabled button
// drops it to the body, so the next key press does nothing.
const focusedLabel = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? null;
  });

describe('focus stays on a control that changed the page', () => {
  it('+ on a cart line, pressed from the keyboard, then again once the change settled: the focus stays on +', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    await page.goto(`${base}/products/gentle-foaming-cleanser`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(/^Added 1 ×/)
      .first()
      .waitFor();
    expect(await focusedLabel(page)).toBe('Add to cart');
    await page.goto(`${base}/cart`);
    await waitForHydration(page);
    const plus = page.getByRole('button', { name: 'Increase quantity of Gentle Foaming Cleanser' });
    const quantity = () =>
      page.locator('li.cart-line', { hasText: 'Gentle Foaming Cleanser' }).locator('.quantity-stepper').innerText();
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect.poll(quantity, POLL).toContain('2');
    expect(await focusedLabel(page)).toBe('Increase quantity of Gentle Foaming Cleanser');
    // the change settled (a press while it is on its way is refused): press again
    await expect.poll(() => plus.getAttribute('aria-disabled'), POLL).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(quantity, POLL).toContain('3');
    expect(await focusedLabel(page)).toBe('Increase quantity of Gentle Foaming Cleanser');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('"Sort by" changed with the arrow keys keeps the focus on the select', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    const first = await sort.inputValue();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/[?&]sort=/);
    const second = await sort.inputValue();
    expect(second).not.toBe(first);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), POLL).not.toBe(second);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it("a heart pressed on the favorites page takes its card away, says so, and the focus goes to that message, also when pressed before the heart's code is in", async () => {
    const w = await openPage(browser);
    const { page } = w;
    // One sign-in for both presses: the suite's sign-ins share the login throttle's per-address count.
    expect(await signInDemo(page.request, base)).toBe(true);
    const info = (await (
      await page.request.post(`${base}/api/ecom/v1.0/user-info`, { data: {}, headers: { Origin: base } })
    ).json()) as { user: { favorites: { handles: string[] } } };
    const before = info.user.favorites.handles;
    expect(before.length).toBeGreaterThan(1);
    let documents = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && documents++);
    let delayed = 0;
    for (const late of [false, true]) {
      // The second time the hearts' code arrives two seconds late: the press comes while the card
      // still has the server's form, which is held and made again once the code is in.
      if (late)
        await page.route(/\/assets\/card-toggle-buttons-[^/]*\.js$/, async (route) => {
          delayed++;
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue();
        });
      await page.goto(`${base}/account/favorites`);
      await waitForHydration(page);
      const cards = page.locator('article.product-card');
      const count = await cards.count();
      const title = (await cards.first().locator('h2').textContent())!;
      await cards.first().locator('.favorite-toggle button').focus();
      const loaded = documents;
      await page.keyboard.press('Enter');
      await expect.poll(() => cards.count(), POLL).toBe(count - 1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), POLL)
        .toBe(`Removed ${title} from your favorites.`);
      // in place: the form did not post the page away
      expect(documents).toBe(loaded);
      expect(delayed).toBe(late ? 1 : 0);
      // the list as it was, for the next press and the other tests of the demo customer
      const put = await page.request.post(`${base}/api/ecom/v1.0/update-metafield`, {
        data: { payload: { key: 'favorites', value: before } },
        headers: { Origin: base },
      });
      expect(put.ok()).toBe(true);
    }
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});
