import { describe, expect, it } from 'vitest';
import { largeCatalogue } from './large-catalogue';
import { products } from './products';

describe('largeCatalogue', () => {
  const big = largeCatalogue(products, 10_000);
  const dupes = (list: string[]) => list.filter((x, i) => list.indexOf(x) !== i);

  it('keeps the demo products first and fills up to the count asked', () => {
    expect(big).toHaveLength(10_000);
    expect(big.slice(0, products.length)).toEqual(products);
    expect(largeCatalogue(products, 3)).toEqual(products);
  });

  it('gives every product its own handle, title and SKUs', () => {
    expect(new Set(big.map((p) => p.handle)).size).toBe(big.length);
    expect(new Set(big.map((p) => p.title)).size).toBe(big.length);
    const skus = big.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of big.slice(products.length, products.length + 200))
      expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('shows demo pictures only, so a big store renders no new images', () => {
    const demo = new Set(products.map((p) => p.handle));
    for (const p of big.slice(products.length)) expect(demo.has(p.imagesOf!)).toBe(true);
  });

  it('prices within the demo range, compare-at above the price', () => {
    for (const v of big.flatMap((p) => p.variants)) {
      expect(v.price).toBeGreaterThanOrEqual(18);
      expect(v.price).toBeLessThanOrEqual(160);
      if (v.compareAtPrice !== undefined) expect(v.compareAtPrice).toBeGreaterThan(v.price);
    }
  });

  it('is the same every time', () => {
    expect(
      dupes([JSON.stringify(largeCatalogue(products, 500)), JSON.stringify(largeCatalogue(products, 500))]),
    ).toHaveLength(1);
  });
});
