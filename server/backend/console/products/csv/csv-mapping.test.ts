import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../../../../../shared/catalog/taxonomy';
import { checkProductForm } from '../product-form';
import { RULE_MESSAGES } from '../product-rules';
import { COLUMNS, csvHeader, csvLine, OWN_COLUMNS } from './columns';
import { formFor } from './import-plan';
import { parseProductCsv } from './parse-csv';
import { productToRows, type CsvProduct } from './products-to-rows';
import { locateErrors, rowsToProducts, type LineError } from './rows-to-products';

// A product as Shopify CSV rows and back: the rows it is written as, what a hand-made file
// reads as, every refusal on its line and column, and the round trip for any product.

const SITE = 'http://shop.test';

const serum: CsvProduct = {
  handle: 'daily-glow-serum',
  title: 'Daily Glow Serum, "the" one',
  status: 'active',
  extraTags: ['limited-edition', 'travel'],
  subscription: { discount: 15, intervals: [30, 60] },
  doc: {
    subtitle: 'Brightening',
    descriptionHtml: '<p>Glow.</p>',
    keyBenefits: ['Bright', 'Even'],
    keyIngredients: ['Vitamin C'],
    howToUse: 'Apply.',
    categories: ['antioxidants', 'serums'],
    skinTypes: ['dry'],
    concerns: ['discolorations'],
    newUntil: '2030-01-31',
    seoTitle: 'Glow',
    seoDescription: '',
    images: [
      { id: 'a', alt: 'Bottle' },
      { id: 'b', alt: 'Texture' },
      { id: 'c', alt: 'Box' },
    ],
  },
  variants: [
    { sku: 'DGS-30', title: '1 fl oz', priceCents: 3400, compareAtCents: 4800, inventory: 7, weightGrams: 120 },
    { sku: 'DGS-15', title: '0.5 fl oz', priceCents: 1850, compareAtCents: null, inventory: 0, weightGrams: null },
  ],
};

const fileOf = (products: CsvProduct[]) =>
  csvHeader() +
  products
    .flatMap((p) => productToRows(p, SITE, 'Lumen'))
    .map(csvLine)
    .join('');

function read(text: string) {
  const parsed = parseProductCsv(text);
  if (!parsed.ok) return { products: [], errors: parsed.errors };
  return rowsToProducts(parsed.rows);
}

describe('a product as rows', () => {
  const rows = productToRows(serum, SITE, 'Lumen');

  it('has one row a size, the product on the first and a row for the picture beyond the sizes', () => {
    expect(rows.map((r) => [r.Handle, r.Title ?? '', r['Option1 Value'] ?? '', r['Image Src'] ?? ''])).toEqual([
      ['daily-glow-serum', 'Daily Glow Serum, "the" one', '1 fl oz', 'http://shop.test/assets/a'],
      ['daily-glow-serum', '', '0.5 fl oz', 'http://shop.test/assets/b'],
      ['daily-glow-serum', '', '', 'http://shop.test/assets/c'],
    ]);
    expect(Object.keys(rows[2]!).sort()).toEqual(['Handle', 'Image Alt Text', 'Image Position', 'Image Src']);
  });

  it.each<[string, string]>([
    ['Type', 'antioxidants'],
    ['Tags', 'category:antioxidants, category:serums, skin-type:dry, concern:discolorations, limited-edition, travel'],
    ['Published', 'TRUE'],
    ['Status', 'active'],
    ['Variant Price', '34.00'],
    ['Variant Compare At Price', '48.00'],
    ['Variant Grams', '120'],
    ['Variant Inventory Qty', '7'],
    [OWN_COLUMNS.keyBenefits, 'Bright\nEven'],
    [OWN_COLUMNS.intervals, '30, 60'],
    [OWN_COLUMNS.discount, '15'],
  ])('writes %s as %j', (column, value) => {
    expect(rows[0]![column as keyof (typeof rows)[0]]).toBe(value);
  });

  it('quotes what must be quoted, so the file reads back as written', () => {
    expect(csvLine(rows[0]!)).toContain('"Daily Glow Serum, ""the"" one"');
    expect(csvHeader().split(',')).toHaveLength(COLUMNS.length);
  });
});

