import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import type { Role } from '../permissions';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { CSV_MESSAGES } from './stock-csv';
import { MAX_CSV_BYTES } from './stock-feature';
import { STOCK_MESSAGES } from './stock-rules';

// The Stock screen over HTTP: the list and its filters, a change from a row's form (303, or 400
// with the message next to the field and the typed value kept), a CSV upload refused whole with
// its line numbers, and who may change stock (an editor may not). Through the whole console:
// sign-in, the CSRF token of the page read, the role check.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const quantityOf = (sku: string) =>
  (sql(t.db, 'SELECT inventory FROM variants WHERE sku = ?').get(sku) as { inventory: number }).inventory;

/** Signed in as `role`, with the CSRF token of a page it may read. */
async function staff(role: Role) {
  const client = await t.signIn(role);
  if (role !== 'editor') await client.get('/stock');
  return {
    get: client.get,
    post: client.post,
    upload: (
      path: string,
      file: { name: string; text: string | Uint8Array<ArrayBuffer> } | null,
      fields: Record<string, string> = {},
    ) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append('file', new Blob([file.text]), file.name);
      return client.upload(path, form);
    },
  };
}
const rowsShown = (html: string) => [...html.matchAll(/<tr id="stock-([^"]+)"/g)].map((m) => m[1]);

describe('the list', () => {
  it('shows product, variant, SKU and quantity, sold-out and low marks; search and filters narrow it', async () => {
    const client = await staff('fulfilment');
    const all = await client.get('/stock');
    expect(all.status).toBe(200);
    expect(rowsShown(all.html)).toEqual(['GC-200', 'RNC-50', 'TLB-1', 'VCS-30', 'VCS-15']);
    expect(all.html).toMatch(
      /Vitamin C Serum<\/td><td data-label="Variant">Travel 0.5 fl oz<\/td><td data-label="SKU"><code>VCS-15<\/code><\/td><td class="console-num" data-label="Quantity">5/,
    );
    expect(all.html).toMatch(/RNC-50[\s\S]*?Sold out/);
    expect(rowsShown((await client.get('/stock?low=1')).html)).toEqual(['VCS-15']);
    expect(rowsShown((await client.get('/stock?soldout=1')).html)).toEqual(['RNC-50']);
    expect(rowsShown((await client.get('/stock?show=sold-out&q=serum')).html)).toEqual([]);
    expect(rowsShown((await client.get('/stock?q=GC-')).html)).toEqual(['GC-200']);
    expect((await client.get('/stock?page=zz&q=%25')).status).toBe(200);
  });

  it('offers a change form on each row to a role that may change stock', async () => {
    const owner = await (await staff('owner')).get('/stock');
    expect(owner.html).toContain('action="/stock/VCS-15"');
  });
});

