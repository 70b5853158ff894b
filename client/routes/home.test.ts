import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIN_CONCERNS, SKIN_TYPES } from '../../shared/catalog/taxonomy';
import type { Home } from '../../shared/contract/content-models';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { cardStart } from '../test-support/product-cards';

let t: TestApp;
let home: Home;
beforeAll(async () => {
  t = await createTestApp();
  home = (await request(t.app).post('/api/cms/v1.0/get-home').set('Origin', TEST_ORIGIN).send({})).body.home;
});
afterAll(() => t.close());

describe('the home page', () => {
  it('renders hero, featured products, shop-by tiles, promo and journal posts on the server', async () => {
    const res = await request(t.app).get('/').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    const html = res.text.replace(/<!-- -->/g, '');
    expect(html).toContain(`<h1 id="home-hero-title">${home.hero.title}</h1>`);
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"/);
    for (const handle of home.featuredProductHandles) expect(html).toContain(cardStart(handle));
    for (const v of SKIN_TYPES) expect(html).toContain(`href="/shop/skin-type/${v}"`);
    for (const v of SKIN_CONCERNS) expect(html).toContain(`href="/shop/concern/${v}"`);
    expect(html).toContain(home.promo.title);
    for (const post of home.featuredBlogs) expect(html).toContain(`href="/blog/${post.slug}"`);
  });
});
