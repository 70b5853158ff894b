import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import type { CheckedProduct, FormErrors, ProductForm } from './product-form';

// What a product save must ask the database before it writes: names taken elsewhere, sizes
// still in carts, and the stock each size is written with.

/** Problems only the database can see: a handle or SKU taken elsewhere, a removed size in a cart. */
export function conflicts(db: Db, id: number | null, p: CheckedProduct, form: ProductForm): FormErrors {
  const errors: FormErrors = {};
  const other = sql(db, 'SELECT id FROM products WHERE handle = ? AND id IS NOT ?').get(p.handle, id);
  if (other) errors.handle = `Another product already has the handle "${p.handle}".`;
  form.variants.forEach((v, i) => {
    const sku = v.sku.trim();
    if (v.remove || sku === '') return;
    const taken = sql(db, 'SELECT product_id FROM variants WHERE sku = ? COLLATE NOCASE AND product_id IS NOT ?').get(
      sku,
      id,
    );
    if (taken) errors[`variant-${i}-sku`] = `The SKU "${sku}" belongs to another product.`;
  });
  for (const variantId of p.removedVariantIds) {
    const own = sql(db, 'SELECT sku FROM variants WHERE id = ? AND product_id = ?').get(variantId, id) as
      { sku: string } | undefined;
    if (!own) continue;
    const { n } = sql(db, 'SELECT COUNT(DISTINCT cart_id) AS n FROM cart_lines WHERE variant_id = ?').get(
      variantId,
    ) as {
      n: number;
    };
    const row = form.variants.findIndex((v) => v.id === String(variantId));
    if (n > 0)
      errors[`variant-${row}-remove`] =
        `${own.sku} is in ${n} open cart${n === 1 ? '' : 's'}: it cannot be removed now. Set its stock to 0 to stop sales.`;
  }
  for (const v of p.variants)
    if (v.id !== null && !sql(db, 'SELECT 1 FROM variants WHERE id = ? AND product_id = ?').get(v.id, id))
      errors.variants = 'A size of this form no longer exists; reload the page.';
  return errors;
}

/**
 * The stock each size is written with: a field left as it was drawn keeps today's stock (orders
 * and the stock screen change it while the form is open); a typed one sets it. Also the sizes
 * this save puts back on sale.
 */
export function settleStock(db: Db, id: number | null, p: CheckedProduct) {
  const now = new Map(
    (id === null ? [] : (sql(db, 'SELECT id, inventory FROM variants WHERE product_id = ?').all(id) as Stock[])).map(
      (v) => [v.id, v.inventory],
    ),
  );
  const untouched = new Set(p.stockUntouched);
  const variants = p.variants.map((v) =>
    v.id !== null && untouched.has(v.id) && now.has(v.id) ? { ...v, inventory: now.get(v.id)! } : v,
  );
  const back = variants.filter((v) => v.id !== null && now.get(v.id) === 0 && v.inventory > 0);
  return { variants, back };
}
type Stock = { id: number; inventory: number };
