import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { redirectEntries } from '../redirects/redirect-store';
import { auditRows, createConsoleStore, type ConsoleStore } from '../test-store/console-store';
import { changeStatus, duplicateProduct, saveProduct } from './catalogue-store';
import { addPicture, picturesOf } from './picture-store';
import { formFromRecord, listProducts, productRecord } from './catalogue-queries';
import { emptyForm, emptyVariant, type ProductForm } from './product-form';

// Products saved from the console against the real store: what the shop then shows (page,
// listing, search, sitemap's list), the audit entry, the tags emitted, and the refusals that
// need the database (handle or SKU taken, a size in an open cart, a stale form).

let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

const editor = () => s.staff('editor');

function newForm(overrides: Partial<ProductForm> = {}): ProductForm {
  return {
    ...emptyForm(),
    title: 'Cloud Barrier Cream',
    subtitle: 'Ceramide moisturiser',
    description: '<p>Soft <strong>cream</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    keyBenefits: 'Comforts\nRepairs',
    categories: ['moisturizers'],
    skinTypes: ['dry'],
    concerns: ['sensitive-skin'],
    variants: [
      { ...emptyVariant(), title: '1.7 oz', sku: 'CBC-50', price: '42', compareAt: '', stock: '12', weight: '90' },
      { ...emptyVariant(), title: '3.4 oz', sku: 'CBC-100', price: '68', compareAt: '80', stock: '3' },
      emptyVariant(),
    ],
    ...overrides,
  };
}

function create(overrides: Partial<ProductForm> = {}) {
  const r = saveProduct(s.deps, editor(), null, newForm(overrides));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.id;
}

const shopProduct = async (handle: string) => (await s.t.call('get-product-by-handle', { handle })).body.product;
const allHandles = async () =>
  (await s.t.call('get-all-products', {})).body.products.map((p: { handle: string }) => p.handle);
const searchHandles = async (q: string) =>
  (await s.t.call('search', { q, limit: 10 })).body.products.map((p: { handle: string }) => p.handle);

