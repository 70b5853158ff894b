import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../../db/statements';
import { storeSnapshot } from '../../../test-fixtures/test-backend';
import { startConsoleForTest, type ConsoleClient, type ConsoleTest } from '../../test-support/console-test';

// Export and import over HTTP: the export round-trips (nothing to change), a changed file
// previews what it would create and update and writes only when confirmed (in one go, the shop
// told after), a file with errors lists them by line and column and writes nothing, and
// fulfilment may use neither.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

async function editor() {
  const c = await t.signIn('editor');
  await c.get('/products/csv/import');
  return c;
}

function upload(c: ConsoleClient, text: string | Uint8Array<ArrayBuffer>, name = 'products.csv') {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return c.upload('/products/csv/import', form);
}

const pendingOf = (html: string) => /action="(\/products\/csv\/import\/[0-9a-f]{32})"/.exec(html)?.[1] ?? null;
const summary = (html: string) => /<p id="import-summary">([^<]*)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
const priceOf = (sku: string) =>
  (sql(t.db, 'SELECT price_cents FROM variants WHERE sku = ?').get(sku) as { price_cents: number }).price_cents;

describe('export', () => {
  it('streams every product, archived ones too, with its status, as the Shopify CSV', async () => {
    const c = await editor();
    const id = (sql(t.db, "SELECT id FROM products WHERE handle = 'gentle-cleanser'").get() as { id: number }).id;
    await c.get(`/products/${id}`);
    expect((await c.post(`/products/${id}/archive`)).status).toBe(303);
    const res = await c.get('/products/csv/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.html.split('\r\n');
    expect(lines[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,/);
    expect(lines.find((l) => l.startsWith('gentle-cleanser,Gentle Cleanser'))).toMatch(/,archived,/);
    expect(res.html).toContain('http://shop.test/assets/product-vitamin-c-serum,1,');
  });
});

describe('import', () => {
  it('previews the exported catalogue as unchanged and writes nothing', async () => {
    const c = await editor();
    const file = (await c.get('/products/csv/export')).html;
    await c.get('/products/csv/import');
    const before = storeSnapshot(t.db);
    const res = await upload(c, file);
    expect(res.status).toBe(200);
    expect(summary(res.html)).toBe('products.csv: 4 products. 0 to create, 0 to update, 4 unchanged.');
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('previews created and updated products, writes nothing until confirmed, then all at once and tells the shop', async () => {
    const c = await editor();
    const exported = (await c.get('/products/csv/export')).html;
    const changed =
      exported.replace(',VCS-30,,shopify,50,deny,manual,68.00,', ',VCS-30,,shopify,50,deny,manual,70.00,') +
      'night-oil,Night Oil,<p>Rich.</p>,Lumen,,moisturizers,"category:moisturizers, skin-type:dry",TRUE,Size,30 ml,,,,,NO-30,,shopify,12,deny,manual,45.00,,TRUE,TRUE,,,,,FALSE,,,g,active\r\n';
    await c.get('/products/csv/import');
    const before = storeSnapshot(t.db);
    const preview = await upload(c, changed);
    expect(preview.status).toBe(200);
    expect(summary(preview.html)).toBe('products.csv: 5 products. 1 to create, 1 to update, 3 unchanged.');
    expect(preview.html).toMatch(/id="import-created"[\s\S]*Night Oil/);
    expect(preview.html).toMatch(/id="import-updated"[\s\S]*Vitamin C Serum/);
    expect(storeSnapshot(t.db)).toBe(before);
    expect(t.emitted).toEqual([]);

    const applied = await c.post(pendingOf(preview.html)!);
    expect([applied.status, applied.location]).toEqual([303, '/products/csv/import?notice=imported']);
    expect(priceOf('VCS-30')).toBe(7000);
    const shop = await t.backend.call('get-product-by-handle', { handle: 'night-oil' });
    expect(shop.body.product?.title).toBe('Night Oil');
    expect(t.emitted.flat()).toEqual(
      expect.arrayContaining(['product:night-oil', 'product:vitamin-c-serum', 'products']),
    );
    const audit = sql(t.db, "SELECT after_json FROM audit_log WHERE action = 'product.import'").get() as {
      after_json: string;
    };
    expect(JSON.parse(audit.after_json)).toMatchObject({ created: 1, updated: 1, unchanged: 3 });
    // the preview is used up
    expect((await c.post(pendingOf(preview.html)!)).status).toBe(404);
  });

  it('lists every error by line and column and writes nothing', async () => {
    const c = await editor();
    const exported = (await c.get('/products/csv/export')).html;
    const bad = exported
      .replace(',VCS-30,,shopify,50,deny,manual,68.00,', ',VCS-30,,shopify,50,deny,manual,cheap,')
      .concat(
        'new-thing,New Thing,,,,serums,,TRUE,Size,1,,,,,GC-200,,shopify,1,deny,manual,5.00,4.00,TRUE,TRUE,,,,,,,,,active\r\n',
      );
    await c.get('/products/csv/import');
    const before = storeSnapshot(t.db);
    const res = await upload(c, bad);
    expect(res.status).toBe(400);
    const line = exported.split('\r\n').findIndex((l) => l.includes(',VCS-30,')) + 1;
    const last = exported.split('\r\n').length;
    expect(res.html).toContain(`Line ${line}, Variant Price: Enter a price in dollars, e.g. 34 or 34.50.`);
    expect(res.html).toContain(`Line ${last}, Variant Compare At Price: The compare-at price must be higher`);
    expect(res.html).toContain(`Line ${last}, Variant SKU: The SKU`);
    expect(pendingOf(res.html)).toBeNull();
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('refuses a picture from a host not in IMAGE_SOURCE_HOSTS on its line, fetching nothing', async () => {
    const c = await editor();
    const file =
      'Handle,Title,Type,Option1 Value,Variant SKU,Variant Price,Image Src\r\n' +
      'new-mask,New Mask,masks,50 ml,NM-50,24.00,https://pictures.example.com/mask.jpg\r\n';
    const res = await upload(c, file);
    expect(res.status).toBe(400);
    expect(res.html).toContain(
      'Line 2, Image Src: The picture was not fetched: pictures.example.com is not an allowed picture host (IMAGE_SOURCE_HOSTS).',
    );
  });

  it('refuses a file that is not a product CSV, and a preview that is not yours or has expired', async () => {
    const c = await editor();
    const notOurs = await upload(c, 'sku,quantity\nVCS-30,3\n');
    expect([notOurs.status, notOurs.html]).toEqual([
      400,
      expect.stringContaining('Line 1, Handle: The first line must name the columns'),
    ]);
    const empty = await upload(c, '');
    expect([empty.status, empty.html]).toEqual([400, expect.stringContaining('<td>Choose a CSV file to upload.</td>')]);
    const binary = await upload(c, new Uint8Array([0xff, 0xfe, 0x00, 0x41]));
    expect([binary.status, binary.html]).toEqual([400, expect.stringContaining('The file is not text (UTF-8)')]);
    const preview = await upload(c, (await c.get('/products/csv/export')).html.replace(',68.00,', ',69.00,'));
    const path = pendingOf(preview.html)!;
    const other = await t.signIn('owner');
    await other.get('/products/csv/import');
    expect((await other.post(path)).status).toBe(404);
    t.setNow(new Date(t.now().getTime() + 31 * 60_000));
    expect((await c.post(path)).status).toBe(404);
    expect(priceOf('VCS-30')).toBe(6800);
  });

  it('writes nothing when a product changed in the console after the preview', async () => {
    const c = await editor();
    const exported = (await c.get('/products/csv/export')).html;
    const file = exported.replace(',68.00,', ',69.00,').replace(',Gentle Cleanser,', ',Gentler Cleanser,');
    const preview = await upload(c, file);
    const id = (sql(t.db, "SELECT id FROM products WHERE handle = 'vitamin-c-serum'").get() as { id: number }).id;
    await c.get(`/products/${id}`);
    expect((await c.post(`/products/${id}/unpublish`)).status).toBe(303);
    const before = storeSnapshot(t.db);
    const res = await c.post(pendingOf(preview.html)!);
    expect(res.status).toBe(409);
    expect(res.html).toContain(
      'vitamin-c-serum was changed in the console since the preview; upload the file again. Nothing was written.',
    );
    expect(storeSnapshot(t.db)).toBe(before);
  });
});

describe('roles', () => {
  it('fulfilment may neither export nor import', async () => {
    const c = await t.signIn('fulfilment');
    await c.get('/account');
    expect((await c.get('/products/csv/export')).status).toBe(403);
    expect((await c.get('/products/csv/import')).status).toBe(403);
    expect((await upload(c, 'Handle\r\nx\r\n')).status).toBe(403);
    expect((await c.post(`/products/csv/import/${'a'.repeat(32)}`)).status).toBe(403);
  });
});
