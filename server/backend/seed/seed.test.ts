import { beforeAll, describe, expect, it } from 'vitest';
import { FACETS } from '../../../shared/catalog/taxonomy';
import { openDatabase } from '../db/open-database';
import { sql } from '../db/statements';
import { fixture } from '../test-fixtures/seed-fixture';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { isSeeded, reseedDatabase, seedIfEmpty } from './seed';
import { seedData } from './seed-data';

// The real seed files through the real backend: every answer is checked against the
// response schema by the app itself (validateResponses), so a seed entry that would break
// the contract fails here.

let t: TestBackend;
beforeAll(() => {
  t = createTestBackend(seedData);
});

describe('the real seed data', () => {
  it('lets the demo customer sign in and read a complete user', async () => {
    const demo = seedData.customers.find((c) => c.password)!;
    const token = await t.login(demo.email, demo.password);
    const { user } = (await t.call('user-info', {}, token)).body;
    expect(user!.email).toBe(demo.email);
    expect(user!.orders).toHaveLength(demo.orders.length);
    expect(user!.subscriptions).toHaveLength(demo.subscriptions.length);
    expect(user!.favorites.handles).toEqual(demo.favorites);
    if (demo.professionalId) expect(JSON.parse(user!.professional!.value).id).toBe(demo.professionalId);
    expect(user!.addresses.edges).toHaveLength(demo.addresses.length);
    for (const o of user!.orders) {
      const order = (await t.call('order-detail', { orderId: o.id }, token)).body.order!;
      // USD totals that add up, to the cent
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(order.subtotal), order.name).toBe(order.lineItems.reduce((s, l) => s + cents(l.total), 0));
      expect(cents(order.total), order.name).toBe(
        cents(order.subtotal) - cents(order.discount) + cents(order.shipping) + cents(order.tax),
      );
      expect(order.total).toBe(o.total);
      expect(order.shippingAddress, order.name).not.toBeNull();
      expect(order.billingAddress, order.name).not.toBeNull();
    }
    expect(new Set(user!.orders.map((o) => o.status)).size).toBe(5);
  });

  it('keeps an invited customer unable to sign in until activated, with an activation mail queued', async () => {
    const invited = seedData.customers.find((c) => c.email === 'invited@example.com')!;
    expect(invited.password).toBeUndefined();
    const res = await t.call('user-login', { email: invited.email, password: 'anything-at-all' });
    expect(res.body.token).toBeUndefined();
    const mail = sql(t.db, 'SELECT body FROM emails WHERE recipient = ?').get(invited.email) as
      { body: string } | undefined;
    expect(mail?.body).toMatch(/\/account\/activateAccount\?/);
  });

  it('serves every product, and every facet listing', async () => {
    const { products } = (await t.call('get-all-products', {})).body;
    expect(products).toHaveLength(seedData.products.length);
    for (const [facet, values] of Object.entries(FACETS)) {
      for (const value of values) {
        const res = await t.call('get-products-by-tags', { tags: [`${facet}:${value}`], limit: 100 });
        expect(res.status).toBe(200);
        expect((await t.call('get-category-plp', { handle: value })).body.plp).not.toBeNull();
      }
    }
  });

  it('resolves every gift rule product', async () => {
    const { discounts } = (await t.call('get-discounts', {})).body;
    for (const rule of seedData.giftRules) {
      const served = discounts.find((d) => d.handle === rule.handle)!;
      expect(served.buy_products.map((p) => p.handle)).toEqual(rule.buy_product_handles);
      expect(served.get_products.map((p) => p.handle)).toEqual(rule.get_product_handles);
    }
  });

  it('serves every blog post, content page, navigation and the home page', async () => {
    for (const post of seedData.blogPosts) {
      expect((await t.call('get-blog-by-blog-slug', { slug: post.slug })).body.blog?.slug).toBe(post.slug);
    }
    for (const page of seedData.contentPages) {
      expect((await t.call('get-content-page', { path: page.path })).body.page?.path).toBe(page.path);
    }
    for (const nav of seedData.navigations) {
      expect((await t.call('get-navigation', { handle: nav.handle })).body.navigation.length).toBe(nav.groups.length);
    }
    const { home } = (await t.call('get-home', {})).body;
    expect(home.featuredBlogs.length).toBeGreaterThan(0);
    const featured = await t.call('get-products-by-handles', { handles: home.featuredProductHandles });
    expect(featured.body.products).toHaveLength(home.featuredProductHandles.length);
    const fields = Object.keys(seedData.globals);
    expect(Object.keys((await t.call('get-globals', { fields })).body.globals).sort()).toEqual(fields.sort());
  });

  it('registers an image for every image id it hands out', async () => {
    const ids =
      JSON.stringify(
        await Promise.all(
          [
            t.call('get-all-products', {}),
            t.call('get-home', {}),
            t.call('get-blogs', {}),
            t.call('get-globals', { fields: ['site_404_image'] }),
            ...seedData.navigations.map((n) => t.call('get-navigation', { handle: n.handle })),
          ].map(async (p) => (await p).body),
        ),
      ).match(/"id":"(?:product|blog|cms|plp|home)-[a-z0-9-]+"/g) ?? [];
    expect(ids.length).toBeGreaterThan(100);
    for (const id of new Set(ids.map((m) => m.slice(6, -1)))) {
      expect(sql(t.db, 'SELECT 1 FROM assets WHERE id = ?').get(id), id).toBeTruthy();
    }
  });
});

describe('seeding', () => {
  it('seeds an empty store once, and reseeds from scratch', () => {
    const db = openDatabase(':memory:');
    expect(isSeeded(db)).toBe(false);
    expect(seedIfEmpty(db, fixture)).toBe(true);
    expect(seedIfEmpty(db, fixture)).toBe(false);
    db.prepare("INSERT INTO carts (id, created_at, updated_at) VALUES ('c', 'x', 'x')").run();
    reseedDatabase(db, fixture);
    expect(db.prepare('SELECT COUNT(*) AS n FROM carts').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual({ n: fixture.products.length });
  });

  it('writes nothing when a seed entry is wrong', () => {
    const db = openDatabase(':memory:');
    const broken = {
      ...fixture,
      products: [
        ...fixture.products,
        {
          ...fixture.products[0]!,
          handle: 'x',
          variants: [{ sku: 'X-1', title: 'x', price: 1, inventory: 1 }],
          sellingPlanIds: ['nope'],
        },
      ],
    };
    expect(() => seedIfEmpty(db, broken)).toThrow(/unknown selling plan nope/);
    expect(isSeeded(db)).toBe(false);
  });
});