describe('a hand-made Shopify file', () => {
  const header =
    'Handle,Title,Type,Tags,Status,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Image Position,Google Shopping / Gender';

  it('groups rows by handle, reads the Type as the category, leaves unknown columns out', () => {
    const { products, errors } = read(
      `${header}\nnew-mask,New Mask,Masks,"skin-type:oily, Gift",draft,Size,50 ml,NM-50,24,3,https://cdn.test/b.jpg,2,Female\n` +
        `new-mask,,,,,,100 ml,NM-100,40.5,,https://cdn.test/a.jpg,1,\n`,
    );
    expect(errors).toEqual([]);
    expect(products).toHaveLength(1);
    const p = products[0]!;
    expect([p.categories, p.skinTypes, p.tags, p.status]).toEqual([['masks'], ['oily'], 'gift', 'draft']);
    expect(p.variants.map((v) => [v.line, v.title, v.sku, v.price, v.stock])).toEqual([
      [2, '50 ml', 'NM-50', '24', '3'],
      [3, '100 ml', 'NM-100', '40.5', null],
    ]);
    expect(p.images.map((i) => i.src)).toEqual(['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg']);
  });

  it.each<[string, string, LineError]>([
    [
      'an unknown category',
      'h,T,,category:nope,active,,S,SKU-1,10,1,,,',
      { line: 2, column: 'Tags', message: expect.stringContaining('unknown category') as string },
    ],
    [
      'a bad status',
      'h,T,serums,,live,,S,SKU-1,10,1,,,',
      { line: 2, column: 'Status', message: 'Use active, draft or archived.' },
    ],
    [
      'no handle',
      ',T,serums,,active,,S,SKU-1,10,1,,,',
      { line: 2, column: 'Handle', message: "Give every line its product's handle." },
    ],
    [
      'a bad position',
      'h,T,serums,,active,,S,SKU-1,10,1,https://x.test/a.png,first,',
      { line: 2, column: 'Image Position', message: expect.stringContaining('whole number') as string },
    ],
  ])('refuses %s on its line and column', (_name, line, error) => {
    expect(read(`${header}\n${line}\n`).errors).toEqual([error]);
  });

  it.each<[string, string, LineError]>([
    [
      'a price that is no number',
      'h,T,serums,,active,,S,SKU-1,abc,1',
      { line: 4, column: 'Variant Price', message: RULE_MESSAGES.price },
    ],
    [
      'a bad handle',
      'Bad Handle,T,serums,,active,,S,SKU-1,10,1',
      { line: 4, column: 'Handle', message: RULE_MESSAGES.handleShape },
    ],
    [
      'stock that is no number',
      'h,T,serums,,active,,S,SKU-1,10,many',
      { line: 4, column: 'Variant Inventory Qty', message: RULE_MESSAGES.stock },
    ],
    [
      'no category',
      'h,T,,,active,,S,SKU-1,10,1',
      { line: 4, column: 'Tags', message: expect.stringContaining('category') as string },
    ],
  ])("puts the product form's message for %s on its line and column", (_name, line, error) => {
    // a quoted line break in the first row: the second row starts on line 4
    const { products } = read(`${header}\nother,"Two\nlines",serums,,active,,S,O-1,10,1,,,\n${line}\n`);
    const p = products.find((x) => x.handle !== 'other')!;
    const checked = checkProductForm(formFor(p, null));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(locateErrors(p, checked.errors)).toContainEqual(error);
  });
});

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max, unit: 'grapheme' })
    .filter((t) => t.trim() === t && t !== '' && !/[\r\n]/.test(t));
const subset = <T>(all: readonly T[], min = 0) =>
  fc.subarray([...all], { minLength: min }).map((xs) => all.filter((x) => xs.includes(x)));

