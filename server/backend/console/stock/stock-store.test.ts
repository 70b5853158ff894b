import { beforeEach, describe, expect, it } from 'vitest';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import { auditRows, createConsoleStore, type ConsoleStore } from '../test-store/console-store';
import { CSV_MESSAGES } from './stock-csv';
import { STOCK_MESSAGES } from './stock-rules';
import { importStock, listStock, setStock, STOCK_PAGE_SIZE } from './stock-store';

// Stock against the real store (fixture: VCS-30 50, VCS-15 5 of vitamin-c-serum; GC-200 100;
// RNC-50 0 of retinol-night-cream; TLB-1 500): the list and its filters, a change from the form
// and from a file, what the shop then sells, the audit and the tags.

let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

const skus = (q: Partial<Parameters<typeof listStock>[1]> = {}) =>
  listStock(s.t.db, { q: '', filter: 'all', page: 1, ...q }).rows.map((r) => `${r.sku}=${r.quantity}`);

/** The shop's answer for the vitamin C serum's variants: on sale or not. */
async function onSale(handle = 'vitamin-c-serum') {
  const { body } = await s.t.call('get-product-by-handle', { handle });
  return Object.fromEntries(body.product!.variants.map((v) => [v.sku, v.availableForSale]));
}

async function addToCart(variantSku: string) {
  const { body } = await s.t.call('get-product-by-handle', { handle: 'vitamin-c-serum' });
  const variant = body.product!.variants.find((v) => v.sku === variantSku)!;
  return s.t.call('create-cart', { lineItems: [{ variantId: variant.id }] });
}

describe('the list', () => {
  it('shows every variant with its product, title, SKU and quantity; search and filters narrow it', () => {
    expect(skus()).toEqual(['GC-200=100', 'RNC-50=0', 'TLB-1=500', 'VCS-30=50', 'VCS-15=5']);
    expect(listStock(s.t.db, { q: 'vcs-15', filter: 'all', page: 1 }).rows).toEqual([
      {
        sku: 'VCS-15',
        variantTitle: 'Travel 0.5 fl oz',
        productTitle: 'Vitamin C Serum',
        handle: 'vitamin-c-serum',
        quantity: 5,
      },
    ]);
    expect(skus({ q: 'Travel' })).toEqual(['TLB-1=500', 'VCS-15=5']);
    expect(skus({ q: '%' })).toEqual([]);
    expect(skus({ filter: 'low' })).toEqual(['VCS-15=5']);
    expect(skus({ filter: 'low', threshold: 50 })).toEqual(['VCS-15=5', 'VCS-30=50']);
    expect(skus({ filter: 'sold-out' })).toEqual(['RNC-50=0']);
    expect(skus({ filter: 'sold-out', q: 'serum' })).toEqual([]);
  });

  it('pages', () => {
    const page = listStock(s.t.db, { q: '', filter: 'all', page: 5 });
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(STOCK_PAGE_SIZE).toBeGreaterThan(5);
  });
});