describe('create, publish, archive', () => {
  it('creates a draft the shop does not show; publishing shows it everywhere; archiving takes it off again', async () => {
    const id = create();
    expect(productRecord(s.t.db, id)!.status).toBe('draft');
    expect(await shopProduct('cloud-barrier-cream')).toBeNull();
    expect(await allHandles()).not.toContain('cloud-barrier-cream');
    expect(await searchHandles('cloud barrier')).toEqual([]);

    expect(changeStatus(s.deps, editor(), id, 'publish')).toEqual({ ok: true, status: 'active' });
    const shown = (await shopProduct('cloud-barrier-cream'))!;
    expect(shown.title).toBe('Cloud Barrier Cream');
    expect(shown.descriptionHtml).toBe('<p>Soft <strong>cream</strong>.</p><a>x</a>');
    expect(
      shown.variants.map((v: { sku: string; price: number; compareAtPrice: number | null }) => [
        v.sku,
        v.price,
        v.compareAtPrice,
      ]),
    ).toEqual([
      ['CBC-50', 42, null],
      ['CBC-100', 68, 80],
    ]);
    expect(shown.tags).toEqual(['category:moisturizers', 'concern:sensitive-skin', 'skin-type:dry']);
    expect(shown.featuredImage.id).toBe(`product-p${id}`);
    expect(shown.publishedAt).toBe(s.deps.now().toISOString());
    expect(await allHandles()).toContain('cloud-barrier-cream');
    expect(await searchHandles('cloud barrier')).toEqual(['cloud-barrier-cream']);
    const listing = (await s.t.call('get-products-by-tags', { tags: ['category:moisturizers'], page: 1, limit: 50 }))
      .body;
    expect(listing.products.map((p: { handle: string }) => p.handle)).toContain('cloud-barrier-cream');

    expect(changeStatus(s.deps, editor(), id, 'archive').ok).toBe(true);
    expect(await shopProduct('cloud-barrier-cream')).toBeNull();
    expect(await allHandles()).not.toContain('cloud-barrier-cream');
    expect(await searchHandles('cloud barrier')).toEqual([]);
    const after = (await s.t.call('get-products-by-tags', { tags: ['category:moisturizers'], page: 1, limit: 50 }))
      .body;
    expect(after.total).toBe(listing.total - 1);
    // the rows stay for old orders
    expect(sql(s.t.db, "SELECT COUNT(*) AS n FROM variants WHERE sku LIKE 'CBC-%'").get()).toEqual({ n: 2 });

    expect(auditRows(s.t.db).map((r) => [r.action, r.entity_id])).toEqual([
      ['product.create', String(id)],
      ['product.publish', String(id)],
      ['product.archive', String(id)],
    ]);
    expect(s.emitted).toEqual([
      ['product:cloud-barrier-cream', 'products'],
      ['product:cloud-barrier-cream', 'products'],
      ['product:cloud-barrier-cream', 'products'],
    ]);
  });

  it('keeps a draft and an archived product out of carts (a guessed variant id is unknown)', async () => {
    const id = create();
    const variantId = `gid://shopify/ProductVariant/${productRecord(s.t.db, id)!.variants[0]!.id}`;
    const draft = await s.t.call('create-cart', { lineItems: [{ variantId }] });
    expect(draft.status).toBe(422);
    changeStatus(s.deps, editor(), id, 'publish');
    expect((await s.t.call('create-cart', { lineItems: [{ variantId }] })).status).toBe(200);
    changeStatus(s.deps, editor(), id, 'archive');
    expect((await s.t.call('create-cart', { lineItems: [{ variantId }] })).status).toBe(422);
  });

  it('refuses a compare-at price not above the price, next to its field, and writes nothing', () => {
    const form = newForm();
    form.variants[1]!.compareAt = '60';
    const r = saveProduct(s.deps, editor(), null, form);
    expect(r).toEqual({
      ok: false,
      status: 400,
      errors: {
        'variant-1-compareAt':
          'The compare-at price must be higher than the price ($68.00) to show a sale; leave it empty for no sale.',
      },
    });
    expect(sql(s.t.db, "SELECT COUNT(*) AS n FROM products WHERE handle = 'cloud-barrier-cream'").get()).toEqual({
      n: 0,
    });
    expect(auditRows(s.t.db)).toEqual([]);
    expect(s.emitted).toEqual([]);
  });

  it('refuses a handle or a SKU another product has', () => {
    const r = saveProduct(s.deps, editor(), null, newForm({ handle: 'vitamin-c-serum' }));
    expect(r.ok ? null : r.errors.handle).toBe('Another product already has the handle "vitamin-c-serum".');
    const form = newForm();
    form.variants[0]!.sku = 'vcs-30';
    const r2 = saveProduct(s.deps, editor(), null, form);
    expect(r2.ok ? null : r2.errors['variant-0-sku']).toBe('The SKU "vcs-30" belongs to another product.');
  });
});