const variantArb = fc.record({
  title: text(20),
  priceCents: fc.integer({ min: 1, max: 90_000_000 }),
  compareBy: fc.option(fc.integer({ min: 1, max: 9_999_999 })),
  inventory: fc.integer({ min: 0, max: 1_000_000 }),
  weightGrams: fc.option(fc.integer({ min: 0, max: 100_000 })),
});

const productArb: fc.Arbitrary<CsvProduct> = fc
  .record({
    handle: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join('-')),
    title: text(60),
    status: fc.constantFrom('active' as const, 'draft' as const, 'archived' as const),
    extraTags: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), { maxLength: 4 }),
    subscription: fc.option(
      fc.record({
        discount: fc.integer({ min: 1, max: 50 }),
        intervals: fc
          .uniqueArray(fc.integer({ min: 7, max: 365 }), { minLength: 1, maxLength: 6 })
          .map((d) => d.sort((a, b) => a - b)),
      }),
    ),
    subtitle: fc.option(text(100), { nil: '' }),
    body: word,
    keyBenefits: fc.array(text(30), { maxLength: 3 }),
    keyIngredients: fc.array(text(30), { maxLength: 3 }),
    howToUse: fc.option(text(100), { nil: '' }),
    categories: subset(CATEGORIES, 1),
    skinTypes: subset(SKIN_TYPES),
    concerns: subset(SKIN_CONCERNS),
    newUntil: fc.option(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
    seoTitle: fc.option(text(70), { nil: '' }),
    seoDescription: fc.option(text(300), { nil: '' }),
    images: fc.array(fc.record({ id: word, alt: text(40) }), { maxLength: 5 }),
    variants: fc.array(variantArb, { minLength: 1, maxLength: 4 }),
  })
  .map((r) => ({
    handle: r.handle,
    title: r.title,
    status: r.status,
    extraTags: r.extraTags.filter((t) => !t.endsWith('-')),
    subscription: r.subscription,
    doc: {
      subtitle: r.subtitle,
      descriptionHtml: `<p>${r.body}</p>`,
      keyBenefits: r.keyBenefits,
      keyIngredients: r.keyIngredients,
      howToUse: r.howToUse,
      categories: r.categories,
      skinTypes: r.skinTypes,
      concerns: r.concerns,
      newUntil: r.newUntil,
      seoTitle: r.seoTitle,
      seoDescription: r.seoDescription,
      images: r.images,
    },
    variants: r.variants.map((v, i) => ({
      sku: `SKU-${i}`,
      title: v.title,
      priceCents: v.priceCents,
      compareAtCents: v.compareBy === null ? null : v.priceCents + v.compareBy,
      inventory: v.inventory,
      weightGrams: v.weightGrams,
    })),
  }));

describe('the round trip', () => {
  it('reads back any product exactly as it was written', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        const { products, errors } = read(fileOf([p]));
        expect(errors).toEqual([]);
        const back = products[0]!;
        expect(back.status).toBe(p.status);
        expect(back.images.map((i) => [i.src, i.alt])).toEqual(
          p.doc.images.map((i) => [`${SITE}/assets/${i.id}`, i.alt]),
        );
        const checked = checkProductForm(formFor(back, null));
        if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
        const c = checked.product;
        expect([c.handle, c.title, c.subscription]).toEqual([p.handle, p.title, p.subscription]);
        expect(c.doc).toEqual({ ...p.doc, images: undefined, descriptionHtml: p.doc.descriptionHtml });
        expect([...c.extraTags].sort()).toEqual([...p.extraTags].sort());
        expect(c.variants.map(({ id: _id, ...v }) => v)).toEqual(p.variants);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the size of a row', () => {
  it.each([
    ['Default Title', '', 'One size'],
    ['Red', '50 ml', 'Red / 50 ml'],
    ['50 ml', '', '50 ml'],
  ])('from the options %j and %j is %j', (one, two, size) => {
    const { products } = read(
      `Handle,Title,Type,Option1 Value,Option2 Value,Variant SKU\nh,T,serums,${one},${two},S-1\n`,
    );
    expect(products[0]!.variants[0]!.title).toBe(size);
  });
});
