import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForHydration } from './browser';
import { SHARED_DRAWINGS_DIR } from '../../tooling/shared-drawings';

// Consent-driven attribution and third-party scripts in a real browser against the
// production build: the banner accepted, rejected and changed; a consent tool that never
// appears (the 25 s poll running out); no request to another origin with nothing configured;
// and with scripts configured (a fake script host on loopback) their delays and nonce.

const base = inject('baseUrl');
const PRODUCT = 'gentle-foaming-cleanser';
const COOKIE = 'affiliate_attribution';
const ATTRIBUTE = '_affiliate_click_id';
let browser: Browser;

// ── a fake third-party script host on loopback ─────────────────────────────────────────
const SCRIPTS: Record<string, string> = {
  '/gtm.js': 'window.__loaded = Object.assign(window.__loaded || {}, { gtm: performance.now() });',
  '/search.js': 'window.__loaded = Object.assign(window.__loaded || {}, { search: performance.now() });',
  '/sub/merchant-1/main.js':
    'window.__loaded = Object.assign(window.__loaded || {}, { subscription: performance.now() });',
  // A consent tool that answers 'approved' for everything (the privacy-preferences API shape).
  '/consent-approve.js': "window.privacyPreferences = { get: function () { return 'approved'; } };",
  // A consent tool that never sets the API up.
  '/consent-never.js': 'window.__consentToolRan = true;',
};
let fakeHost: Server;
let fakeOrigin = '';