describe('edit', () => {
  it('renames, reorders and re-prices in place (variant ids kept), telling the old and new pages', async () => {
    const id = create();
    changeStatus(s.deps, editor(), id, 'publish');
    const before = productRecord(s.t.db, id)!;
    const form = formFromRecord(before);
    form.handle = 'cloud-cream';
    form.variants[0]!.position = '2';
    form.variants[1]!.position = '1';
    form.variants[1]!.price = '70';
    form.subscribe = true;
    form.discount = '15';
    form.intervals = '45';
    s.emitted.length = 0;
    const r = saveProduct(s.deps, editor(), id, form);
    expect(r).toEqual({
      ok: true,
      id,
      handle: 'cloud-cream',
      oldHandle: 'cloud-barrier-cream',
      redirectsChanged: true,
    });
    expect(s.emitted).toEqual([['product:cloud-barrier-cream', 'product:cloud-cream', 'products', 'redirects']]);
    expect(redirectEntries(s.t.db)).toContainEqual({
      from: '/products/cloud-barrier-cream',
      to: '/products/cloud-cream',
      status: 301,
    });
    const after = productRecord(s.t.db, id)!;
    expect(after.variants.map((v) => [v.id, v.sku, v.priceCents])).toEqual([
      [before.variants[1]!.id, 'CBC-100', 7000],
      [before.variants[0]!.id, 'CBC-50', 4200],
    ]);
    expect(after.version).toBe(before.version + 1);
    const shown = (await shopProduct('cloud-cream'))!;
    expect(shown.sellingPlans).toEqual([
      { id: 'plan-45-15', name: 'Deliver every 45 days, save 15%', intervalDays: 45, discountPercent: 15 },
    ]);
    expect(await shopProduct('cloud-barrier-cream')).toBeNull();
    const audit = auditRows(s.t.db).findLast((a) => a.action === 'product.edit')!;
    expect(audit.action).toBe('product.edit');
    expect(JSON.parse(audit.before_json!).handle).toBe('cloud-barrier-cream');
    expect(JSON.parse(audit.after_json!).handle).toBe('cloud-cream');
  });

  it('renaming back removes the redirect from the address the product takes again (no loop); unticked, adds none', () => {
    const id = create();
    const rename = (handle: string, redirect = true) => {
      const form = { ...formFromRecord(productRecord(s.t.db, id)!), handle, redirect };
      const r = saveProduct(s.deps, editor(), id, form);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
    };
    const mine = () => redirectEntries(s.t.db).filter((e) => e.from.startsWith('/products/cloud'));
    rename('cloud-cream');
    rename('cloud-barrier-cream');
    expect(mine()).toEqual([{ from: '/products/cloud-cream', to: '/products/cloud-barrier-cream', status: 301 }]);
    rename('cloud-balm', false);
    expect(mine()).toEqual([{ from: '/products/cloud-cream', to: '/products/cloud-barrier-cream', status: 301 }]);
  });

  it('refuses to remove a size that is in an open cart, and says so', async () => {
    const record = productRecord(
      s.t.db,
      Number((sql(s.t.db, "SELECT id FROM products WHERE handle = 'vitamin-c-serum'").get() as { id: number }).id),
    )!;
    const shown = (await shopProduct('vitamin-c-serum'))!;
    const travel = shown.variants.find((v: { sku: string }) => v.sku === 'VCS-15')!;
    await s.t.call('create-cart', { lineItems: [{ variantId: travel.id }] });
    const form = formFromRecord(record);
    const row = form.variants.findIndex((v) => v.sku === 'VCS-15');
    form.variants[row]!.remove = true;
    const r = saveProduct(s.deps, editor(), record.id, form);
    expect(r.ok ? null : r.errors[`variant-${row}-remove`]).toBe(
      'VCS-15 is in 1 open cart: it cannot be removed now. Set its stock to 0 to stop sales.',
    );
    expect(productRecord(s.t.db, record.id)!.variants).toHaveLength(2);
  });

  it('removes a size no cart holds', () => {
    const id = create();
    const form = formFromRecord(productRecord(s.t.db, id)!);
    form.variants[1]!.remove = true;
    expect(saveProduct(s.deps, editor(), id, form).ok).toBe(true);
    expect(productRecord(s.t.db, id)!.variants.map((v) => v.sku)).toEqual(['CBC-50']);
  });

  it('answers 409 to a form saved from an older version', () => {
    const id = create();
    const stale = formFromRecord(productRecord(s.t.db, id)!);
    expect(saveProduct(s.deps, editor(), id, formFromRecord(productRecord(s.t.db, id)!)).ok).toBe(true);
    const r = saveProduct(s.deps, editor(), id, { ...stale, title: 'Too late' });
    expect(r.ok ? null : r.status).toBe(409);
    expect(productRecord(s.t.db, id)!.title).toBe('Cloud Barrier Cream');
  });
});

