import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { NETWORK_ERROR_MESSAGE } from '../../client/lib/api/browser-api';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The cart's controls are real forms posting to /cart (a hidden `intent`,
// shared/contract/cart-action.ts). With JavaScript OFF every change is a form post answered
// 303 back with a one-time notice; with it ON the same forms are optimistic and a failed
// change rolls back with its message in an alert.

/** how long a shown change may take to settle (2 cores shared: vitest's default 1 s is tight) */
const POLL = { timeout: 10_000 };
const base = inject('baseUrl');
const CLEANSER = { handle: 'gentle-foaming-cleanser', title: 'Gentle Foaming Cleanser', price: 18 };
const LIP_MASK = { handle: 'overnight-lip-mask', title: 'Overnight Lip Mask', price: 24 };
const FREE_SHIPPING_CODE = 'FREESHIP'; // the seed's DiscountCodeFreeShipping code
/** a directory to save screenshots in (CHECKOUT_SHOTS, as checkout.e2e.ts) */
const SHOTS = process.env.CHECKOUT_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const money = (n: number) => `$${n.toFixed(2)}`;

/**
 * A page with JavaScript disabled, and the `intent` of every form post to /cart it makes (urlencoded:
 * the browser's own form submission, nothing of ours).
 */
async function withoutJavaScript(
  viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page; intents: string[] }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  const intents: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/cart') return;
    const form = r.headers()['content-type'] === 'application/x-www-form-urlencoded';
    intents.push(
      form
        ? (new URLSearchParams(r.postData() ?? '').get('intent') ?? '(no intent)')
        : `(not a form: ${r.headers()['content-type']})`,
    );
  });
  return { context, page, intents };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The notice the page after a form post shows (role status, or alert for a refusal). */
const notice = (page: Page, text: string, role: 'status' | 'alert' = 'status') =>
  page.getByRole(role).filter({ hasText: text });
const cartLine = (page: Page, title: string) => page.locator('li.cart-line', { hasText: title });
const lineTotal = (page: Page, title: string) => cartLine(page, title).locator('.cart-line-total').innerText();
const headerCount = (page: Page) => page.locator('.cart-link .cart-count').innerText();

/**
 * Product page → "Add to cart" → the notice, on the product page. Without JavaScript that is a
 * form post answered 303 back here; with it (after hydration) the enhanced form's answer.
 */
async function addFromProductPage(page: Page, product: { handle: string; title: string }, js = false) {
  await page.goto(`${base}/products/${product.handle}`);
  if (js) await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.waitForURL(`${base}/products/${product.handle}`);
  await notice(page, CART_MESSAGES.added(product.title, 1)).waitFor();
}