describe('a change from the form', () => {
  it('sets a variant to 0: sold out on the shop, refused by the cart, audited, tags emitted', async () => {
    const owner = s.staff('owner');
    expect(setStock(s.deps, owner, 'VCS-15', 'set', '0', 'Recalled batch')).toEqual({
      ok: true,
      change: { sku: 'VCS-15', before: 5, after: 0 },
    });
    expect(await onSale()).toEqual({ 'VCS-30': true, 'VCS-15': false });
    const refused = await addToCart('VCS-15');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('lineItems.0.variantId: Variant is sold out');
    expect(auditRows(s.t.db)).toEqual([
      {
        staff_email: owner.email,
        action: 'stock.set',
        entity: 'variant',
        entity_id: 'VCS-15',
        before_json: '{"quantity":5}',
        after_json: '{"quantity":0}',
        reason: 'Recalled batch',
      },
    ]);
    expect(s.emitted).toEqual([['product:vitamin-c-serum', 'products']]);
    expect(s.backInStock).toEqual([]);
  });

  it('raising a sold-out variant puts it back on sale and reports it back in stock', async () => {
    setStock(s.deps, s.staff('fulfilment'), 'VCS-15', 'set', '0', 'Recalled');
    expect(setStock(s.deps, s.staff('fulfilment'), 'VCS-15', 'adjust', '+20', 'Delivery')).toMatchObject({
      ok: true,
      change: { before: 0, after: 20 },
    });
    expect(await onSale()).toEqual({ 'VCS-30': true, 'VCS-15': true });
    expect((await addToCart('VCS-15')).status).toBe(200);
    expect(s.backInStock).toEqual([[{ sku: 'VCS-15', handle: 'vitamin-c-serum', quantity: 20 }]]);
  });

  it.each([
    ['set', '-1', 'Count', 'quantity', STOCK_MESSAGES.setNegative],
    ['adjust', '-6', 'Count', 'quantity', 'That would leave -1: 5 in stock, so take away at most 5.'],
    ['set', 'twelve', 'Count', 'quantity', STOCK_MESSAGES.notWhole],
    ['set', '3', '', 'reason', STOCK_MESSAGES.reasonRequired],
  ] as const)('%s %s (reason %j) → 400 on %s, nothing changed', (mode, quantity, reason, field, message) => {
    const owner = s.staff('owner');
    const snapshot = storeSnapshot(s.t.db);
    expect(setStock(s.deps, owner, 'VCS-15', mode, quantity, reason)).toEqual({
      ok: false,
      status: 400,
      field,
      message,
    });
    expect(storeSnapshot(s.t.db)).toBe(snapshot);
    expect(s.emitted).toEqual([]);
  });

  it('answers 404 for an unknown SKU', () => {
    expect(setStock(s.deps, s.staff('owner'), 'NOPE', 'set', '1', 'x')).toMatchObject({ ok: false, status: 404 });
  });

  it('never stores a negative quantity, whoever writes it', () => {
    expect(() => s.t.db.prepare("UPDATE variants SET inventory = -1 WHERE sku = 'VCS-15'").run()).toThrow(/below 0/);
  });
});

describe('a CSV file', () => {
  it('applies every row in one go, audits each variant, purges each product once, reports back in stock', () => {
    const owner = s.staff('owner');
    const result = importStock(s.deps, owner, 'sku,quantity\nVCS-15,-5\nRNC-50,12\nGC-200,0\n', 'adjust', 'Stock take');
    expect(result).toEqual({
      ok: false,
      field: 'file',
      errors: [{ line: 4, message: STOCK_MESSAGES.adjustZero }],
    });
    const ok = importStock(s.deps, owner, 'sku,quantity\nVCS-15,-5\nRNC-50,12\nVCS-30,+1\n', 'adjust', 'Stock take');
    expect(ok).toEqual({
      ok: true,
      changes: [
        { sku: 'VCS-15', before: 5, after: 0 },
        { sku: 'RNC-50', before: 0, after: 12 },
        { sku: 'VCS-30', before: 50, after: 51 },
      ],
    });
    expect(skus({ filter: 'sold-out' })).toEqual(['VCS-15=0']);
    expect(auditRows(s.t.db).map((r) => [r.action, r.entity_id, r.before_json, r.after_json, r.reason])).toEqual([
      ['stock.import-adjust', 'VCS-15', '{"quantity":5}', '{"quantity":0}', 'Stock take'],
      ['stock.import-adjust', 'RNC-50', '{"quantity":0}', '{"quantity":12}', 'Stock take'],
      ['stock.import-adjust', 'VCS-30', '{"quantity":50}', '{"quantity":51}', 'Stock take'],
    ]);
    expect(s.emitted).toEqual([['product:vitamin-c-serum', 'product:retinol-night-cream', 'products']]);
    expect(s.backInStock).toEqual([[{ sku: 'RNC-50', handle: 'retinol-night-cream', quantity: 12 }]]);
  });

  it('a bad row rejects the whole file: nothing applied, nothing audited, nothing emitted', () => {
    const owner = s.staff('owner');
    const snapshot = storeSnapshot(s.t.db);
    expect(importStock(s.deps, owner, 'sku,quantity\nVCS-15,3\nNOPE,4\nVCS-15,5\n', 'set', 'Count')).toEqual({
      ok: false,
      field: 'file',
      errors: [
        { line: 3, message: CSV_MESSAGES.unknownSku('NOPE') },
        { line: 4, message: CSV_MESSAGES.duplicate('VCS-15', 2) },
      ],
    });
    expect(importStock(s.deps, owner, 'sku,quantity\nVCS-15,3\n', 'set', ' ')).toMatchObject({
      ok: false,
      field: 'reason',
    });
    expect(storeSnapshot(s.t.db)).toBe(snapshot);
    expect(s.emitted).toEqual([]);
  });
});
