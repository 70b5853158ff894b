import type { Image } from '../../../shared/contract/models';
import { registerAsset } from '../assets/asset-store';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { toCents } from '../ids';
import type { ProductDoc } from '../products/product-store';
import { insertProduct, tagsOf } from '../products/product-writer';
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

export const productTags = (p: SeedProduct): string[] => tagsOf(p, p.tags ?? []);

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
    insertProduct(
      db,
      {
        handle: p.handle,
        title: p.title,
        status: 'active',
        publishedAt: p.publishedAt,
        doc,
        extraTags: p.tags ?? [],
        variants: p.variants.map((v) => ({
          id: null,
          sku: v.sku,
          title: v.title,
          priceCents: toCents(v.price),
          compareAtCents: v.compareAtPrice == null ? null : toCents(v.compareAtPrice),
          inventory: v.inventory,
          weightGrams: null,
        })),
        sellingPlanIds: p.sellingPlanIds.map((planId) => {
          if (!planIds.has(planId)) throw new Error(`seed: product ${p.handle} names unknown selling plan ${planId}`);
          return planId;
        }),
      },
      // review volume stands in for sales: the seed has no sales history
      p.reviewCount,
    );
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
