import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PRODUCT_CARD_LINK, productCard, waitForHydration, type WatchedPage } from './browser';

// The catalog and cart half in a real browser against the production build: browse, filter,
// buy, change the cart, discount codes, compare and favorites, with no console errors or
// hydration warnings on any page visited.

const base = inject('baseUrl');
const PRODUCT = { handle: 'gentle-foaming-cleanser', title: 'Gentle Foaming Cleanser', price: 18 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(w: WatchedPage, path: string) {
  await w.page.goto(base + path);
  await waitForHydration(w.page);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
  );

describe('shopping in a browser', () => {
  it('browses home → filters → product → cart, changes quantity, applies codes and removes the line', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) bodies.push(r.postData() ?? '');
    });
    await visit(w, '/');
    await page.click('a.tile[href="/shop/skin-type/sensitive"]');
    await page.waitForURL(`${base}/shop/skin-type/sensitive`);
    await expect.poll(() => dataLayerEvents(page)).toContain('view_item_list');

    // on a phone the filters are folded behind a Filters button
    await page.click('summary.filter-sheet-toggle');
    await page.click('.filter-options a[href="/shop/skin-type/sensitive/category/cleanse"]');
    await page.waitForURL(`${base}/shop/skin-type/sensitive/category/cleanse`);
    // the chip says only its value: the facet comes from its list, the action from aria-current
    const filterEvents = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((e) => e.event === 'filter')
        .map(({ filter_type, filter_value, filter_action }) => ({ filter_type, filter_value, filter_action })),
    );
    expect(filterEvents).toContainEqual({ filter_type: 'category', filter_value: 'cleanse', filter_action: 'add' });
    await page.locator('a.active-filter[href="/shop/category/cleanse"]').waitFor();

    await page.selectOption('.sort-form select', 'price-asc');
    await page.waitForURL(`${base}/shop/skin-type/sensitive/category/cleanse?sort=price-asc`);
    await page.locator(productCard(PRODUCT.handle)).getByRole('link', { name: PRODUCT.title, exact: true }).click();
    await page.waitForURL(`${base}/products/${PRODUCT.handle}`);
    await expect.poll(() => page.title()).toContain(PRODUCT.title);

    // The cart's changes are the one cart action, POST /cart, and nothing else of /api.
    // The pointer rests on the button first: left where the listing's card was, it could be over
    // a related product's link on this page, whose hover prefetch (its loader) is not the cart's.
    await page.hover('button.add-to-cart');
    await page.waitForLoadState('networkidle');
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') || (r.method() === 'POST' && path === '/cart'))
        apiCalls.push(`${r.method()} ${path}`);
    });
    await page.click('button.add-to-cart');
    await page.locator('.added-confirmation').waitFor();
    // No cart yet: the BFF creates it with the line in this one request.
    expect(apiCalls).toEqual(['POST /cart']);
    expect(await page.textContent('.added-confirmation')).toContain(`Added 1 × ${PRODUCT.title}`);
    await expect.poll(() => page.textContent('.cart-link .cart-count')).toBe('1');

    await page.click('.added-confirmation a[href="/cart"]');
    await page.waitForURL(`${base}/cart`);
    const subtotal = () => page.textContent('[data-testid="cart-subtotal"]');
    expect(await subtotal()).toBe(`$${PRODUCT.price.toFixed(2)}`);

    await page.click(`button[aria-label="Increase quantity of ${PRODUCT.title}"]`);
    await expect.poll(() => page.textContent('.quantity-value')).toBe('2');
    await expect.poll(subtotal).toBe(`$${(PRODUCT.price * 2).toFixed(2)}`);
    // the change shows at once (optimistic); the status is read out once the shop answers
    await page.locator('[data-testid="cart-status"]', { hasText: 'quantity is now 2' }).waitFor();
    await expect.poll(() => page.textContent('.cart-link .cart-count')).toBe('2');

    await page.fill('.discount-form input[name="code"]', 'welcome10');
    await page.click('.discount-form button[type="submit"]');
    await page.locator('.discount-form .field-success').waitFor();
    expect(await page.textContent('.discount-form .field-success')).toContain('WELCOME10 applied');
    await expect.poll(subtotal).toBe(`$${(PRODUCT.price * 2 * 0.9).toFixed(2)}`);

    apiCalls.length = 0;
    await page.fill('.discount-form input[name="code"]', 'NOTACODE');
    await page.click('.discount-form button[type="submit"]');
    await page.locator('.discount-form .field-error').waitFor();
    // One browser request for a refused code: the BFF takes it out again itself.
    expect(apiCalls).toEqual(['POST /cart']);
    expect(await page.textContent('.discount-form .field-error')).toContain(
      '“NOTACODE” is not a discount code we can apply',
    );
    expect(await page.locator('.applied-code').count()).toBe(1);
    // The refusal is the BFF's one 422 answer, which Chromium logs as a failed resource:
    // exactly one such line, taken out so that any other console error still fails the test.
    const refusals = w.problems.filter((p) => /status of 422 \(Unprocessable (Entity|Content)\)/.test(p));
    expect(refusals).toHaveLength(1);
    w.problems.splice(w.problems.indexOf(refusals[0]!), 1);

    // The cart survives a reload: the server renders it from the cart cookie.
    await visit(w, '/cart');
    expect(await page.textContent('.quantity-value')).toBe('2');

    await page.click(`.cart-line[data-handle="${PRODUCT.handle}"] .cart-line-actions button`);
    await page.getByText('Your cart is empty.').waitFor();
    await page.locator('[data-testid="cart-status"]', { hasText: `Removed ${PRODUCT.title}` }).waitFor();
    expect(await page.locator('.cart-link .cart-count').count()).toBe(0);
    // The cart id travels only in the httpOnly cookie.
    expect(bodies.filter((b) => b.includes('cartId'))).toEqual([]);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('compares two products, kept across a reload', async () => {
    const w = await openPage(browser);
    const { page } = w;
    // The bar's code comes only once a list is made (or stored): not with the listing.
    const barCode: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/CompareBar-[\w-]+\.js$/.test(r.url())) barCode.push(r.url());
    });
    await visit(w, '/shop');
    expect(barCode).toEqual([]);
    const handles = await page.$$eval(PRODUCT_CARD_LINK, (els) =>
      els.slice(0, 2).map((e) => e.getAttribute('href')!.slice('/products/'.length)),
    );
    for (const h of handles) await page.click(`${productCard(h)} .compare-toggle button`);
    await page.locator('.compare-bar').waitFor();
    expect(await page.textContent('.compare-bar')).toContain('Comparing 2 of 4');
    expect(await page.getAttribute(`${productCard(handles[0]!)} .compare-toggle button`, 'aria-pressed')).toBe('true');
    expect(barCode).toHaveLength(1);
    // a listing loaded with a list stored shows the bar with it
    await visit(w, '/shop');
    await page.locator('.compare-bar', { hasText: 'Comparing 2 of 4' }).waitFor();

    await page.click('.compare-bar a');
    await page.waitForURL(`${base}/products/compare`);
    await page.locator('.compare-table').waitFor();
    expect(await page.locator('.compare-table thead th[scope="col"]').count()).toBe(2);
    for (const label of ['Price', 'Skin types', 'Concerns', 'Categories', 'Key ingredients', 'Rating']) {
      expect(await page.locator('.compare-table tbody th', { hasText: label }).count()).toBe(1);
    }

    await visit(w, '/products/compare');
    await page.locator('.compare-table').waitFor();
    expect(await page.locator('.compare-table thead th[scope="col"]').count()).toBe(2);
    await page.locator('.compare-table thead th button').first().click();
    await expect.poll(() => page.locator('.compare-table thead th[scope="col"]').count()).toBe(1);

    // the picker: the catalog's matches for what is typed
    await page.getByLabel('Add a product').fill('cleanser');
    await page.locator('.compare-picker-status', { hasText: 'matching' }).waitFor();
    await page.locator('.compare-picker-options button').first().click();
    await expect.poll(() => page.locator('.compare-table thead th[scope="col"]').count()).toBe(2);
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('favorites and unfavorites a product, kept across a reload', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await visit(w, '/shop');
    const button = page.locator(`${productCard(PRODUCT.handle)} .favorite-toggle button`);
    const pressed = () => button.getAttribute('aria-pressed');
    expect(await pressed()).toBe('false');
    await button.click();
    await expect.poll(pressed).toBe('true');

    await visit(w, `/products/${PRODUCT.handle}`);
    await expect.poll(() => page.textContent('.favorite-toggle-full button')).toContain('In your favorites');
    // a visitor's list is kept in this browser: the page says so and where signing in leads
    const note = page.locator('.favorite-note');
    expect(await note.innerText()).toContain('Saved in this browser.');
    expect(await note.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?returnTo=%2Faccount%2Ffavorites',
    );

    await visit(w, '/shop');
    await expect.poll(pressed).toBe('true');
    await button.click();
    await expect.poll(pressed).toBe('false');
    await visit(w, '/shop');
    await page.waitForTimeout(200);
    expect(await pressed()).toBe('false');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('a product page loads its heart and compare code on first use, and makes a press made before it', async () => {
    const w = await openPage(browser, { width: 390, height: 844 });
    const { page } = w;
    // The buttons' part, as a module the page asks for (the idle prefetch of linked screens' files
    // is a fetch(); the heart's own code may come earlier for related products' cards).
    const toggleCode: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/product-page-toggles-[\w-]+\.js$/.test(r.url()))
        toggleCode.push(r.url());
    });
    await visit(w, `/products/${PRODUCT.handle}`);
    await page.waitForTimeout(500);
    // a visitor with no list kept in this browser: the server's buttons, no code for them
    expect(toggleCode).toEqual([]);
    const heart = page.locator('#product-toggles .favorite-toggle-full button');
    expect(await heart.innerText()).toContain('Add to favorites');
    // the press comes before the code, and is made once it is in
    await heart.click();
    await expect.poll(() => heart.innerText()).toContain('In your favorites');
    expect(toggleCode).toHaveLength(1);
    await page.locator('.favorite-note', { hasText: 'Saved in this browser.' }).waitFor();
    const compare = page.locator('#product-toggles .compare-toggle-full button');
    await compare.click();
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
    await page.locator('.compare-bar', { hasText: 'Comparing 1 of 4' }).waitFor();

    // with the lists kept, the next visit shows them at once
    await visit(w, `/products/${PRODUCT.handle}`);
    await expect.poll(() => heart.innerText()).toContain('In your favorites');
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.innerText()).toContain('Add to favorites');
    expect(w.problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a signed-in customer’s favorites on the server, rendered into the page', async () => {
    const w = await openPage(browser);
    const { page } = w;
    const handle = 'hydrating-cream-cleanser';
    const login = await page.request.post(`${base}/api/ecom/v1.0/user-login`, {
      data: { email: 'demo@example.com', password: 'Demo1234!' },
      headers: { Origin: base },
    });
    expect(login.ok()).toBe(true);
    await visit(w, '/shop');
    const button = page.locator(`${productCard(handle)} .favorite-toggle button`);
    const before = await button.getAttribute('aria-pressed');
    // the heart is a form (for the page without JavaScript); here it saves in place
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await button.click();
    const after = before === 'true' ? 'false' : 'true';
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe(after);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(new URL(page.url()).hash).toBe('');
    // The server now renders the saved state: no local storage involved.
    await expect
      .poll(async () => {
        const html = await (await page.request.get(`${base}/shop`)).text();
        // the first toggle of the card is its favorite button
        return new RegExp(
          `<article class="product-card"><a href="/products/${handle}".*?aria-pressed="(true|false)"`,
          's',
        ).exec(html)?.[1];
      })
      .toBe(after);
    expect(await page.evaluate(() => localStorage.getItem('shop.favorites'))).toBeNull();
    expect(w.problems).toEqual([]);
    await page.context().close();
  });
});