// ── shops of our own, for configurations other than the shared default one ─────────────
const shops: Array<{ proc: ChildProcess; dir: string }> = [];
async function startShop(env: Record<string, string>): Promise<string> {
  const port = await new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as AddressInfo;
      s.close(() => ok(p));
    });
  });
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-consent-'));
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ASSET_DRAWINGS_DIR: SHARED_DRAWINGS_DIR,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  shops.push({ proc, dir });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('the shop exited during start');
    try {
      if ((await fetch(`${url}/_ah/warmup`)).ok) return url;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('the shop did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  fakeHost = createServer((req, res) => {
    const body = SCRIPTS[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' }).end(body ?? '');
  });
  await new Promise<void>((ok) => fakeHost.listen(0, '127.0.0.1', ok));
  fakeOrigin = `http://127.0.0.1:${(fakeHost.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  fakeHost?.close();
  for (const s of shops) {
    s.proc.kill('SIGTERM');
    rmSync(s.dir, { recursive: true, force: true });
  }
});

async function newPage(
  viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

const attributionCookie = async (context: BrowserContext) => {
  const c = (await context.cookies()).find((k) => k.name === COOKIE);
  return c
    ? {
        ...c,
        record: JSON.parse(decodeURIComponent(c.value)) as { clickId: string; loadTime: string; expiryTime: string },
      }
    : null;
};

const cartAttribute = (page: Page) =>
  page.evaluate(async (key) => {
    const res = await fetch('/api/ecom/v1.0/get-cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const cart = (await res.json()).cart as { attributes: Array<{ key: string; value: string }> } | null;
    return cart?.attributes.find((a) => a.key === key)?.value ?? null;
  }, ATTRIBUTE);

async function addToCart(page: Page, origin: string) {
  await visit(page, `${origin}/products/${PRODUCT}`);
  await page.click('button.add-to-cart');
  await page.locator('.added-confirmation').waitFor();
}

describe('first-party banner (no consent tool configured)', () => {
  it('accepted: the click id goes into the cookie and onto the cart; changed to no advertising: both purged', async () => {
    const { context, page, problems } = await newPage({ width: 390, height: 844 });
    await visit(page, `${base}/?irclickid=abc`);
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    await banner.waitFor();
    expect(await attributionCookie(context)).toBeNull();
    // On a phone the banner leaves the header alone.
    const header = await page.locator('.site-header').boundingBox();
    const box = await banner.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    // pressed from the keyboard: the banner goes and the focus is on the page's content, not its body
    await banner.getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expect.poll(async () => (await attributionCookie(context))?.record.clickId).toBe('abc');
    const cookie = (await attributionCookie(context))!;
    expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: false, secure: false });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(44.9 * 86_400_000);
    expect(cookie.record.expiryTime).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    await expect.poll(() => banner.isVisible()).toBe(false);

    await addToCart(page, base);
    expect(await cartAttribute(page)).toBe('abc');

    // Remembered: no banner on the next page; reachable again from the footer, by keyboard.
    expect(await page.getByRole('region', { name: 'Privacy choices' }).count()).toBe(0);
    const link = page.getByRole('button', { name: 'Privacy choices' });
    await link.focus();
    await page.keyboard.press('Enter');
    const advertising = page.getByRole('checkbox', { name: /Advertising/ });
    await advertising.waitFor();
    expect(await advertising.isChecked()).toBe(true);
    await advertising.uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => attributionCookie(context)).toBeNull();
    // one cart action after the purge: a round trip to the BFF, which a loaded machine may slow past a second
    await expect.poll(() => cartAttribute(page), { timeout: 5000 }).toBeNull();
    // The focus goes back where it came from.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy choices');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('rejected: no cookie, and the cart gets no attribute', async () => {
    const { context, page, problems } = await newPage();
    await visit(page, `${base}/?irclickid=abc`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await addToCart(page, base);
    expect(await attributionCookie(context)).toBeNull();
    expect(await cartAttribute(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('nothing configured: no request leaves for another origin over a journey', async () => {
    const { context, page, problems } = await newPage();
    const foreign: string[] = [];
    const origin = new URL(base).origin;
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && new URL(r.url()).origin !== origin) foreign.push(r.url());
    });
    await visit(page, `${base}/?irclickid=abc`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await visit(page, `${base}/shop`);
    await addToCart(page, base);
    await visit(page, `${base}/cart`);
    // Past every script delay (window load + 1 ms, 1500 ms after start).
    await page.waitForTimeout(2000);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[data-third-party]').length)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('configured consent tool and scripts (a fake script host on loopback)', () => {
  it('the scripts load with their delays and the page nonce; an approving tool initialises attribution', async () => {
    const shop = await startShop({
      GTM_ID: 'GTM-TEST',
      GTM_SCRIPT_URL: `${fakeOrigin}/gtm.js?id={key}`,
      SEARCH_TOKEN: 'tok',
      SEARCH_SCRIPT_URL: `${fakeOrigin}/search.js?t={key}`,
      SUBSCRIPTION_MERCHANT_ID: 'merchant-1',
      SUBSCRIPTION_SCRIPT_URL: `${fakeOrigin}/sub/{key}/main.js`,
      CONSENT_TOOL_URL: `${fakeOrigin}/consent-approve.js`,
    });
    const { context, page, problems } = await newPage();
    await visit(page, `${shop}/?irclickid=tool-click`);
    await page.waitForFunction(
      () => (window as unknown as { __loaded?: Record<string, number> }).__loaded?.subscription !== undefined,
      undefined,
      { timeout: 10_000 },
    );
    const seen = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const started = (name: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.includes(name))
          ?.startTime ?? -1;
      const bootNonce = Array.from(document.querySelectorAll('script')).find(
        (s) => !s.dataset.thirdParty && s.nonce,
      )?.nonce;
      const nonces = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')).map((s) => [
        s.dataset.thirdParty,
        s.nonce === bootNonce && s.nonce !== '',
      ]);
      return {
        loadEnd: nav.loadEventEnd,
        gtm: started('/gtm.js'),
        search: started('/search.js'),
        subscription: started('/sub/merchant-1/main.js'),
        nonces: Object.fromEntries(nonces),
        gtmStart: ((window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer ?? []).some(
          (e) => e.event === 'gtm.js',
        ),
      };
    });
    expect(seen.gtm).toBeGreaterThanOrEqual(seen.loadEnd);
    expect(seen.subscription).toBeGreaterThanOrEqual(1500);
    expect(seen.search).toBeGreaterThan(0);
    expect(seen.search).toBeLessThan(seen.subscription);
    expect(seen.nonces).toEqual({ consent: true, search: true, gtm: true, subscription: true });
    expect(seen.gtmStart).toBe(true);
    // The approving tool: the click id stored; no first-party banner or footer link.
    await expect.poll(async () => (await attributionCookie(context))?.record.clickId).toBe('tool-click');
    expect(await page.getByRole('region', { name: 'Privacy choices' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Privacy choices' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a consent tool that never appears: after 100 tries at 250 ms, the cookie and the cart attribute are purged', async () => {
    const shop = await startShop({ CONSENT_TOOL_URL: `${fakeOrigin}/consent-never.js` });
    const { context, page } = await newPage();
    // A stored click id and a cart that carries it (added before this page ran any script).
    const record = { clickId: 'old', loadTime: new Date().toISOString(), expiryTime: '01/01/2099' };
    await context.addCookies([{ name: COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: shop }]);
    const variantId = (
      (await (
        await context.request.post(`${shop}/api/ecom/v1.0/get-product-by-handle`, {
          data: { handle: PRODUCT },
          headers: { origin: shop },
        })
      ).json()) as { product: { variants: Array<{ id: string }> } }
    ).product.variants[0]!.id;
    const added = await context.request.post(`${shop}/api/ecom/v1.0/add-cart-line-items`, {
      data: { lineItems: [{ variantId, quantity: 1 }] },
      headers: { origin: shop },
    });
    expect(added.status()).toBe(200);

    // The page's own clock, so the test runs the poll's 25 s rather than waits them out.
    await page.clock.install();
    await visit(page, `${shop}/?irclickid=abc`);
    // The tool's script loads asynchronously: wait for it to have run rather than assume it.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __consentToolRan?: boolean }).__consentToolRan))
      .toBe(true);
    expect(await cartAttribute(page)).toBe('old');
    // Still waiting well into the poll...
    await page.clock.runFor(20_000);
    expect((await attributionCookie(context))?.record.clickId).toBe('old');
    await page.clock.runFor(6_000);
    // ...and purged once the 25 s are over.
    await expect.poll(() => attributionCookie(context), { timeout: 10_000 }).toBeNull();
    await expect.poll(() => cartAttribute(page), { timeout: 5_000 }).toBeNull();
    await context.close();
  }, 90_000);
});
