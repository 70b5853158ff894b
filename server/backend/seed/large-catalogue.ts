import type { SeedProduct } from './types';

// A large catalogue for scale tests and `npm run bench`: the demo products plus generated
// ones derived from them (`npm run seed -- --products 10000`). Each generated product is a
// readable variation of a demo product (its own name, SKUs, prices, date and popularity) that
// shows the demo product's pictures, so a big store renders no more images than the demo.
// Deterministic: the same count always gives the same products.

const LINES = [
  'Daily',
  'Midnight',
  'Botanical',
  'Clinical',
  'Sensitive',
  'Travel',
  'Studio',
  'Alpine',
  'Coastal',
  'Desert',
  'Garden',
  'Urban',
  'Pure',
  'Barrier',
  'Radiance',
  'Calm',
  'Bright',
  'Renew',
  'Balance',
  'Nourish',
];
const EDITIONS = ['', 'Plus', 'Light', 'Rich', 'Mini', 'Duo', 'Max', 'Soft', 'Fresh', 'Fine'];

/** mulberry32 over an integer seed: deterministic prices and counts. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const roundPrice = (n: number) => Math.max(18, Math.min(160, Math.round(n)));

/** The n-th generated product (n from 0), derived from one of the demo products. */
export function generatedProduct(base: readonly SeedProduct[], n: number): SeedProduct {
  const source = base[n % base.length]!;
  const round = Math.floor(n / base.length);
  const line = LINES[round % LINES.length]!;
  const edition = EDITIONS[Math.floor(round / LINES.length) % EDITIONS.length]!;
  const serial = Math.floor(round / (LINES.length * EDITIONS.length));
  const title = [line, source.title, edition, serial > 0 ? String(serial + 1) : ''].filter(Boolean).join(' ');
  const handle = `${slug(title)}-g${n + 1}`;
  const random = prng(n + 1);
  const factor = 0.75 + random() * 0.6;
  const published = Date.parse('2024-01-01T09:00:00.000Z') + Math.floor(random() * 1000) * 86_400_000;
  const { imagesOf: _ignored, ...rest } = source;
  return {
    ...rest,
    handle,
    title,
    variants: source.variants.map((v, i) => {
      const price = roundPrice(v.price * factor);
      return {
        sku: `G${n + 1}-${i + 1}`,
        title: v.title,
        price,
        ...(v.compareAtPrice !== undefined && {
          compareAtPrice: Math.max(price + 1, roundPrice(v.compareAtPrice * factor)),
        }),
        inventory: Math.floor(random() * 400),
      };
    }),
    rating: Math.round((3.6 + random() * 1.4) * 10) / 10,
    // few reviews each, so 10,000 products do not write hundreds of thousands of sample reviews
    reviewCount: Math.floor(random() * 300),
    publishedAt: new Date(published).toISOString(),
    imagesOf: source.imagesOf ?? source.handle,
  };
}

/** The demo products, then generated ones up to `count` in all (never fewer than the demo). */
export function largeCatalogue(base: readonly SeedProduct[], count: number): SeedProduct[] {
  const extra = Math.max(0, count - base.length);
  return [...base, ...Array.from({ length: extra }, (_, n) => generatedProduct(base, n))];
}
