import type { ProductPage } from '../../../shared/contract/models';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/contract/product';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { CallOutput, CallParsedInput } from '../../../shared/contract/registry';
import type { Ctx, HandlerMap } from '../http/context';
import { HttpError } from '../http/http-error';
import { allProductIds, decodeCursor, encodeCursor, type ProductQuery, queryProductIds } from './product-query';
import { loadProducts, productByHandle, productIdsByHandles } from './product-store';

function page(db: Db, q: ProductQuery): ProductPage {
  const { ids, total } = queryProductIds(db, q);
  const next = q.offset + ids.length;
  const hasNextPage = next < total;
  return {
    products: loadProducts(db, ids),
    page: Math.floor(q.offset / q.limit) + 1,
    limit: q.limit,
    total,
    hasNextPage,
    endCursor: hasNextPage ? encodeCursor(next) : null,
  };
}

/** Up to RELATED_PRODUCTS_LIMIT other products sharing the primary category, best sellers first. */
function related(db: Db, productId: number, primaryCategory: string | undefined) {
  if (!primaryCategory) return [];
  const rows = sql(
    db,
    `SELECT p.id FROM products p JOIN product_tags t ON t.product_id = p.id
     WHERE t.tag = ? AND p.id != ? AND p.status = 'active' ORDER BY p.sales_rank DESC, p.title ASC LIMIT ?`,
  ).all(`category:${primaryCategory}`, productId, RELATED_PRODUCTS_LIMIT) as { id: number }[];
  return loadProducts(
    db,
    rows.map((r) => r.id),
  );
}

// one implementation for the cached and uncached call (their schemas are the same)
const byHandle = (
  { handle, extraFields }: CallParsedInput<'get-product-by-handle'>,
  { db }: Ctx,
): CallOutput<'get-product-by-handle'> => {
  const product = productByHandle(db, handle);
  if (!extraFields.includes('relatedProducts')) return { product };
  const id = product ? Number(product.id.split('/').pop()) : 0;
  return { product, relatedProducts: product ? related(db, id, product.categories[0]) : [] };
};

export const productHandlers: HandlerMap<
  | 'get-products-by-handles'
  | 'get-product-by-handle'
  | 'get-product-by-handle-uncached'
  | 'get-products-by-tags'
  | 'get-shopify-products-by-tags'
  | 'get-all-products'
> = {
  'get-products-by-handles': ({ handles }, { db }) => ({
    products: loadProducts(db, productIdsByHandles(db, handles)),
  }),
  'get-product-by-handle': byHandle,
  'get-product-by-handle-uncached': byHandle,
  'get-products-by-tags': ({ tags, page: p, limit, sort, logicalOr }, { db }) =>
    page(db, { tags, logicalOr, sort, limit, offset: (p - 1) * limit }),
  'get-shopify-products-by-tags': ({ tags, page: p, limit, sort, endCursor }, { db }) => {
    let offset = (p - 1) * limit;
    if (endCursor) {
      const decoded = decodeCursor(endCursor);
      if (decoded === null) throw new HttpError(400, 'endCursor: is not a cursor of this API');
      offset = decoded;
    }
    return page(db, { tags, logicalOr: false, sort, limit, offset });
  },
  'get-all-products': (_input, { db }) => ({ products: loadProducts(db, allProductIds(db)) }),
};
