import type { RoutineProduct } from '../../../shared/rules/routine/build-routine';
import { productTags } from './load-catalog';
import { products } from './products';

/** The demo catalogue as the routine rules read it (sizes in stock when their inventory is). */
export function seededRoutineCatalogue(): RoutineProduct[] {
  return products.map((p) => ({
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle,
    tags: productTags(p),
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    categories: p.categories,
    keyIngredients: p.keyIngredients,
    rating: p.rating,
    variants: p.variants.map((v) => ({ id: v.sku, title: v.title, price: v.price, availableForSale: v.inventory > 0 })),
    sellingPlans: p.sellingPlanIds.map((id) => ({ id })),
  }));
}
