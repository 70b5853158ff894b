import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../shared/contract/content-models';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { backendCall, getPage, textOf } from '../../server/test-support/page-html';
import { splitSections, TOC_MIN_HEADINGS } from '../features/content/sections';

let t: TestApp;
const pageAt = async (path: string): Promise<ContentPage> =>
  (await backendCall(t, '/api/cms/v1.0/get-content-page', { path })).page;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content pages', () => {
  it.each([
    '/about',
    '/about/our-story',
    '/skincare',
    '/skincare/routine-builder',
    '/content/shipping-returns',
    '/contact',
    '/privacy_policy',
    '/what-is-retinol',
    '/skincare-101/acne',
  ])('%s renders its title, lead and whole body', async (path) => {
    const [content, page] = await Promise.all([pageAt(path), getPage(t, path)]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${content.title.replace(/&/g, '&amp;')} | Lumen Skin</title>`);
    const text = textOf(page.main);
    expect(text).toContain(content.title);
    expect(text).toContain(textOf(content.lead));
    // every paragraph of the body is on the page
    for (const m of content.bodyHtml.matchAll(/<p>([\s\S]*?)<\/p>/g)) expect(text).toContain(textOf(m[1]!));
    expect(page.main).toContain('<nav class="breadcrumbs" aria-label="Breadcrumb">');
  });

  it('adds a table of contents linking each h2 when there are 3 or more', async () => {
    const path = '/what-is-retinol';
    const content = await pageAt(path);
    const headed = splitSections(content.bodyHtml).filter((s) => s.id);
    expect(headed.length).toBeGreaterThanOrEqual(TOC_MIN_HEADINGS);
    const page = await getPage(t, path);
    expect(page.main).toContain('<nav class="toc" aria-labelledby="toc-title">');
    for (const s of headed) {
      expect(page.main).toContain(`href="#${s.id}"`);
      expect(page.main).toContain(`id="${s.id}"`);
    }
  });

  it('links related Skincare 101 topics on a /skincare-101 page, and only there', async () => {
    const page = await getPage(t, '/skincare-101/acne');
    expect(page.main).toContain('id="related-topics-title"');
    expect(page.main).toContain('href="/skincare-101/sunscreen"');
    expect(page.main).not.toMatch(/related-topics[\s\S]*href="\/skincare-101\/acne"/);
    expect(page.main).toContain('href="/skincare-101"');
    expect((await getPage(t, '/what-is-retinol')).main).not.toContain('related-topics');
  });

  it('is a 404 for a page the CMS does not have', async () => {
    const page = await getPage(t, '/about/no-such-page');
    expect(page.status).toBe(404);
    expect(textOf(page.main)).toContain('Page Not Found: /about/no-such-page');
  });
});