describe('a change from the form', () => {
  it('303 back to the same view with a notice; the quantity is saved', async () => {
    const client = await staff('fulfilment');
    const res = await client.post('/stock/VCS-15', {
      mode: 'set',
      quantity: '0',
      reason: 'Recall',
      back: '/stock?low=1',
    });
    expect(res).toMatchObject({ status: 303, location: '/stock?low=1&notice=saved' });
    expect(quantityOf('VCS-15')).toBe(0);
    expect((await client.get(res.location!)).html).toContain('Stock saved.');
  });

  it.each([
    [{ mode: 'set', quantity: '-2', reason: 'Count' }, 'quantity', STOCK_MESSAGES.setNegative],
    [
      { mode: 'adjust', quantity: '-9', reason: 'Count' },
      'quantity',
      'That would leave -4: 5 in stock, so take away at most 5.',
    ],
    [{ mode: 'set', quantity: '1.5', reason: 'Count' }, 'quantity', STOCK_MESSAGES.notWhole],
    [{ mode: 'set', quantity: '3', reason: '' }, 'reason', STOCK_MESSAGES.reasonRequired],
  ])('%j → 400, the message next to %s, the typed value kept, nothing saved', async (fields, field, message) => {
    const client = await staff('owner');
    const snapshot = storeSnapshot(t.db);
    const res = await client.post('/stock/VCS-15', fields);
    expect(res.status).toBe(400);
    expect(res.html).toContain(
      `<p class="console-error" id="stock-VCS-15-${field}-error">${message.replace(/'/g, '&#x27;')}</p>`,
    );
    expect(res.html).toContain(`value="${fields.quantity}"`);
    expect(storeSnapshot(t.db)).toBe(snapshot);
  });

  it('a missing mode or an unknown SKU is refused with a message', async () => {
    const client = await staff('owner');
    expect((await client.post('/stock/VCS-15', { quantity: '3', reason: 'x' })).html).toContain(STOCK_MESSAGES.mode);
    const unknown = await client.post('/stock/NOPE', { mode: 'set', quantity: '3', reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('No variant has the SKU');
  });

  it('never redirects anywhere but the stock list', async () => {
    const res = await (
      await staff('owner')
    ).post('/stock/VCS-15', {
      mode: 'set',
      quantity: '3',
      reason: 'x',
      back: '//evil.example/stock',
    });
    expect(res.location).toBe('/stock?notice=saved');
  });
});

describe('roles', () => {
  it('an editor may not see or change stock (403), and nothing changes', async () => {
    const editor = await staff('editor');
    expect((await editor.get('/stock')).status).toBe(403);
    expect((await editor.post('/stock/VCS-15', { mode: 'set', quantity: '0', reason: 'x' })).status).toBe(403);
    expect(
      (await editor.upload('/stock/import', { name: 'a.csv', text: 'sku,quantity\nVCS-15,0\n' }, { reason: 'x' }))
        .status,
    ).toBe(403);
    expect(quantityOf('VCS-15')).toBe(5);
  });
});

describe('the CSV upload', () => {
  it('applies a good file: 303 with a notice', async () => {
    const res = await (
      await staff('fulfilment')
    ).upload(
      '/stock/import',
      { name: 'count.csv', text: 'sku,quantity\nVCS-15,20\nRNC-50,4\n' },
      { mode: 'set', reason: 'Stock take' },
    );
    expect(res).toMatchObject({ status: 303, location: '/stock?notice=imported' });
    expect([quantityOf('VCS-15'), quantityOf('RNC-50')]).toEqual([20, 4]);
  });

  it('refuses a file with a bad line: 400, the line named, nothing applied', async () => {
    const client = await staff('owner');
    const snapshot = storeSnapshot(t.db);
    const res = await client.upload(
      '/stock/import',
      { name: 'count.csv', text: 'sku,quantity\nVCS-15,20\nNOPE,4\nVCS-30,x\n' },
      { mode: 'set', reason: 'Stock take' },
    );
    expect(res.status).toBe(400);
    expect(res.html).toContain('Nothing was applied.');
    expect(res.html).toContain(`Line 3: ${CSV_MESSAGES.unknownSku('NOPE').replace(/"/g, '&quot;')}`);
    expect(res.html).toContain(`Line 4: ${STOCK_MESSAGES.notWhole}`);
    expect(res.html).toContain('value="Stock take"');
    expect(storeSnapshot(t.db)).toBe(snapshot);
  });

  it.each([
    ['no file', null, 'Choose a CSV file to upload.'],
    ['a file without the header', { name: 'a.csv', text: 'VCS-15,20\n' }, `Line 1: ${CSV_MESSAGES.header}`],
    [
      'a file that is not UTF-8 text',
      { name: 'a.csv', text: new Uint8Array([0x73, 0xff, 0xfe, 0x00]) },
      'not text (UTF-8)',
    ],
    ['a file too large', { name: 'a.csv', text: 'x'.repeat(MAX_CSV_BYTES + 1) }, 'larger than 512 KB'],
  ])('refuses %s with 400 and a message', async (_, file, message) => {
    const res = await (await staff('owner')).upload('/stock/import', file, { reason: 'x' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('id="stock-file-error"');
    expect(res.html).toContain(message);
  });
});