describe('the cart with JavaScript off', () => {
  it('adds from the product page, changes quantities, applies a free-shipping code, saves a note, removes a line and then all', async () => {
    const { context, page, intents } = await withoutJavaScript();
    await addFromProductPage(page, CLEANSER);
    await shot(page, 'no-js-1-added');
    expect(await headerCount(page)).toBe('1');
    // the notice is shown once: the next page does not repeat it
    await page.goto(`${base}/cart`);
    expect(await notice(page, CART_MESSAGES.added(CLEANSER.title, 1)).count()).toBe(0);
    expect(await page.locator('li.cart-line').count()).toBe(1);
    expect(await lineTotal(page, CLEANSER.title)).toContain(money(CLEANSER.price));

    await page.getByRole('button', { name: `Increase quantity of ${CLEANSER.title}` }).click();
    await page.waitForURL(`${base}/cart`);
    await notice(page, CART_MESSAGES.quantityUpdated(CLEANSER.title, 2)).waitFor();
    expect(await lineTotal(page, CLEANSER.title)).toContain(money(CLEANSER.price * 2));
    expect(await headerCount(page)).toBe('2');
    await page.getByRole('button', { name: `Decrease quantity of ${CLEANSER.title}` }).click();
    await notice(page, CART_MESSAGES.quantityUpdated(CLEANSER.title, 1)).waitFor();
    expect(await lineTotal(page, CLEANSER.title)).toContain(money(CLEANSER.price));

    await page.getByLabel('Discount code', { exact: true }).fill(FREE_SHIPPING_CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(`${base}/cart`);
    await notice(page, CART_MESSAGES.freeShipping(FREE_SHIPPING_CODE)).waitFor();
    // beside the applied code, what it does
    const applied = page.locator('.applied-code', { hasText: FREE_SHIPPING_CODE });
    expect(await applied.innerText()).toContain(CART_MESSAGES.freeShipping(FREE_SHIPPING_CODE));
    await shot(page, 'no-js-2-free-shipping-code');
    await page.getByLabel('Discount code', { exact: true }).fill('NOTACODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await notice(page, CART_MESSAGES.codeInvalid('NOTACODE'), 'alert').waitFor();
    expect(await page.locator('.applied-code').count()).toBe(1);

    await page.getByLabel(/Order note/).fill('Please gift wrap.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await notice(page, CART_MESSAGES.noteSaved).waitFor();
    expect(await page.getByLabel(/Order note/).inputValue()).toBe('Please gift wrap.');

    await addFromProductPage(page, LIP_MASK);
    expect(await headerCount(page)).toBe('2');
    await page.goto(`${base}/cart`);
    expect(await page.locator('li.cart-line').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${LIP_MASK.title}` }).click();
    await notice(page, CART_MESSAGES.removed(LIP_MASK.title)).waitFor();
    expect(await page.locator('li.cart-line').count()).toBe(1);
    expect(await cartLine(page, CLEANSER.title).count()).toBe(1);

    await page.getByRole('button', { name: 'Remove all items' }).click();
    await page.waitForURL(`${base}/cart`);
    await page.getByText('Your cart is empty.').waitFor();
    expect(await page.locator('li.cart-line').count()).toBe(0);
    expect(await page.locator('.cart-link .cart-count').count()).toBe(0);
    // clearing resets the discount codes too: a new line starts without FREESHIP
    await addFromProductPage(page, CLEANSER);
    await page.goto(`${base}/cart`);
    expect(await page.locator('li.cart-line').count()).toBe(1);
    expect(await page.locator('.applied-code').count()).toBe(0);
    expect(intents).toEqual([
      'add',
      'quantity',
      'quantity',
      'apply-code',
      'apply-code',
      'note',
      'add',
      'remove',
      'clear',
      'add',
    ]);
    await context.close();
  });

  it("the product page's prices follow the size chosen; the cart gets that size", async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto(`${base}/products/${CLEANSER.handle}`);
    const shown = (selector: string) =>
      page
        .locator(`${selector} .per-variant-item`)
        .evaluateAll((items) =>
          items
            .filter((el) => getComputedStyle(el).display !== 'none')
            .map((el) => el.textContent?.replace(/\s+/g, ' ').trim()),
        );
    const pill = page.locator('.option-pill');
    const sizes = await pill.locator('.option-pill-meta').allTextContents();
    expect(sizes).toHaveLength(3);
    expect(await shown('.purchase-form > .per-variant')).toEqual([expect.stringContaining(sizes[0]!)]);
    await pill.nth(1).click();
    // one price at a time, the chosen size's, in the headline and in both purchase options
    expect(await shown('.purchase-form > .per-variant')).toEqual([expect.stringContaining(sizes[1]!)]);
    expect(await shown('.purchase-option:nth-of-type(1)')).toEqual([sizes[1]]);
    expect(await shown('.purchase-option:nth-of-type(2)')).toHaveLength(1);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.waitForURL(`${base}/products/${CLEANSER.handle}`);
    await page.goto(`${base}/cart`);
    expect(await page.locator('li.cart-line').innerText()).toContain(sizes[1]!);
    await context.close();
  });

  it('"Subscribe & save" chosen: its dot, its price in the headline and how often it delivers; the cart gets the subscription', async () => {
    const { context, page } = await withoutJavaScript({ width: 390, height: 844 });
    await page.goto(`${base}/products/${CLEANSER.handle}`);
    const headline = () => page.locator('.purchase-form > .per-variant').innerText();
    const dot = (n: number) =>
      page
        .locator(`.purchase-option:nth-of-type(${n})`)
        .evaluate((el) => getComputedStyle(el, '::before').borderTopWidth);
    const oneTime = await headline();
    expect([await dot(1), await dot(2)]).toEqual(['5px', '1px']);
    expect(await page.locator('.purchase-plan-default').isVisible()).toBe(false);
    await page.locator('.purchase-option-plan').click();
    expect([await dot(1), await dot(2)]).toEqual(['1px', '5px']);
    const subscribed = await headline();
    expect(subscribed).not.toBe(oneTime);
    expect(subscribed).toContain(await page.locator('.purchase-option-plan .purchase-option-price').innerText());
    expect(await page.locator('.purchase-plan-default').innerText()).toMatch(
      /^Deliver every .+\. Skip, change or cancel any time from your account\.$/,
    );
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.waitForURL(`${base}/products/${CLEANSER.handle}`);
    await page.goto(`${base}/cart`);
    expect(await page.locator('li.cart-line').innerText()).toMatch(/Deliver every/);
    await context.close();
  });

  it('"Decrease quantity" at 1 removes the line: the cart is empty', async () => {
    const { context, page } = await withoutJavaScript({ width: 390, height: 844 });
    await addFromProductPage(page, CLEANSER);
    await page.goto(`${base}/cart`);
    await shot(page, 'no-js-phone-cart');
    await page.getByRole('button', { name: `Decrease quantity of ${CLEANSER.title}` }).click();
    await page.waitForURL(`${base}/cart`);
    await page.getByText('Your cart is empty.').waitFor();
    await context.close();
  });

  it('checks out from the cart through to the confirmation', async () => {
    const { context, page } = await withoutJavaScript({ width: 390, height: 844 });
    await addFromProductPage(page, LIP_MASK);
    await page.goto(`${base}/cart`);
    await page.getByRole('link', { name: /^(proceed to )?checkout$/i }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f]{64}\/information$/);
    await page.getByRole('main').getByLabel('E-mail').fill('no-js-cart@example.com');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Script');
    await page.getByLabel('Address', { exact: true }).fill('9 Elm St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('73301');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL(/\/shipping$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/payment$/);
    expect(await page.locator('.review').innerText()).toContain(LIP_MASK.title);
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Nora Script');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/confirmation$/);
    expect(await page.locator('h1').innerText()).toMatch(/^Order #\d+ is confirmed$/);
    // back in the shop the placed cart is gone
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(`${base}/`);
    expect(await page.locator('.cart-link .cart-count').count()).toBe(0);
    await page.goto(`${base}/cart`);
    await page.getByText('Your cart is empty.').waitFor();
    await context.close();
  });
});

describe('the cart with JavaScript on', () => {
  it('a failed quantity change rolls back with its message in an alert; a working one sticks after a reload', async () => {
    const w = await openPage(browser, { width: 1366, height: 900 });
    const { page } = w;
    await addFromProductPage(page, CLEANSER, true);
    await page.goto(`${base}/cart`);
    await waitForHydration(page);
    expect(await lineTotal(page, CLEANSER.title)).toContain(money(CLEANSER.price));

    // hold the cart action's request: the change shows at once, then the 500 rolls it back
    let release!: (route: Route) => void;
    const held = new Promise<Route>((ok) => {
      release = ok;
    });
    await page.route(`${base}/cart`, (route) =>
      route.request().method() === 'POST' ? release(route) : route.continue(),
    );
    await page.getByRole('button', { name: `Increase quantity of ${CLEANSER.title}` }).click();
    const route = await held;
    expect(route.request().headers()['content-type']).toContain('application/json'); // the enhanced form
    await expect.poll(() => lineTotal(page, CLEANSER.title), POLL).toContain(money(CLEANSER.price * 2));
    // a bare 500 (a proxy's page, no JSON): the cart's own words for a failure
    await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    await page.getByRole('alert').filter({ hasText: CART_MESSAGES.failed }).waitFor();
    await expect.poll(() => lineTotal(page, CLEANSER.title), POLL).toContain(money(CLEANSER.price));
    expect(await headerCount(page)).toBe('1');
    await shot(page, 'js-rolled-back');
    await page.unroute(`${base}/cart`);

    // the same change, answered by the shop: it sticks
    await page.getByRole('button', { name: `Increase quantity of ${CLEANSER.title}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: CART_MESSAGES.quantityUpdated(CLEANSER.title, 2) })
      .waitFor();
    await page.reload();
    await waitForHydration(page);
    expect(await lineTotal(page, CLEANSER.title)).toContain(money(CLEANSER.price * 2));
    expect(await headerCount(page)).toBe('2');
    // Chromium logs the held request's 500 as a failed resource; nothing else
    const failed = w.problems.filter((p) => /status of 500 .*\/cart\)$/.test(p));
    expect(failed).toHaveLength(1);
    expect(w.problems.filter((p) => !failed.includes(p))).toEqual([]);
    await page.context().close();
  });

  it('an aborted request (network down) rolls back too', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    await addFromProductPage(page, LIP_MASK, true);
    await page.goto(`${base}/cart`);
    await waitForHydration(page);
    await page.route(`${base}/cart`, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: `Increase quantity of ${LIP_MASK.title}` }).click();
    await page.getByRole('alert').filter({ hasText: NETWORK_ERROR_MESSAGE }).waitFor();
    await expect.poll(() => lineTotal(page, LIP_MASK.title), POLL).toContain(money(LIP_MASK.price));
    expect(await headerCount(page)).toBe('1');
    await page.context().close();
  });
});
