import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The dataLayer of a whole shopping journey in a real browser against the production
// build, list → select → item → add → wishlist → cart → remove → coupon → checkout, with the
// GA4 shapes of the items, and the events read from markup (navigation, forms, login).

const base = inject('baseUrl');
const POLL = { timeout: 10_000 };
/** the /shop page's title, which names its list */
const SHOP_LIST = 'Shop All Skincare';
const CART_LIST = 'Cart: you may also like';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Entry = { event?: string; ecommerce?: Ecommerce | null } & Record<string, unknown>;
type Item = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
};
type Ecommerce = { currency: string; value: number; items: Item[]; item_list_name?: string; coupon?: string };

/**
 * Every push of the journey, kept in sessionStorage across full page loads (the checkout is a
 * new document). Installed before the shop's scripts, so the shop pushes onto this array.
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'recorded-data-layer';
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
      sessionStorage.setItem(KEY, JSON.stringify([...kept, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const recorded = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('recorded-data-layer') ?? '[]') as Entry[]);
const names = async (page: Page) => (await recorded(page)).map((e) => e.event).filter(Boolean);
const last = async (page: Page, event: string) => (await recorded(page)).filter((e) => e.event === event).at(-1);

const SHOP_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'add_to_wishlist',
  'view_cart',
  'remove_from_cart',
  'begin_checkout',
];

function expectItemShape(item: Item | undefined) {
  expect(item).toMatchObject({
    item_id: expect.any(String),
    item_name: expect.any(String),
    price: expect.any(Number),
    quantity: expect.any(Number),
  });
  expect(item!.price).toBeGreaterThan(0);
}

describe('analytics in a browser', () => {
  it('a journey pushes its shop events in order, each after the previous shop data is cleared, with GA4 items', async () => {
    const { page, problems } = await openPage(browser, { width: 1366, height: 900 });
    await recordDataLayer(page);
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    await expect.poll(() => names(page), POLL).toContain('view_item_list');

    // list → select → item → add → wishlist
    const firstCard = page.locator('.page-shop .product-grid article.product-card').first();
    const firstHandle = (await firstCard.locator('a').first().getAttribute('href'))!.slice('/products/'.length);
    await firstCard.locator('a').first().click();
    await page.waitForURL(`${base}/products/${firstHandle}`);
    await expect.poll(() => names(page), POLL).toContain('view_item');
    await expect.poll(async () => (await names(page)).filter((n) => n === 'view_item_list').length, POLL).toBe(2);
    await page.click('button.add-to-cart');
    await page.locator('.added-confirmation').waitFor();
    await expect.poll(() => names(page), POLL).toContain('add_to_cart');
    await page.click('.favorite-toggle-full button');
    await expect.poll(() => names(page), POLL).toContain('add_to_wishlist');

    // a second product from the list, then the cart by a client navigation
    await page.goBack();
    await page.waitForURL(`${base}/shop`);
    const secondCard = page.locator('.page-shop .product-grid article.product-card').nth(1);
    const secondHandle = (await secondCard.locator('a').first().getAttribute('href'))!.slice('/products/'.length);
    await secondCard.locator('a').first().click();
    await page.waitForURL(`${base}/products/${secondHandle}`);
    // its own list ("You may also like") is seen before the add, as on the first product
    await expect.poll(async () => (await names(page)).filter((n) => n === 'view_item_list').length, POLL).toBe(4);
    await page.click('button.add-to-cart');
    await page.locator('.added-confirmation').waitFor();
    await page.click('.added-confirmation a[href="/cart"]');
    await page.waitForURL(`${base}/cart`);
    await expect.poll(() => names(page), POLL).toContain('view_cart');

    // remove → coupon → checkout
    await page.click(`.cart-line[data-handle="${firstHandle}"] .cart-line-actions button`);
    await expect.poll(() => names(page), POLL).toContain('remove_from_cart');
    await page.fill('.discount-form input[name="code"]', 'welcome10');
    await page.click('.discount-form button[type="submit"]');
    await page.locator('.discount-form .field-success').waitFor();
    await expect.poll(() => names(page), POLL).toContain('coupon');
    await page.getByRole('link', { name: /^(proceed to )?checkout$/i }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f]{64}\//);

    const entries = await recorded(page);
    // The cart's own list of suggestions loads after the cart, so its moment is not fixed: checked apart.
    const cartList = (e: Entry) => e.event === 'view_item_list' && e.ecommerce?.item_list_name === CART_LIST;
    expect(entries.some(cartList)).toBe(true);
    const journey = entries
      .filter((e) => !cartList(e))
      .map((e) => e.event)
      .filter((e): e is string => e !== undefined && [...SHOP_EVENTS, 'coupon'].includes(e));
    expect(journey).toEqual([
      // the product page's own list ("You may also like") is a list seen too
      'view_item_list',
      'select_item',
      'view_item',
      'view_item_list',
      'add_to_cart',
      'add_to_wishlist',
      // back on the list (a new view of it), the second product
      'view_item_list',
      'select_item',
      'view_item',
      'view_item_list',
      'add_to_cart',
      'view_cart',
      'remove_from_cart',
      'coupon',
      'begin_checkout',
    ]);
    // every shop event comes right after the previous shop data is cleared
    entries.forEach((e, i) => {
      if (e.event && SHOP_EVENTS.includes(e.event)) expect(entries[i - 1]).toEqual({ ecommerce: null });
    });
    for (const e of entries.filter((x) => x.event && SHOP_EVENTS.includes(x.event))) {
      expect(e.ecommerce?.currency).toBe('USD');
      expect(typeof e.ecommerce?.value).toBe('number');
      e.ecommerce?.items.forEach(expectItemShape);
    }

    const list = entries
      .filter((e) => e.event === 'view_item_list' && e.ecommerce?.item_list_name === SHOP_LIST)
      .at(-1);
    expect(
      entries.filter((e) => e.event === 'view_item_list' && !cartList(e)).map((e) => e.ecommerce?.item_list_name),
    ).toEqual([SHOP_LIST, 'You may also like', SHOP_LIST, 'You may also like']);
    expect(list?.ecommerce?.item_list_name).toBe(SHOP_LIST);
    expect(list?.ecommerce?.items[1]).toMatchObject({ item_id: secondHandle, index: 1, item_list_name: SHOP_LIST });
    const select = await last(page, 'select_item');
    expect(select?.ecommerce?.items).toEqual([
      expect.objectContaining({ item_id: secondHandle, index: 1, item_list_name: SHOP_LIST, quantity: 1 }),
    ]);
    const add = entries.filter((e) => e.event === 'add_to_cart');
    expect(add.map((e) => e.ecommerce?.items[0]?.item_id)).toEqual([firstHandle, secondHandle]);
    expect(add[0]?.ecommerce?.items[0]).toMatchObject({ quantity: 1, item_variant: expect.any(String) });
    expect(add[0]?.ecommerce?.value).toBe(add[0]?.ecommerce?.items[0]?.price);
    expect((await last(page, 'add_to_wishlist'))?.ecommerce?.items[0]?.item_id).toBe(firstHandle);
    const cart = await last(page, 'view_cart');
    expect(cart?.ecommerce?.items.map((i) => i.item_id).sort()).toEqual([firstHandle, secondHandle].sort());
    expect((await last(page, 'remove_from_cart'))?.ecommerce?.items).toEqual([
      expect.objectContaining({ item_id: firstHandle, quantity: 1 }),
    ]);
    expect(await last(page, 'coupon')).toMatchObject({
      coupon: 'welcome10',
      coupon_action: 'apply',
      coupon_status: 'applied',
    });
    const checkout = await last(page, 'begin_checkout');
    expect(checkout?.ecommerce).toMatchObject({
      coupon: 'WELCOME10',
      items: [expect.objectContaining({ item_id: secondHandle })],
    });
    // the value is what the cart charges after the code: 90% of the one line left
    const line = checkout!.ecommerce!.items[0]!;
    expect(checkout?.ecommerce?.value).toBeCloseTo(line.price * line.quantity * 0.9, 2);
    // a client navigation is a virtual page view with the new page's path and title
    expect(entries.find((e) => e.event === 'virtual_page_view' && e.page_path === '/cart')).toMatchObject({
      page_title: expect.stringContaining('cart'),
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a menu link is a navigation event; the sign-in form reports its start, its submit and the login', async () => {
    const { page, problems } = await openPage(browser, { width: 1366, height: 900 });
    await recordDataLayer(page);
    await page.goto(`${base}/`);
    await waitForHydration(page);
    // the menu names its links' location once (data-analytics-links on the nav)
    const link = page.locator('nav.main-nav a.main-nav-link').first();
    const href = (await link.getAttribute('href'))!;
    const label = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(`${base}${href}`);
    expect(await last(page, 'navigation')).toEqual({
      event: 'navigation',
      nav_location: 'header',
      link_text: label,
      link_url: href,
    });
    // a footer link: its own menu's location (the consent banner may cover it: the click is dispatched)
    const footerLink = page.locator('nav.footer-nav a[href^="/"]').first();
    const footerHref = (await footerLink.getAttribute('href'))!;
    const footerLabel = (await footerLink.textContent())!.trim();
    await footerLink.dispatchEvent('click');
    await page.waitForURL(`${base}${footerHref}`);
    expect(await last(page, 'navigation')).toEqual({
      event: 'navigation',
      nav_location: 'footer',
      link_text: footerLabel,
      link_url: footerHref,
    });

    await page.goto(`${base}/account/login`);
    await waitForHydration(page);
    await page.getByRole('main').getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/account/home`);
    const events = await recorded(page);
    const forms = events.filter((e) => e.event === 'form_start' || e.event === 'form_submit' || e.event === 'login');
    expect(forms).toEqual([
      { event: 'form_start', form_name: 'login' },
      { event: 'form_submit', form_name: 'login' },
      { event: 'login', method: 'email' },
    ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
