import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Globals } from '../../shared/contract/content-models';
import { ctaTarget } from '../../shared/rules/page-path';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { backendCall, getPage, textOf } from '../../server/test-support/page-html';
import { notFoundEvent } from '../components/layout/not-found-event';

let t: TestApp;
let globals: Globals;

beforeAll(async () => {
  t = await createTestApp();
  globals = (
    await backendCall(t, '/api/cms/v1.0/get-globals', {
      fields: ['site_404_image', 'site_404_title', 'site_404_message', 'site_404_cta'],
    })
  ).globals;
});
afterAll(() => t.close());

describe('the 404 screen (SPEC section 2)', () => {
  it('for an unmatched route: 404, its title, a black header and the no-match message', async () => {
    const page = await getPage(t, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>404 Not Found | Lumen Skin</title>');
    expect(page.html).toContain('data-header-color="black"');
    expect(page.main).toContain(
      '<p class="not-found-message" data-testid="not-found-message">Page not found: /no-such-page</p>',
    );
  });

  it('shows the image with alt, title, width and height, the title, the message in a div and the CTA', async () => {
    const page = await getPage(t, '/no-such-page');
    const image = globals.site_404_image!;
    expect(page.main).toContain(`<div class="not-found-image" title="${image.title}">`);
    expect(page.main).toMatch(
      new RegExp(`<img [^>]*alt="${image.alt}" width="${image.width}" height="${image.height}"`),
    );
    expect(textOf(page.main)).toContain(globals.site_404_title!);
    expect(page.main).toContain('<div class="sanitized-text not-found-body"><p>');
    expect(textOf(page.main)).toContain(textOf(globals.site_404_message!));
    const cta = globals.site_404_cta!;
    expect(page.main).toContain(
      `<a class="btn btn-flat btn-secondary btn-align-center not-found-cta" href="${ctaTarget(cta)}"`,
    );
    expect(page.main).toContain(`<span class="btn-label">${cta.label}</span>`);
  });

  it('for a page rejected by its loader: the validation message', async () => {
    const page = await getPage(t, '/products/no-such-product');
    expect(page.status).toBe(404);
    expect(page.html).toContain('data-header-color="black"');
    expect(textOf(page.main)).toContain('Page Not Found: /products/no-such-product');
  });

  it('describes the custom_error analytics event the screen pushes on display', () => {
    expect(notFoundEvent('/no-such-page?x=1')).toEqual({
      event: 'custom_error',
      error_msg: 'Page Not Found',
      error_type: 404,
      requested_url: '/no-such-page?x=1',
    });
  });
});