describe('stock while the form is open', () => {
  const stockOf = (sku: string) =>
    (sql(s.t.db, 'SELECT inventory FROM variants WHERE sku = ?').get(sku) as { inventory: number }).inventory;

  it('keeps what sold meanwhile when the stock field is left as drawn; a typed stock sets it', () => {
    const id = create();
    const form = formFromRecord(productRecord(s.t.db, id)!);
    sql(s.t.db, "UPDATE variants SET inventory = inventory - 3 WHERE sku = 'CBC-50'").run(); // an order
    expect(saveProduct(s.deps, editor(), id, { ...form, title: 'Cloud Barrier Cream II' }).ok).toBe(true);
    expect(stockOf('CBC-50')).toBe(9);

    const again = formFromRecord(productRecord(s.t.db, id)!);
    again.variants[0]!.stock = '40';
    expect(saveProduct(s.deps, editor(), id, again).ok).toBe(true);
    expect(stockOf('CBC-50')).toBe(40);
    expect(stockOf('CBC-100')).toBe(3);
  });

  it('reports a sold-out size put back on sale, and only that one', () => {
    const id = create();
    sql(s.t.db, "UPDATE variants SET inventory = 0 WHERE sku IN ('CBC-50', 'CBC-100')").run();
    const form = formFromRecord(productRecord(s.t.db, id)!);
    form.variants[1]!.stock = '5';
    expect(saveProduct(s.deps, editor(), id, form).ok).toBe(true);
    expect(s.backInStock).toEqual([[{ sku: 'CBC-100', handle: 'cloud-barrier-cream', quantity: 5 }]]);
  });
});

describe('list and duplicate', () => {
  it('searches title, handle and SKU, filters by facet, status and sold out', () => {
    const id = create();
    const handles = (q: Partial<Parameters<typeof listProducts>[1]>) =>
      listProducts(s.t.db, {
        q: '',
        category: '',
        skinType: '',
        concern: '',
        status: '',
        soldOut: false,
        page: 1,
        ...q,
      }).rows.map((r) => r.handle);
    expect(handles({ q: 'cbc-100' })).toEqual(['cloud-barrier-cream']);
    expect(handles({ q: 'barrier' })).toEqual(['cloud-barrier-cream']);
    expect(handles({ status: 'draft' })).toEqual(['cloud-barrier-cream']);
    expect(handles({ concern: 'sensitive-skin', category: 'moisturizers' })).toContain('cloud-barrier-cream');
    expect(handles({ soldOut: true })).toEqual(['retinol-night-cream']);
    changeStatus(s.deps, editor(), id, 'archive');
    expect(handles({ q: 'barrier' })).toEqual([]);
    expect(handles({ q: 'barrier', status: 'archived' })).toEqual(['cloud-barrier-cream']);
  });

  it('duplicates as a draft with new handle and SKUs and no stock', () => {
    const id = create();
    const copy = duplicateProduct(s.deps, editor(), id)!;
    const r = productRecord(s.t.db, copy)!;
    expect([r.handle, r.title, r.status]).toEqual(['cloud-barrier-cream-copy', 'Cloud Barrier Cream (copy)', 'draft']);
    expect(r.variants.map((v) => [v.sku, v.inventory])).toEqual([
      ['CBC-50-COPY', 0],
      ['CBC-100-COPY', 0],
    ]);
    expect(productRecord(s.t.db, duplicateProduct(s.deps, editor(), id)!)!.handle).toBe('cloud-barrier-cream-copy-2');
  });

  it("gives the copy its own drawn packshot, so the original's pictures stay the original's", () => {
    const id = create();
    const picture = {
      bytes: Buffer.from('png'),
      format: 'png',
      contentType: 'image/png',
      width: 10,
      height: 10,
    } as const;
    expect(addPicture(s.deps, editor(), id, picture, 'The cream')).toBeNull();
    const upload = picturesOf(s.t.db, id)!.uploads[0]!.id;
    const copy = duplicateProduct(s.deps, editor(), id)!;
    expect(picturesOf(s.t.db, copy)!.uploads).toEqual([]);
    expect(productRecord(s.t.db, copy)!.doc.images.map((i) => i.id)).toEqual([`product-p${copy}`]);
    expect(sql(s.t.db, 'SELECT 1 AS found FROM assets WHERE id = ?').get(upload)).toEqual({ found: 1 });
  });
});
