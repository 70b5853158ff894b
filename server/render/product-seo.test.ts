import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProduct } from '../backend/console/products/catalogue-store';
import { formFromRecord, productRecord } from '../backend/console/products/catalogue-queries';
import { sql } from '../backend/db/statements';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// The console's SEO title and description reach the product page's head (title, description,
// the link preview's og tags); a product without them keeps its title and subtitle there.

const HANDLE = 'gentle-foaming-cleanser';
let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  id = (sql(t.backend!.db, 'SELECT id FROM products WHERE handle = ?').get(HANDLE) as { id: number }).id;
});
afterAll(() => t.close());

/** Saves the product's form from the console with these SEO fields, as an editor would. */
function setSeo(seoTitle: string, seoDescription: string) {
  const backend = t.backend!;
  const form = { ...formFromRecord(productRecord(backend.db, id)!), seoTitle, seoDescription };
  const saved = saveProduct(
    { db: backend.db, now: () => new Date(), changes: backend.changes },
    { id: null, email: 'seo-test@example.com' },
    id,
    form,
  );
  expect(saved.ok).toBe(true);
}

async function head() {
  const res = await request(t.app).get(`/products/${HANDLE}`).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  const html = res.text;
  const meta = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
  };
}

describe("the product page's head", () => {
  it("without SEO fields: the product's title and subtitle", async () => {
    setSeo('', '');
    const product = productRecord(t.backend!.db, id)!;
    const subtitle = product.doc.subtitle.replace(/&/g, '&amp;');
    expect(await head()).toEqual({
      title: `${product.title} | Lumen Skin`,
      description: subtitle,
      ogTitle: `${product.title} | Lumen Skin`,
      ogDescription: subtitle,
    });
  });

  it('with SEO fields set in the console: those, at once (the cached answer is told)', async () => {
    setSeo('Foaming Face Wash for Oily Skin', 'A gentle gel cleanser that lifts oil & makeup without stripping.');
    expect(await head()).toEqual({
      title: 'Foaming Face Wash for Oily Skin | Lumen Skin',
      description: 'A gentle gel cleanser that lifts oil &amp; makeup without stripping.',
      ogTitle: 'Foaming Face Wash for Oily Skin | Lumen Skin',
      ogDescription: 'A gentle gel cleanser that lifts oil &amp; makeup without stripping.',
    });
  });

  it('clearing them again brings the defaults back', async () => {
    setSeo('Something', 'Else');
    await head();
    setSeo('  ', '');
    const product = productRecord(t.backend!.db, id)!;
    expect((await head()).title).toBe(`${product.title} | Lumen Skin`);
  });
});
