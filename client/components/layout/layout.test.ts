import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Globals, NavGroup } from '../../../shared/contract/content-models';
import request from 'supertest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { backendCall, elementHtml, getPage, textOf, type Page } from '../../../server/test-support/page-html';

let t: TestApp;
let home: Page;
let mainNav: NavGroup[];
let footerNav: NavGroup[];
let globals: Globals;
let announcements: { text: string; url: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  home = await getPage(t, '/');
  mainNav = (await backendCall(t, '/api/cms/v1.0/get-navigation', { handle: 'main' })).navigation;
  footerNav = (await backendCall(t, '/api/cms/v1.0/get-navigation', { handle: 'footer' })).navigation;
  globals = (
    await backendCall(t, '/api/cms/v1.0/get-globals', {
      fields: ['site_legal_copy', 'site_legal_links', 'site_social'],
    })
  ).globals;
  announcements = (await backendCall(t, '/api/cms/v1.0/get-announcements', {})).announcements;
});
afterAll(() => t.close());

const escapeText = (s: string) => s.replace(/&/g, '&amp;');

describe('header navigation (server-rendered, no JS needed)', () => {
  it('renders every main navigation item down to the fourth level as plain links in nested lists', () => {
    const nav = elementHtml(home.html, '<nav class="main-nav"', '</nav>');
    const deepest: string[] = [];
    const walk = (items: NavGroup['nav'], depth: number) => {
      for (const item of items) {
        expect(nav).toContain(`href="${item.url}"`);
        expect(nav).toContain(`>${escapeText(item.label)}<`);
        if (depth === 4) deepest.push(item.url);
        walk(item.children ?? [], depth + 1);
      }
    };
    walk(
      mainNav.flatMap((g) => g.nav),
      1,
    );
    expect(deepest.length, 'the seed has fourth-level items').toBeGreaterThan(0);
    expect(nav).toContain('class="main-nav-sublist level-4"');
  });

  it('gives each top-level item with children a collapsed disclosure button that controls its panel', () => {
    const nav = elementHtml(home.html, '<nav class="main-nav"', '</nav>');
    const withChildren = mainNav.flatMap((g) => g.nav).filter((i) => i.children?.length);
    const buttons = [
      ...nav.matchAll(
        /<button type="button" id="main-nav-toggle-(\d+)" class="main-nav-toggle" aria-expanded="false" aria-controls="main-nav-panel-\1">/g,
      ),
    ];
    expect(buttons).toHaveLength(withChildren.length);
    for (const [, id] of buttons) expect(nav).toContain(`id="main-nav-panel-${id}"`);
  });

  it('renders the menu once: the drawer for small screens is its frame, with a no-JS target link and the 256px width', () => {
    expect(home.html).toContain(
      '<button type="button" class="menu-toggle" aria-expanded="false" aria-controls="nav-drawer">',
    );
    expect(home.html).toContain('<a class="menu-toggle-nojs" href="#nav-drawer">');
    const drawer = elementHtml(home.html, '<div id="nav-drawer"', '</nav>');
    expect(drawer).toContain('style="width:256px"');
    // A dialog only once opened (by script); closed, and on desktop, a plain frame.
    expect(drawer).not.toContain('role="dialog"');
    // the menu names its links' analytics location once, not on each of its ~95 links
    expect(drawer).toContain(
      '<nav class="main-nav" aria-label="Main" data-analytics-links="navigation" data-analytics-location="header">',
    );
    expect(drawer).not.toContain('data-analytics-location="header" ');
    expect(home.html.match(/<nav class="main-nav"/g)).toHaveLength(1);
    expect(home.html).not.toContain('data-analytics-location="drawer"');
    for (const item of mainNav.flatMap((g) => g.nav)) expect(drawer).toContain(`href="${item.url}"`);
  });

  it('keeps the header colour marker and the account and cart links', () => {
    expect(home.html).toMatch(/<header class="site-header header-white" data-header-color="white">/);
    expect(home.html).toMatch(/<a class="account-link" href="\/account\/home"/);
    expect(home.html).toMatch(/<a class="cart-link" aria-label="Cart, empty" href="\/cart"/);
  });

  it('has a skip link to the main landmark and the progress indicator', () => {
    expect(home.html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(home.html).toContain('<main id="main" tabindex="-1">');
    expect(home.html).toMatch(/class="progress-bar" data-state="idle" role="progressbar" aria-label="Loading page"/);
  });

  it("leaves the display-breakpoint rules to the app's stylesheet: no <style> in the page", () => {
    // tooling/vite-breakpoint-media.ts writes them into the build; tests/e2e/bundle.e2e.ts reads them there.
    expect(home.html).not.toContain('<style');
  });
});

describe('announcement bar', () => {
  it('shows the first live announcement with its link and steps for the others', () => {
    expect(announcements.length).toBeGreaterThan(0);
    const bar = elementHtml(home.html, '<section class="announcement-bar"', '</section>');
    const first = announcements[0]!;
    expect(textOf(bar)).toContain(first.text);
    if (first.url) expect(bar).toContain(`href="${first.url}"`);
    expect(bar.includes('aria-label="Next announcement"')).toBe(announcements.length > 1);
  });
});

describe('footer', () => {
  it('renders the footer navigation groups, social links and legal copy and links from the globals', () => {
    const footer = elementHtml(home.html, '<footer class="site-footer"', '</footer>');
    expect(footerNav.length).toBeGreaterThan(0);
    for (const g of footerNav) {
      expect(footer).toContain(`<h2 class="footer-heading">${escapeText(g.title)}</h2>`);
      for (const item of g.nav) expect(footer).toContain(`href="${item.url}"`);
    }
    for (const s of globals.site_social ?? []) {
      expect(footer).toContain(`href="${s.url}" target="_blank" rel="noopener noreferrer" aria-label="${s.label}"`);
      expect(footer).toContain(`#${s.icon}"></use>`);
    }
    for (const l of globals.site_legal_links ?? []) expect(footer).toContain(`href="${l.url}"`);
    expect(textOf(footer)).toContain(globals.site_legal_copy!);
  });

  it('writes the menu and the footer links the same on later pages, made once (StaticPart), with the current link marked', async () => {
    const layoutOf = (html: string) => ({
      nav: elementHtml(html, '<nav class="main-nav"', '</nav>'),
      footer: elementHtml(html, '<nav class="footer-nav"', '</nav>'),
    });
    const first = layoutOf(home.html);
    // later renders write the parts from the markup the first one left to be made
    for (let i = 0; i < 2; i++) expect(layoutOf((await getPage(t, '/')).html)).toEqual(first);
    expect(first.nav).not.toContain('aria-current');

    // A page that is a link inside a panel: that link, and only it, is current, on every render.
    const parent = mainNav.flatMap((g) => g.nav).find((n) => n.children?.some((c) => c.url.startsWith('/')))!;
    const link = parent.children!.find((c) => c.url.startsWith('/'))!;
    // the third render is from the store: a part is made the second time it is asked for
    const pages = [await getPage(t, link.url), await getPage(t, link.url), await getPage(t, link.url)];
    for (const page of pages) {
      const { nav } = layoutOf(page.html);
      expect(nav.match(/aria-current="page"/g)).toHaveLength(nav.split(`href="${link.url}"`).length - 1);
      expect(nav).toContain(`aria-current="page" href="${link.url}"`);
    }
    expect(layoutOf(pages[2]!.html)).toEqual(layoutOf(pages[0]!.html));
    expect(layoutOf((await getPage(t, '/')).html)).toEqual(first);
  });

  it('is server-rendered on every page, including the 404 screen', async () => {
    const page = await getPage(t, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<footer class="site-footer"');
    expect(page.html).toContain(`<h2 class="footer-heading">${escapeText(footerNav[0]!.title)}</h2>`);
  });
});

describe('cart count badge', () => {
  it('counts the quantities of the cart behind the cookie', async () => {
    const variant = (await backendCall(t, '/api/ecom/v1.0/get-all-products', {})).products[0].variants[0].id;
    // Through the BFF, which sets the cart cookie the next page render reads.
    const agent = request.agent(t.app);
    const created = await agent
      .post('/api/ecom/v1.0/create-cart')
      .send({ lineItems: [{ variantId: variant, quantity: 3 }] });
    expect(created.status).toBe(200);
    const total = (created.body.cart.lineItems as { quantity: number }[]).reduce((n, l) => n + l.quantity, 0);
    const res = await agent.get('/blog').set('User-Agent', BROWSER_UA);
    expect(res.text).toContain(`aria-label="Cart, ${total} items"`);
    expect(res.text).toContain(`<span class="cart-count" aria-hidden="true">${total}</span>`);
  });
});
