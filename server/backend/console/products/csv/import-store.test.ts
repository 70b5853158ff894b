import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createChangeEvents } from '../../../changes/change-events';
import { sql } from '../../../db/statements';
import { createTestBackend, storeSnapshot } from '../../../test-fixtures/test-backend';
import { checkPicture } from '../picture-check';
import type { ProductStatus } from '../product-rules';
import { catalogueCsv } from './catalogue-export';
import { planImport, type PictureSource } from './import-plan';
import { applyImport, statusSteps } from './import-store';
import { parseProductCsv } from './parse-csv';
import { rowsToProducts } from './rows-to-products';

// Applying a checked file: the publishing steps between two states, pictures fetched and
// stored as uploads, and all or nothing.

describe('statusSteps', () => {
  it.each<[ProductStatus, ProductStatus, string[]]>([
    ['draft', 'draft', []],
    ['draft', 'active', ['publish']],
    ['active', 'draft', ['unpublish']],
    ['active', 'archived', ['archive']],
    ['draft', 'archived', ['archive']],
    ['archived', 'draft', ['restore']],
    ['archived', 'active', ['restore', 'publish']],
  ])('%s → %s: %j', (from, to, steps) => expect(statusSteps(from, to)).toEqual(steps));
});

const SITE = 'http://shop.test';
const actor = { id: null, email: 'test@shop.test' };

function setup() {
  const { db } = createTestBackend();
  const emitted: string[][] = [];
  const changes = createChangeEvents();
  changes.on((tags) => emitted.push([...tags]));
  return { db, emitted, deps: { db, now: () => new Date('2026-01-01T00:00:00Z'), changes } };
}

async function plan(db: ReturnType<typeof setup>['db'], text: string, source: PictureSource) {
  const parsed = parseProductCsv(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const { products, errors } = rowsToProducts(parsed.rows);
  return planImport(db, SITE, products, source, errors);
}

const pictures: PictureSource = async (src) => {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .jpeg()
    .toBuffer();
  return src.endsWith('/bad.jpg') ? { ok: false, message: 'refused here' } : checkPicture(bytes);
};

describe('applyImport', () => {
  it('creates a published product with a fetched picture, stored and shown as an upload', async () => {
    const { db, deps, emitted } = setup();
    const file =
      'Handle,Title,Type,Status,Option1 Value,Variant SKU,Variant Price,Image Src,Image Alt Text\r\n' +
      'green-mask,Green Mask,masks,active,50 ml,GM-50,24.00,https://cdn.test/mask.jpg,A green jar\r\n';
    const p = await plan(db, file, pictures);
    expect(p.errors).toEqual([]);
    expect(applyImport(deps, actor, p)).toEqual({ ok: true, created: 1, updated: 0, unchanged: 0 });
    const row = sql(db, "SELECT status, data FROM products WHERE handle = 'green-mask'").get() as {
      status: string;
      data: string;
    };
    expect(row.status).toBe('active');
    const images = (JSON.parse(row.data) as { images: { id: string; alt: string; width: number }[] }).images;
    expect(images.map((i) => [i.alt, i.width])).toEqual([['A green jar', 40]]);
    const asset = sql(db, 'SELECT content_type FROM assets WHERE id = ?').get(images[0]!.id);
    expect(asset).toEqual({ content_type: 'image/jpeg' });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toEqual(expect.arrayContaining(['product:green-mask', 'products']));

    // exported and imported again: nothing to do
    const again = await plan(db, [...catalogueCsv(db, SITE)].join(''), pictures);
    expect(again.items.every((i) => i.action === 'unchanged')).toBe(true);
  });

  it('puts a picture that could not be fetched on its line and column', async () => {
    const { db } = setup();
    const p = await plan(
      db,
      'Handle,Title,Type,Option1 Value,Variant SKU,Variant Price,Image Src\r\nm,M,masks,1,M-1,2.00,https://cdn.test/bad.jpg\r\n',
      pictures,
    );
    expect(p.errors).toEqual([{ line: 2, column: 'Image Src', message: 'refused here' }]);
  });

  it('writes nothing at all when one product of the file is refused at apply time', async () => {
    const { db, deps, emitted } = setup();
    const file =
      'Handle,Title,Type,Option1 Value,Variant SKU,Variant Price\r\n' +
      'first-new,First,masks,1,FN-1,2.00\r\n' +
      'second-new,Second,masks,1,SN-1,2.00\r\n';
    const p = await plan(db, file, pictures);
    // the second product's SKU is taken after the preview
    sql(db, "UPDATE variants SET sku = 'SN-1' WHERE sku = 'VCS-30'").run();
    const before = storeSnapshot(db);
    const result = applyImport(deps, actor, p);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('second-new (line 3)') as string });
    expect(storeSnapshot(db)).toBe(before);
    expect(emitted).toEqual([]);
  });
});
