import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, productCard, signInDemo, signInDemoFromPage, waitForHydration } from './browser';

// The account forms in a real browser against the production build: the address book (add,
// edit, set default, delete after the confirmation step), contact details, skipping a
// subscription delivery, buying an order again. With JavaScript the route actions run in the
// page (no reload); without it the BFF runs the same actions for the plain form posts
// (decision 013).

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto(`${base}/`);
  await waitForHydration(page);
  const errors = await signInDemoFromPage(page);
  expect(errors).toEqual([]);
}

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);
const status = (page: Page) => page.locator('.form-alert-done').first().textContent();

describe('with JavaScript', () => {
  it('adds, edits, sets as default and deletes an address, each without a reload', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await signIn(page);
    await page.goto(`${base}/account/addresses`);
    await waitForHydration(page);
    await markDocument(page);
    const cards = page.locator('li.address-card');
    expect(await cards.count()).toBe(3);

    // a wrong ZIP is said beside the field, and the focus goes to the first field to fix
    await page.click('summary:has-text("Add an address")');
    const add = page.locator('form.address-form');
    await add.locator('input[name=firstName]').fill('Ann');
    await add.locator('input[name=lastName]').fill('Lee');
    await add.locator('input[name=address1]').fill('500 Congress Ave');
    await add.locator('input[name=city]').fill('Austin');
    await add.locator('select[name=provinceCode]').selectOption('TX');
    await add.locator('input[name=zip]').fill('7870');
    await add.locator('button[value=create]').click();
    await page.locator('.field-error', { hasText: 'Must be a ZIP code like 12345 or 12345-6789.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('zip');
    expect(await add.locator('input[name=address1]').inputValue()).toBe('500 Congress Ave');

    await add.locator('input[name=zip]').fill('78701');
    await add.locator('button[value=create]').click();
    await page.locator('.form-alert-done', { hasText: 'Address added.' }).waitFor();
    expect(await cards.count()).toBe(4);
    const added = cards.filter({ hasText: '500 Congress Ave' });
    expect(await added.textContent()).toContain('Austin, TX 78701');
    // opened again, the add form is empty: not the refused attempt's values
    if (!(await page.locator('details.address-add').evaluate((d) => (d as HTMLDetailsElement).open)))
      await page.click('summary:has-text("Add an address")');
    expect(await add.locator('input[name=address1]').inputValue()).toBe('');
    expect(await add.locator('input[name=zip]').inputValue()).toBe('');

    // edit it on its own page
    await added.locator('a', { hasText: 'Edit' }).click();
    await page.waitForURL(/\/account\/addresses\/[A-Za-z0-9_-]+$/);
    await page.locator('input[name=city]').fill('Round Rock');
    await page.locator('input[name=zip]').fill('786');
    await page.click('button[value=update]');
    await expect.poll(() => page.locator('input[name=zip]').getAttribute('aria-invalid')).toBe('true');
    await page.locator('input[name=zip]').fill('78664-1234');
    await page.click('button[value=update]');
    await page.locator('.form-alert-done', { hasText: 'Address saved.' }).waitFor();
    // the saved values, not the refused ZIP
    expect(await page.locator('input[name=zip]').inputValue()).toBe('78664-1234');
    expect(await page.locator('input[name=city]').inputValue()).toBe('Round Rock');
    await page.click('a:has-text("All addresses")');
    await page.waitForURL(/\/account\/addresses$/);
    const edited = cards.filter({ hasText: '500 Congress Ave' });
    expect(await edited.textContent()).toContain('Round Rock, TX 78664-1234');

    // make it the default: it moves first and is marked
    await edited.locator('button[value=set-default]').click();
    await page.locator('.form-alert-done', { hasText: 'Default address changed.' }).waitFor();
    expect(await cards.first().textContent()).toMatch(/Default address.*500 Congress Ave/);
    // the pressed button went with its card's move: the focus is on the outcome
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Default address changed.');

    // delete it: the confirmation step first (Cancel keeps it), then Delete
    await cards.filter({ hasText: '500 Congress Ave' }).locator('button[value=ask-delete]').click();
    await page.locator('text=Delete this address?').waitFor();
    await page.click('.address-confirm a:has-text("Cancel")');
    expect(await page.locator('text=Delete this address?').count()).toBe(0);
    // the focus is back on the Delete that asked
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('ask-delete');
    await cards.filter({ hasText: '500 Congress Ave' }).locator('button[value=ask-delete]').click();
    await page.click('.address-confirm button[value=delete]');
    await page.locator('.form-alert-done', { hasText: 'Address deleted.' }).waitFor();
    expect(await cards.count()).toBe(3);
    expect(await page.locator('li.address-card', { hasText: '500 Congress Ave' }).count()).toBe(0);

    expect(await sameDocument(page)).toBe(true);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('changes contact details; a new e-mail asks for the current password', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await signIn(page);
    await page.goto(`${base}/account/contact`);
    await waitForHydration(page);
    const form = page.locator('form.contact-form');
    expect(await form.locator('input[name=currentPassword]').count()).toBe(0);
    await form.locator('input[name=email]').fill('dana.morgan@example.com');
    await form.locator('input[name=currentPassword]').waitFor();
    await form.locator('input[name=email]').fill('demo@example.com');
    expect(await form.locator('input[name=currentPassword]').count()).toBe(0);

    // a refused phone, then the right one: after the save the form shows what was saved, not
    // the refused value (which the next save would have sent again)
    const phone = form.locator('input[name=phone]');
    await phone.fill('12');
    await form.locator('button[value=details]').click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await phone.fill('(312) 555-0111');
    await form.locator('button[value=details]').click();
    await form.locator('.form-alert-done', { hasText: 'Your details are saved.' }).waitFor();
    // the saved form is a new one: the focus is on its outcome, not on the page's body
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your details are saved.');
    expect(await phone.inputValue()).toBe('(312) 555-0111');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    await page.reload();
    expect(await page.locator('form.contact-form input[name=phone]').inputValue()).toBe('(312) 555-0111');
    // 400 answers of the refused save are expected in the console
    expect(w.problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('skips the next delivery of a subscription', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await signIn(page);
    await page.goto(`${base}/account/subscriptions`);
    await waitForHydration(page);
    await page.click('[data-subscription="sub-demo-vitamin-c"] a');
    await page.waitForURL(/sub-demo-vitamin-c$/);
    await page.locator('h1', { hasText: 'Vitamin C 15% Brightening Serum' }).waitFor();
    const next = () =>
      page
        .locator('.subscription-facts > div', { has: page.locator('dt', { hasText: /^Next delivery$/ }) })
        .locator('dd')
        .textContent();
    const before = await next();
    await page.click('button[value=skip]');
    await page.locator('.form-alert-done', { hasText: 'The next delivery is skipped.' }).waitFor();
    const after = await next();
    expect(after).not.toBe(before);
    expect(await status(page)).toContain(`It now comes on ${after}.`);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('buys an order again: the cart shows its lines', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await signIn(page);
    await page.goto(`${base}/account/orders`);
    await waitForHydration(page);
    await page.click('tr[data-order="1001"] a');
    await page.locator('h1', { hasText: 'Order #1001' }).waitFor();
    const ordered = await page.locator('li.order-line .order-line-title').allTextContents();
    await page.click('button[value=buy-again]');
    await page.waitForURL(/\/cart$/);
    for (const title of ordered) await page.locator('main', { hasText: title }).waitFor();
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('adds and deletes an address through the confirmation step page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    expect(await signInDemo(context.request, base)).toBe(true);
    await page.goto(`${base}/account/addresses`);
    await page.click('summary:has-text("Add an address")');
    const add = page.locator('form.address-form');
    await add.locator('input[name=firstName]').fill('Noa');
    await add.locator('input[name=lastName]').fill('Script');
    await add.locator('input[name=address1]').fill('1 No JS Way');
    await add.locator('input[name=city]').fill('Denver');
    await add.locator('select[name=provinceCode]').selectOption('CO');
    await add.locator('input[name=zip]').fill('802');
    await add.locator('button[value=create]').click();
    await page.locator('.field-error', { hasText: 'Must be a ZIP code' }).waitFor();
    expect(await page.locator('form.address-form input[name=address1]').inputValue()).toBe('1 No JS Way');
    await page.locator('form.address-form input[name=zip]').fill('80202');
    await page.click('form.address-form button[value=create]');
    await page.locator('.form-alert-done', { hasText: 'Address added.' }).waitFor();

    await page.locator('li.address-card', { hasText: '1 No JS Way' }).locator('button[value=ask-delete]').click();
    await page.locator('text=Delete this address?').waitFor();
    // the answered page opens at that card, its question in view
    expect(new URL(page.url()).hash).toMatch(/^#address-/);
    expect(
      await page.locator('.address-confirm-question').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await page.click('.address-confirm button[value=delete]');
    await page.locator('.form-alert-done', { hasText: 'Address deleted.' }).waitFor();
    expect(await page.locator('li.address-card', { hasText: '1 No JS Way' }).count()).toBe(0);
    await context.close();
  });

  it("on a phone, a subscription's answered page opens at its actions: the cancel step and the outcome are in view", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    expect(await signInDemo(context.request, base)).toBe(true);
    // in view below the sticky header
    const inView = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return r.top >= header - 1 && r.bottom <= window.innerHeight;
      });
    await page.goto(`${base}/account/subscriptions/sub-demo-vitamin-c`);
    await page.click('button[value=ask-cancel]');
    await page.locator('text=Cancel this subscription?').waitFor();
    expect(new URL(page.url()).hash).toBe('#subscription-actions');
    expect(await inView('.confirm-question')).toBe(true);
    await page.getByRole('link', { name: 'Keep it' }).click();
    await page.locator('button[value=ask-cancel]').waitFor();
    await page.click('button[value=skip]');
    await page.locator('.form-alert-done', { hasText: 'The next delivery is skipped.' }).waitFor();
    expect(await inView('.subscription-actions .form-alert-done')).toBe(true);
    await context.close();
  });

  it("a signed-in customer's hearts are forms: a card's opens the listing again at that card, the product page's and the favorites page's work too", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    expect(await signInDemo(context.request, base)).toBe(true);
    const handle = 'ceramide-body-cream';
    const heart = page.locator(`${productCard(handle)} .favorite-toggle button`);
    await page.goto(`${base}/shop`);
    expect(await heart.isVisible()).toBe(true);
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await page.waitForURL(`${base}/shop#favorite-${handle}`);
    expect(await heart.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    // the page opens at the card, its heart below the sticky header
    expect(
      await heart.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.top >= document.querySelector('.site-header')!.getBoundingClientRect().bottom &&
          r.bottom <= window.innerHeight
        );
      }),
    ).toBe(true);
    if (before === 'true') await heart.click();
    await page.waitForURL(`${base}/shop#favorite-${handle}`);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    // the product page's button says its state in words
    const other = 'peptide-firming-serum';
    await page.goto(`${base}/products/${other}`);
    const full = page.locator('.favorite-toggle-full button');
    if ((await full.textContent())?.includes('In your favorites')) {
      await full.click();
      await page.locator('.favorite-toggle-full button', { hasText: 'Add to favorites' }).waitFor();
    }
    await full.click();
    await page.locator('.favorite-toggle-full button', { hasText: 'In your favorites' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/products/${other}`);

    // both are on the favorites page, where a heart takes one off the list
    await page.goto(`${base}/account/favorites`);
    await page.locator(productCard(other)).waitFor();
    await page.locator(`${productCard(handle)} .favorite-toggle button`).click();
    await page.waitForURL(`${base}/account/favorites#favorite-${handle}`);
    expect(await page.locator(productCard(handle)).count()).toBe(0);
    await page.locator(`${productCard(other)} .favorite-toggle button`).click();
    expect(await page.locator(productCard(other)).count()).toBe(0);
    await context.close();
  });

  it('buys an order again and lands on the cart (303 from the action)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect(await signInDemo(context.request, base)).toBe(true);
    await page.goto(`${base}/account/orders`);
    await page.click('tr[data-order="1001"] a');
    await page.click('button[value=buy-again]');
    await page.waitForURL(/\/cart$/);
    await page.locator('main', { hasText: 'Gentle Foaming Cleanser' }).waitFor();
    await context.close();
  });
});
