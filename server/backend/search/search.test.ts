import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../../../shared/contract/search';
import { sql } from '../db/statements';
import { seedData } from '../seed/seed-data';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';

// The search call against the real backend on the demo seed: typos, prefixes, ranking, the
// index following writes, and FTS5 syntax typed into the box (never a 500).

let t: TestBackend;
beforeAll(() => {
  t = createTestBackend(seedData);
});
afterAll(() => t.db.close());

const search = async (q: string, limit?: number) => {
  const res = await t.call('search', limit === undefined ? { q } : { q, limit });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('search: typos and prefixes', () => {
  it.each([
    // [query, a product title it must find]
    ['hyaluronc', /hyaluronic/i],
    ['hyal', /hyaluronic/i],
    ['Hyaluronic', /hyaluronic/i],
    ['hyaluronic acid serum', /hyaluronic acid.*serum/i],
    ['vitamn c', /vitamin c/i],
    ['moisturzer', /moisturizer/i],
    ['retinl', /retin/i],
    ['peptde serum', /peptide.*serum/i],
    ['clean', /cleans/i],
    ['sérum', /serum/i],
  ])('%s → %s', async (q, title) => {
    const { products } = await search(q);
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]!.title).toMatch(title);
  });

  it('finds only hyaluronic products for "hyaluronc" (a typo is not a fishing net)', async () => {
    const { products } = await search('hyaluronc', 24);
    expect(products.length).toBeGreaterThanOrEqual(3);
    const rows = sql(t.db, 'SELECT handle, title, data FROM products').all() as {
      handle: string;
      title: string;
      data: string;
    }[];
    const mentioning = new Set(rows.filter((r) => /hyaluron/i.test(r.title + r.data)).map((r) => r.handle));
    for (const p of products) expect(mentioning.has(p.handle), p.title).toBe(true);
  });

  it('finds posts and pages too, with their links and excerpt', async () => {
    const { posts, pages } = await search('hyaluronic');
    expect(posts).toContainEqual(
      expect.objectContaining({ slug: 'hyaluronic-acid-myths', title: 'Five Hyaluronic Acid Myths, Debunked' }),
    );
    expect(posts[0]!.excerpt.length).toBeGreaterThan(0);
    expect(pages.map((p) => p.path)).toContain('/skincare-101/hyaluronic-acid');
  });

  it('answers products with price and image', async () => {
    const { products } = await search('vitamin');
    expect(products[0]).toEqual({
      handle: expect.any(String),
      title: expect.any(String),
      price: expect.any(Number),
      maxPrice: expect.any(Number),
      image: expect.objectContaining({ id: expect.stringMatching(/^product-/) }),
    });
  });

  it('answers the lowest and highest price of a product of several sizes', async () => {
    const { products } = await search('gentle foaming cleanser');
    expect(products.find((p) => p.handle === 'gentle-foaming-cleanser')).toMatchObject({ price: 18, maxPrice: 56 });
  });

  it('answers empty groups for nonsense, and for short words it will not guess at', async () => {
    for (const q of ['xyzzyqq', 'qzx', '!!!']) expect(await search(q)).toEqual({ products: [], posts: [], pages: [] });
  });

  it('keeps to the limit in each group', async () => {
    const r = await search('skin', 2);
    for (const group of [r.products, r.posts, r.pages]) expect(group.length).toBeLessThanOrEqual(2);
    expect((await search('skin', 24)).products.length).toBeGreaterThan(2);
  });
});

describe('search: ranking', () => {
  it('puts title hits before products that only mention the word', async () => {
    const { products } = await search('serum', 24);
    const firstWithout = products.findIndex((p) => !/serum/i.test(p.title));
    const lastWith = products.map((p) => /serum/i.test(p.title)).lastIndexOf(true);
    expect(lastWith).toBeGreaterThan(-1);
    if (firstWithout !== -1) expect(lastWith).toBeLessThan(firstWithout);
  });

  it('a word of under four letters starts a title word, but is whole in the text: "ser" finds Serums, not the privacy policy by "service"', async () => {
    const { products, pages } = await search('ser', 24);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.title).toMatch(/\bser/i);
    expect(pages.map((p) => p.title)).toContain('Serums');
    for (const p of pages) expect(p.title).toMatch(/\bser/i);
    // a whole short word is still found in the text ("spf" in a description)
    const spf = await search('spf', 24);
    expect(spf.products.some((p) => !/spf/i.test(p.title))).toBe(true);
    // from four letters the text is searched by prefix again ("seru" → "serum" in a description)
    expect((await search('seru', 24)).products.some((p) => !/seru/i.test(p.title))).toBe(true);
  });

  it('needs every word (AND), so more words narrow the answer', async () => {
    const broad = await search('acid', 24);
    const narrow = await search('hyaluronic acid mask', 24);
    expect(narrow.products.length).toBeLessThan(broad.products.length);
    for (const p of narrow.products) expect(p.title).toMatch(/mask/i);
  });
});

describe('search: the index follows the store', () => {
  it('sees a product renamed, and forgets a deleted post', async () => {
    const fresh = createTestBackend(seedData);
    sql(fresh.db, "UPDATE products SET title = 'Zanzibar Glow Drops' WHERE handle = 'gentle-vitamin-c-serum'").run();
    expect((await fresh.call('search', { q: 'zanzibar' })).body.products.map((p) => p.handle)).toEqual([
      'gentle-vitamin-c-serum',
    ]);
    sql(fresh.db, "DELETE FROM blog_posts WHERE slug = 'hyaluronic-acid-myths'").run();
    expect((await fresh.call('search', { q: 'myths' })).body.posts).toEqual([]);
    fresh.db.close();
  });
});

describe('search: what the box may be sent', () => {
  it.each([
    ['"', 200],
    ['*', 200],
    ['NEAR(', 200],
    ['-', 200],
    ['hyaluronic -acid', 200],
    ['title:serum', 200],
    ['"unclosed serum', 200],
    ['a OR b AND NOT c', 200],
    ['^serum', 200],
    ['{title}: x', 200],
    ['serum)', 200],
  ])('%j → %i', async (q, status) => {
    expect((await t.call('search', { q })).status).toBe(status);
  });

  it('refuses an empty, a blank and an over-long query, naming q', async () => {
    for (const q of ['', '   ', 'x'.repeat(SEARCH_QUERY_MAX + 1)]) {
      const res = await t.call('search', { q });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^q: /);
    }
  });

  it('never fails on any string a visitor can type (property)', async () => {
    const syntax = fc.constantFrom(
      '"',
      '*',
      '-',
      '+',
      '(',
      ')',
      'NEAR(',
      'AND',
      'OR',
      'NOT',
      ':',
      '^',
      '{',
      '}',
      ' ',
      'serum',
      'é',
      '\u0000',
    );
    const query = fc.oneof(
      fc.string({ maxLength: SEARCH_QUERY_MAX }),
      fc.array(syntax, { maxLength: 20 }).map((parts) => parts.join('')),
    );
    await fc.assert(
      fc.asyncProperty(
        query.filter((q) => q.trim().length > 0 && q.trim().length <= SEARCH_QUERY_MAX),
        async (q) => {
          const res = await t.call('search', { q });
          expect(res.status, `${JSON.stringify(q)}: ${JSON.stringify(res.body)}`).toBe(200);
        },
      ),
      { numRuns: 150 },
    );
  });
});
