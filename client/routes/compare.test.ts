import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_PICKER_SUGGESTIONS } from '../features/compare/compare-store';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the compare page', () => {
  it('renders a neutral loading state (the list lives in the browser) and the product picker', async () => {
    const res = await request(t.app).get('/products/compare').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Compare products</h1>');
    expect(res.text).toContain('Loading your comparison…');
    // and, for a browser without scripts (the stylesheet shows it only there), what to do instead
    expect(res.text).toContain('Comparing products needs JavaScript');
    expect(res.text).not.toContain('compare-table');
    expect(res.text).toMatch(/<label for="[^"]+">Add a product<\/label>/);
    // The best sellers to start from (the shop's first card is the best seller), never the whole catalog.
    expect(res.text).toContain('aria-label="Add Daily Mineral SPF 45 to the comparison"');
    expect(res.text.match(/to the comparison"/g)).toHaveLength(COMPARE_PICKER_SUGGESTIONS);
    expect(res.text).not.toContain('<option');
  });
});
