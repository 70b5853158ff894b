import { facetTag } from '../../../shared/catalog/taxonomy';
import type { Image } from '../../../shared/contract/models';
import { registerAsset } from '../assets/asset-store';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { toCents } from '../ids';
import type { ProductDoc } from '../products/product-store';
import { productRecipes, textureAlt } from './imagery';
import type { SeedBundle } from './seed-bundle';
import type { SeedProduct } from './types';

// Selling plans, products (with tags, variants and image recipes) and discount codes.

export const assetId = (prefix: string, key: string) =>
  `${prefix}-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');

function productImages(p: SeedProduct): Image[] {
  const key = p.imagesOf ?? p.handle;
  return [
    { id: assetId('product', key), format: 'png', width: 1200, height: 1200, alt: `${p.title}, ${p.subtitle}` },
    { id: assetId('product', `${key}-texture`), format: 'png', width: 1200, height: 1200, alt: textureAlt(p) },
  ];
}

export function productTags(p: SeedProduct): string[] {
  const tags = [
    ...p.categories.map((c) => facetTag('category', c)),
    ...p.skinTypes.map((s) => facetTag('skin-type', s)),
    ...p.concerns.map((c) => facetTag('concern', c)),
    ...(p.tags ?? []),
  ];
  return [...new Set(tags.map((t) => t.toLowerCase()))];
}

export function loadCatalog(db: Db, data: Pick<SeedBundle, 'sellingPlans' | 'products' | 'discountCodes'>) {
  data.sellingPlans.forEach((plan, i) => {
    sql(
      db,
      'INSERT INTO selling_plans (id, name, interval_days, discount_percent, position) VALUES (?, ?, ?, ?, ?)',
    ).run(plan.id, plan.name, plan.intervalDays, plan.discountPercent, i);
  });
  const planIds = new Set(data.sellingPlans.map((p) => p.id));

  for (const p of data.products) {
    if (p.variants.length === 0) throw new Error(`seed: product ${p.handle} has no variants`);
    const images = productImages(p);
    const doc: ProductDoc = {
      subtitle: p.subtitle,
      descriptionHtml: p.descriptionHtml,
      keyBenefits: p.keyBenefits,
      keyIngredients: p.keyIngredients,
      howToUse: p.howToUse,
      categories: p.categories,
      skinTypes: p.skinTypes,
      concerns: p.concerns,
      rating: p.rating,
      reviewCount: p.reviewCount,
      images,
    };
    const productId = Number(
      sql(
        db,
        'INSERT INTO products (handle, title, published_at, min_price_cents, sales_rank, data) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        p.handle,
        p.title,
        p.publishedAt,
        Math.min(...p.variants.map((v) => toCents(v.price))),
        // review volume stands in for sales: the seed has no sales history
        p.reviewCount,
        JSON.stringify(doc),
      ).lastInsertRowid,
    );
    for (const tag of productTags(p))
      sql(db, 'INSERT INTO product_tags (product_id, tag) VALUES (?, ?)').run(productId, tag);
    p.variants.forEach((v, i) => {
      sql(
        db,
        `INSERT INTO variants (product_id, position, sku, title, price_cents, compare_at_cents, inventory)
               VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        productId,
        i,
        v.sku,
        v.title,
        toCents(v.price),
        v.compareAtPrice == null ? null : toCents(v.compareAtPrice),
        v.inventory,
      );
    });
    for (const planId of p.sellingPlanIds) {
      if (!planIds.has(planId)) throw new Error(`seed: product ${p.handle} names unknown selling plan ${planId}`);
      sql(db, 'INSERT INTO product_selling_plans (product_id, plan_id) VALUES (?, ?)').run(productId, planId);
    }
    // a product showing another's pictures registers none: that product's recipes stand
    if (!p.imagesOf) productRecipes(p).forEach((recipe, i) => registerAsset(db, images[i]!, recipe));
  }

  for (const c of data.discountCodes) {
    sql(db, 'INSERT INTO discount_codes (code, type, percentage, description, enabled) VALUES (?, ?, ?, ?, ?)').run(
      c.code.toUpperCase(),
      c.type,
      c.percentage ?? null,
      c.description,
      c.enabled ? 1 : 0,
    );
  }
}
