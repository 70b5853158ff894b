import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInDemo, waitForHydration } from './browser';

// The layout and content screens in a real browser: the navigation by keyboard and by the
// mobile drawer, a blog post, the 404 screen and choosing a professional. Every test also
// asserts that nothing was logged as an error and that hydration raised no warning.

const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport?: { width: number; height: number }) {
  const watched = await openPage(browser, viewport);
  const response = await watched.page.goto(base + path);
  await waitForHydration(watched.page);
  return { ...watched, response };
}

/** Tabs forward until the element matching `selector` has focus. */
async function tabTo(page: Page, selector: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never received focus`);
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('main navigation', () => {
  it('opens, walks and closes a menu with the keyboard, then follows a link', async () => {
    const { page, problems } = await open('/');
    const toggle = page.locator('#main-nav-toggle-0');
    await tabTo(page, '#main-nav-toggle-0');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('#main-nav-panel-0').isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#main-nav-panel-0').isVisible()).toBe(true);
    // The next tab stop is the first link inside the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main-nav-panel-0') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#main-nav-panel-0').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-nav-toggle-0');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Space');
    const link = page.locator('#main-nav-panel-0 a[href="/shop/skin-type/dry"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/shop/skin-type/dry`);
    await expect.poll(() => page.locator('#main-nav-panel-0').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the drawer on a phone, expands a submenu and navigates', async () => {
    const { page, problems } = await open('/', PHONE);
    expect(await page.locator('nav.main-nav').isVisible()).toBe(false);
    const toggle = page.locator('button.menu-toggle');
    await toggle.click();
    const drawer = page.locator('#nav-drawer');
    // The first tap also brings the header's code (KeptMarkup): on a loaded machine that takes a while.
    await expect.poll(() => drawer.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('drawer-close'))).toBe(true);
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(256);

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);

    await toggle.click();
    const blogToggle = drawer.locator('button.main-nav-toggle', { hasText: 'Blog menu' });
    const blogCategory = drawer.locator('a[href^="/blog/category/"]').first();
    expect(await blogCategory.isVisible()).toBe(false);
    await blogToggle.click();
    expect(await blogToggle.getAttribute('aria-expanded')).toBe('true');
    const href = await blogCategory.getAttribute('href');
    await blogCategory.click();
    await page.waitForURL(`${base}${href}`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.locator('h1').textContent()).not.toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('blog', () => {
  it('goes from the index to a post on the client, with its article data', async () => {
    const { page, problems } = await open('/blog');
    const card = page.locator('.blog-latest .blog-card-title a').first();
    const title = (await card.textContent())!;
    const href = (await card.getAttribute('href'))!;
    // A slow answer makes the progress bar visible while the post loads.
    await page.route('**/api/cms/v1.0/get-blog-by-blog-slug', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await card.click();
    await expect.poll(() => page.getAttribute('.progress-bar', 'data-state')).toBe('loading');
    await expect
      .poll(() => page.locator('.progress-bar-fill').evaluate((el) => el.getBoundingClientRect().width))
      .toBeGreaterThan(0);
    await page.waitForURL(base + href);
    await expect.poll(() => page.getAttribute('.progress-bar', 'data-state')).toBe('idle');
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await expect.poll(() => page.title()).toBe(`${title} | Lumen Skin`);
    expect(await page.locator('.post-body p').count()).toBeGreaterThan(2);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((s) => JSON.parse(s)['@type'] === 'Article')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('404 screen', () => {
  it('shows its content, reports itself to the data layer and its CTA leads on', async () => {
    const { page, problems, response } = await open('/no-such-page?from=e2e');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('404 Not Found | Lumen Skin');
    expect(await page.getAttribute('header.site-header', 'data-header-color')).toBe('black');
    expect(await page.locator('[data-testid="not-found-message"]').textContent()).toBe('Page not found: /no-such-page');
    // The screen's code loads on demand: it reports itself once it has hydrated.
    const events = () => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    await expect.poll(events, { timeout: 10_000 }).toContainEqual({
      event: 'custom_error',
      error_msg: 'Page Not Found',
      error_type: 404,
      requested_url: '/no-such-page?from=e2e',
    });
    const cta = page.locator('a.not-found-cta');
    expect(await cta.getAttribute('class')).toContain('btn-secondary');
    expect(await cta.getAttribute('class')).toContain('btn-flat');
    const target = (await cta.getAttribute('href'))!;
    await cta.click();
    await page.waitForURL(base + target);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.context().close();
  });
});

describe('find a professional', () => {
  it('searches by ZIP and keeps the choice in the browser when signed out', async () => {
    const { page, problems } = await open('/find-a-professional');
    await page.fill('#pro-zip', '10010');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/find-a-professional?zip=10010`);
    const first = page.locator('.pro-card').first();
    await expect.poll(() => first.isVisible()).toBe(true);
    const name = (await first.locator('.pro-name').textContent())!;
    await first.getByRole('button', { name: 'Choose this professional' }).click();
    await expect.poll(() => page.locator('.pro-current').textContent()).toContain(name);
    expect(await first.locator('.pro-chosen').isVisible()).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('chosen-professional'));
    expect(JSON.parse(stored!).name).toBe(name);

    // After a reload the choice comes back from storage, after hydration and without warnings.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('.pro-current').textContent()).toContain(name);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an unknown ZIP is an answer on the page, server-rendered by the production build (decision 017)', async () => {
    const { page, problems, response } = await open('/find-a-professional?zip=00000');
    expect(response?.status()).toBe(200);
    expect(await page.locator('main').textContent()).toContain('We could not find ZIP code 00000');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('signed in with a cart: saves to the account and sets the professional cart attribute', async () => {
    const { page, problems } = await open('/find-a-professional');
    const post = (path: string, body: unknown) =>
      page.evaluate(
        async ([p, b]) => {
          const res = await fetch(p as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(b),
          });
          return res.json();
        },
        [path, body] as const,
      );
    expect(
      (await post('/api/ecom/v1.0/user-login', { email: 'demo@example.com', password: 'Demo1234!' })).errors,
    ).toEqual([]);
    const { cart } = await post('/api/ecom/v1.0/create-cart', {});
    await page.goto(`${base}/find-a-professional?zip=10022`);
    await waitForHydration(page);
    const card = page.locator('.pro-card').first();
    const name = (await card.locator('.pro-name').textContent())!;
    await card.getByRole('button', { name: 'Choose this professional' }).click();
    await expect.poll(() => page.locator('.pro-current').textContent()).toContain(name);
    expect(await page.evaluate(() => localStorage.getItem('chosen-professional'))).toBeNull();
    const { user } = await post('/api/ecom/v1.0/user-info', {});
    expect(JSON.parse(user.professional.value).name).toBe(name);
    await expect
      .poll(async () => {
        const { cart: now } = await post('/api/ecom/v1.0/get-cart', { cartId: cart.id });
        return now.attributes.find((a: { key: string }) => a.key === 'professional')?.value;
      })
      .toBe(Array.from(name).slice(0, 59).join(''));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('find a professional near the current location', () => {
  it('asks the browser for its position and searches around it', async () => {
    const context = await browser.newContext({
      geolocation: { latitude: 41.9107, longitude: -87.6345 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`${base}/find-a-professional`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.waitForURL(`${base}/find-a-professional?lat=41.911&long=-87.635`);
    await expect.poll(() => page.locator('#pro-results-title').textContent()).toMatch(/near your location/);
    expect(await page.locator('.pro-card .pro-address').first().textContent()).toContain('Chicago');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('keyboard basics', () => {
  it('the skip link is the first tab stop and moves focus to the main content', async () => {
    const { page, problems } = await open('/what-is-retinol');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  async function openNoJs(path: string, viewport = PHONE) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + path);
    return page;
  }

  it('the phone menu link opens the drawer with every level shown, over a scrim; closing keeps the scroll position', async () => {
    const page = await openNoJs('/shop');
    const drawer = page.locator('#nav-drawer');
    const scrim = page.locator('.nav-drawer-scrim-nojs');
    expect(await drawer.isVisible()).toBe(false);
    expect(await scrim.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.click('a.menu-toggle-nojs');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await scrim.isVisible()).toBe(true);
    expect(await drawer.locator('.main-nav-sublist.level-4 a').first().isVisible()).toBe(true);
    await page.click('a.drawer-close-nojs');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // tapping the dimmed page beside the drawer closes it too
    await page.click('a.menu-toggle-nojs');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.mouse.click(370, 600);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await scrim.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.context().close();
  });

  it('desktop menus open on hover', async () => {
    const page = await openNoJs('/', { width: 1280, height: 900 });
    expect(await page.locator('#main-nav-panel-0').isVisible()).toBe(false);
    await page.hover('.main-nav-item.has-panel >> nth=0');
    expect(await page.locator('#main-nav-panel-0').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the ZIP search works through the plain form', async () => {
    const page = await openNoJs('/find-a-professional');
    await page.fill('#pro-zip', '60610');
    await page.click('button[type="submit"]');
    await page.waitForURL(`${base}/find-a-professional?zip=60610`);
    expect(await page.locator('.pro-card').count()).toBeGreaterThan(0);
    expect(await page.locator('#pro-results-title').textContent()).toMatch(/near Chicago, IL 60610/);
    // A visitor's choice needs the browser's storage: no dead button is shown.
    expect(await page.locator('.pro-choose').first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('signed in, "Choose this professional" is a form: the results open again at the card, now the chosen one', async () => {
    const page = await openNoJs('/');
    expect(await signInDemo(page.context().request, base)).toBe(true);
    await page.goto(`${base}/find-a-professional?zip=60610`);
    const card = page
      .locator('.pro-card')
      .filter({ has: page.getByRole('button', { name: 'Choose this professional' }) })
      .last();
    const name = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: 'Choose this professional' }).click();
    await page.waitForURL(/\/find-a-professional\?zip=60610#pro-/);
    const chosen = page.locator('.pro-card', { has: page.locator('h3', { hasText: name }) });
    await chosen.locator('.pro-chosen', { hasText: 'Your professional' }).waitFor();
    expect(await page.locator('.pro-current').textContent()).toContain(name);
    await page.context().close();
  });
});
