import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForHydration } from './browser';

// axe-core on the hydrated pages people land on most. A serious or critical violation fails
// the test; the message lists each rule with the elements it found.

const base = inject('baseUrl');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);
let browser: Browser;
let productPath = '';
let blogPostPath = '';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function backend<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { products } = await backend<{ products: { handle: string }[] }>('/api/ecom/v1.0/get-all-products', {});
  productPath = `/products/${products[0]!.handle}`;
  const { blogs } = await backend<{ blogs: { slug: string }[] }>('/api/cms/v1.0/get-blogs', { categorySlug: '' });
  blogPostPath = `/blog/${blogs[0]!.slug}`;
});
afterAll(async () => {
  await browser?.close();
});

/** The site's CSP (rightly) refuses injected inline scripts; this context lets axe in. */
async function openAuditPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  return context.newPage();
}

async function blockingViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));
}

/**
 * For a failure's message: the page's scroll, the header's class and background, and what lies
 * under the first flagged element. A contrast failure on the header was seen once (a white label
 * measured against the page's background) and never again; this says what the page was like.
 */
async function pageState(page: Page, violations: AxeViolation[]): Promise<string> {
  if (violations.length === 0) return '';
  const selector = violations[0]!.nodes[0]?.target[0];
  return page.evaluate((sel) => {
    const header = document.querySelector('.site-header');
    const el = sel ? document.querySelector(sel) : null;
    const r = el?.getBoundingClientRect();
    const under = r
      ? document
          .elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          .slice(0, 6)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
      : [];
    return (
      `\npage: scrollY ${window.scrollY}, header "${header?.className}" background ${header ? getComputedStyle(header).backgroundColor : '-'}, ` +
      `hydrated ${document.documentElement.dataset.hydrated ?? 'no'}; under ${sel}: ${under.join(' > ')}`
    );
  }, selector);
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

const PAGES: [string, () => string][] = [
  ['home', () => '/'],
  ['shop', () => '/shop'],
  ['a product page', () => productPath],
  ['cart', () => '/cart'],
  ['a blog post', () => blogPostPath],
  ['the 404 page', () => '/no-such-page'],
];

describe('no serious or critical accessibility violations (axe-core)', () => {
  for (const [name, path] of PAGES) {
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      it(`${name} on a ${label}`, async () => {
        const page = await openAuditPage(viewport);
        await page.goto(base + path());
        await waitForHydration(page);
        const violations = await blockingViolations(page);
        expect(violations, describeViolations(violations) + (await pageState(page, violations))).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('the open navigation menu and the open drawer', async () => {
    const page = await openAuditPage();
    await page.goto(`${base}/blog`);
    await waitForHydration(page);
    await page.click('#main-nav-toggle-0');
    let violations = await blockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('button.menu-toggle');
    await page.locator('#nav-drawer').waitFor({ state: 'visible' });
    violations = await blockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  // axe leaves the menu's contrast undecided (its links sit in a display: contents drawer), so
  // this measures it: on a black header (error pages, the account) the menu was ink on ink.
  it.each([['/shop'], ['/no-such-page']])(
    "the header row's menu on %s reads against the header (contrast ≥ 4.5)",
    async (path) => {
      const page = await openAuditPage();
      await page.goto(base + path);
      await waitForHydration(page);
      const ratio = await page.evaluate(() => {
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const link = document.querySelector('.main-nav-link')!;
        const header = document.querySelector('.site-header')!;
        const [a, b] = [lum(getComputedStyle(link).color), lum(getComputedStyle(header).backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    },
  );
});
