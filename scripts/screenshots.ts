// `npm run screenshots` (after `npm run build`): the built shop on a loopback port of its own
// with a fresh data directory, the main screens shot at desktop and phone size into
// docs/screenshots/ (whole pages, PNG), then the shop stopped. Reviewers compare these.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShop } from '../tests/e2e/shop-server';

const OUT = 'docs/screenshots';
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PRODUCT = '/products/gentle-foaming-cleanser';

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  // the consent banner, answered once per browser context, would cover every phone shot
  const banner = page.locator('.consent-banner');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Reject all' }).click();
  await page.evaluate(async () => {
    // lazy images below the fold: scroll through once so the whole page is drawn, then back
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, base: string, path: string, file: string): Promise<void> {
  await page.goto(base + path);
  await settle(page);
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  console.log(`${file}  ${path}`);
}

async function shootViewport(browser: Browser, base: string, vp: (typeof VIEWPORTS)[number]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
  const page = await context.newPage();
  const name = (screen: string) => `${screen}-${vp.name}.png`;
  await shoot(page, base, '/', name('home'));
  await shoot(page, base, '/shop', name('shop'));
  await shoot(page, base, PRODUCT, name('product'));

  // the cart with an item: bought through the product page's form
  await page.click('.purchase-form .add-to-cart');
  await page.locator('.added-confirmation').waitFor();
  await shoot(page, base, '/cart', name('cart'));

  // compare the shop's first two products, chosen with the cards' Compare toggles
  await page.goto(`${base}/shop`);
  await settle(page);
  for (const card of (await page.locator('article[data-handle]').all()).slice(0, 2))
    await card.locator('.compare-toggle button').click();
  await page.goto(`${base}/products/compare`);
  await page.locator('.compare-table').waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, name('compare')), fullPage: true });
  console.log(`${name('compare')}  /products/compare`);

  await page.goto(`${base}/blog`);
  await settle(page);
  const post = await page.locator('.blog-card a').first().getAttribute('href');
  if (!post) throw new Error('the blog lists no post');
  await shoot(page, base, post, name('blog-post'));
  await shoot(page, base, '/this-page-does-not-exist', name('404'));
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const shop = await startShop();
let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  for (const vp of VIEWPORTS) await shootViewport(browser, shop.baseUrl, vp);
} finally {
  await browser?.close();
  await shop.stop();
}
