import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { addRedirect } from '../redirects/redirect-store';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';

// The Products screens over HTTP, through sign-in, CSRF and the role check: who may see and
// change products, a create answered 303, a refused form answered 400 with the message under
// its field and the typed values kept, publishing and the conflict of two editors.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const form = (overrides: Record<string, string | string[]> = {}) => ({
  title: 'Cloud Barrier Cream',
  handle: '',
  subtitle: 'Ceramide moisturiser',
  description: '<p>Soft cream.</p>',
  categories: ['moisturizers'],
  skin_types: ['dry', 'normal'],
  variant_id: ['', '', ''],
  variant_position: ['1', '2', '3'],
  variant_title: ['1.7 oz', '3.4 oz', ''],
  variant_sku: ['CBC-50', 'CBC-100', ''],
  variant_price: ['42', '68', ''],
  variant_compare_at: ['', '80', ''],
  variant_stock: ['12', '3', '0'],
  variant_weight: ['', '', ''],
  ...overrides,
});

const idOf = (handle: string) =>
  (sql(t.db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number } | undefined)?.id;

describe('who may', () => {
  it('keeps fulfilment out of products (403), lets an editor list, create and edit', async () => {
    const fulfilment = await t.signIn('fulfilment');
    await fulfilment.get('/orders');
    expect((await fulfilment.get('/products')).status).toBe(403);
    expect((await fulfilment.post('/products', form())).status).toBe(403);
    expect(idOf('cloud-barrier-cream')).toBeUndefined();

    const editor = await t.signIn('editor');
    const list = await editor.get('/products');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Vitamin C Serum');
    expect(list.html).toContain('href="/products"');
    const created = await editor.post('/products', form());
    expect(created.status).toBe(303);
    const id = idOf('cloud-barrier-cream')!;
    expect(created.location).toBe(`/products/${id}?notice=created`);
    const page = await editor.get(created.location!);
    expect(page.html).toContain('Product created as a draft.');
    expect(page.html).toContain('value="CBC-100"');
  });
});

describe('a refused form', () => {
  it('answers 400 with each message under its field and everything typed kept', async () => {
    const editor = await t.signIn('editor');
    await editor.get('/products/new');
    const res = await editor.post(
      '/products',
      form({ handle: 'Bad Handle', variant_compare_at: ['', '60', ''], categories: [] }),
    );
    expect(res.status).toBe(400);
    expect(res.html).toMatch(
      /id="field-handle"[^>]*aria-invalid="true"[\s\S]*?Use lowercase letters, digits and single hyphens/,
    );
    expect(res.html).toContain(
      'id="variant-1-compareAt-error">The compare-at price must be higher than the price ($68.00) to show a sale',
    );
    expect(res.html).toContain('Choose at least one category');
    expect(res.html).toContain('value="Bad Handle"');
    expect(res.html).toContain('value="CBC-50"');
    expect(sql(t.db, "SELECT COUNT(*) AS n FROM products WHERE title = 'Cloud Barrier Cream'").get()).toEqual({ n: 0 });
  });
});

describe('publishing and editing', () => {
  it('publishes (303, on the shop, tags emitted), then refuses a stale save with 409', async () => {
    const editor = await t.signIn('editor');
    await editor.get('/products/new');
    await editor.post('/products', form());
    const id = idOf('cloud-barrier-cream')!;
    const page = await editor.get(`/products/${id}`);
    const version = /name="version" value="(\d+)"/.exec(page.html)![1]!;
    const published = await editor.post(`/products/${id}/publish`);
    expect([published.status, published.location]).toEqual([303, `/products/${id}?notice=published`]);
    expect((await t.backend.call('get-product-by-handle', { handle: 'cloud-barrier-cream' })).body.product?.title).toBe(
      'Cloud Barrier Cream',
    );
    expect(t.emitted.at(-1)).toEqual(['product:cloud-barrier-cream', 'products']);

    const variantIds = [...page.html.matchAll(/name="variant_id" value="(\d*)"/g)].map((m) => m[1]!);
    const stale = await editor.post(`/products/${id}`, form({ version, variant_id: variantIds, title: 'Renamed' }));
    expect(stale.status).toBe(409);
    expect(stale.html).toContain('Someone saved this product while you were editing it.');

    const fresh = await editor.get(`/products/${id}`);
    const current = /name="version" value="(\d+)"/.exec(fresh.html)![1]!;
    const saved = await editor.post(
      `/products/${id}`,
      form({ version: current, variant_id: variantIds, title: 'Renamed' }),
    );
    expect([saved.status, saved.location]).toEqual([303, `/products/${id}?notice=saved`]);
    expect((sql(t.db, 'SELECT title FROM products WHERE id = ?').get(id) as { title: string }).title).toBe('Renamed');
  });

  it('refuses a rename whose redirect the table refuses, with the message at the box, and saves nothing', async () => {
    const editor = await t.signIn('editor');
    await editor.get('/products/new');
    await editor.post('/products', form());
    const id = idOf('cloud-barrier-cream')!;
    addRedirect(
      t.db,
      { id: null, email: 'test' },
      { from: '/products/cloud-barrier-cream', to: '/about', status: 302, confirmScreen: true },
      new Date(),
    );
    const page = await editor.get(`/products/${id}`);
    const version = /name="version" value="(\d+)"/.exec(page.html)![1]!;
    const variantIds = [...page.html.matchAll(/name="variant_id" value="(\d*)"/g)].map((m) => m[1]!);
    const res = await editor.post(
      `/products/${id}`,
      form({ version, variant_id: variantIds, handle: 'cloud-cream', redirect: '1' }),
    );
    expect(res.status).toBe(400);
    expect(res.html).toContain('The old address could not be redirected: This path already redirects to /about');
    expect(idOf('cloud-barrier-cream')).toBe(id);
    const unticked = await editor.post(
      `/products/${id}`,
      form({ version, variant_id: variantIds, handle: 'cloud-cream' }),
    );
    expect(unticked.status).toBe(303);
    expect(idOf('cloud-cream')).toBe(id);
  });

  it('answers 404 for a product that does not exist', async () => {
    const editor = await t.signIn('editor');
    await editor.get('/products');
    expect((await editor.get('/products/999999')).status).toBe(404);
    expect((await editor.post('/products/999999/publish')).status).toBe(404);
  });
});
