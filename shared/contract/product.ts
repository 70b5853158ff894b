import { z } from 'zod';
import { PRODUCT_EXTRA_FIELDS } from './catalog-values';
import { defineCall, FRESH_READ, PUBLIC_READ } from './define';
import { Handle, Limit, Page, Sort, Tag } from './fields';
import { Product, ProductPage } from './models';

// Product API (SPEC section 7), service 'ecom'. Unknown handles are not errors: the single
// lookup answers product null, the list lookups leave them out.

export { PRODUCT_EXTRA_FIELDS, RELATED_PRODUCTS_LIMIT } from './catalog-values';

const ByHandleRequest = z.strictObject({
  handle: Handle,
  extraFields: z.array(z.enum(PRODUCT_EXTRA_FIELDS)).max(PRODUCT_EXTRA_FIELDS.length).default([]),
});
const ByHandleResponse = z.object({
  product: Product.nullable(),
  /** present when extraFields includes 'relatedProducts': up to RELATED_PRODUCTS_LIMIT products of the same primary category */
  relatedProducts: z.array(Product).optional(),
});

const Tags = z.array(Tag).max(50).default([]);

export const productCalls = {
  'get-products-by-handles': defineCall(
    'ecom',
    'get-products-by-handles',
    z.strictObject({ handles: z.array(Handle).max(100) }),
    z.object({ products: z.array(Product) }),
    'none',
    PUBLIC_READ,
  ),
  /** cacheable: the BFF may keep the answer in its public cache */
  'get-product-by-handle': defineCall(
    'ecom',
    'get-product-by-handle',
    ByHandleRequest,
    ByHandleResponse,
    'none',
    PUBLIC_READ,
  ),
  /** same answer, never cached (e.g. live inventory on the product page) */
  'get-product-by-handle-uncached': defineCall(
    'ecom',
    'get-product-by-handle-uncached',
    ByHandleRequest,
    ByHandleResponse,
    'none',
    FRESH_READ,
  ),
  /** tags are `facet:value` or free tags; all must match, or any when logicalOr */
  'get-products-by-tags': defineCall(
    'ecom',
    'get-products-by-tags',
    z.strictObject({
      tags: Tags,
      page: Page,
      limit: Limit,
      sort: Sort.default('best-selling'),
      logicalOr: z.boolean().default(false),
    }),
    ProductPage,
    'none',
    PUBLIC_READ,
  ),
  /** cursor pagination: endCursor from the previous page wins over page */
  'get-shopify-products-by-tags': defineCall(
    'ecom',
    'get-shopify-products-by-tags',
    z.strictObject({
      tags: Tags,
      page: Page,
      limit: Limit,
      sort: Sort.default('best-selling'),
      endCursor: z.string().max(200).nullable().optional(),
    }),
    ProductPage,
    'none',
    PUBLIC_READ,
  ),
  'get-all-products': defineCall(
    'ecom',
    'get-all-products',
    z.strictObject({}),
    z.object({ products: z.array(Product) }),
    'none',
    PUBLIC_READ,
  ),
} as const;
