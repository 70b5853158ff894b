import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES, facetLabel } from '../../../../shared/catalog/taxonomy';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout } from '../ui/console-layout';
import type { ProductList, ProductListQuery } from './catalogue-queries';
import { formatDollars, type ProductStatus } from './product-rules';

// The Products screen: search (title, handle, SKU), filters and pages, each product linking to
// its editor. Filters are a plain GET form, so the list works without JavaScript.

export const PRODUCT_NOTICES: Record<string, string> = {
  created: 'Product created as a draft. Publish it to put it on the shop.',
  saved: 'Product saved. The shop shows it within seconds.',
  published: 'Product published: it is on the shop, in search and in the sitemap.',
  unpublished: 'Product unpublished: it is off the shop until published again.',
  archived: 'Product archived: it is off the shop and the sitemap; old orders still name it.',
  restored: 'Product restored as a draft.',
  duplicated: 'Copy created as a draft, with no stock. Change its handle and SKUs if you like.',
};

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Published',
  draft: 'Draft',
  archived: 'Archived',
};

export function productsHref(q: ProductListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (q.q) params.set('q', q.q);
  if (q.category) params.set('category', q.category);
  if (q.skinType) params.set('skin_type', q.skinType);
  if (q.concern) params.set('concern', q.concern);
  if (q.status) params.set('status', q.status);
  if (q.soldOut) params.set('sold_out', '1');
  if (q.page > 1) params.set('page', String(q.page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `/products?${s}` : '/products';
}

function Select({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly string[];
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {facetLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProductsListPage({
  staff,
  query,
  list,
  canEdit,
  notice,
}: {
  staff: SignedInStaff;
  query: ProductListQuery;
  list: ProductList;
  canEdit: boolean;
  notice: string | null;
}) {
  return (
    <ConsoleLayout title="Products" staff={staff} current="/products" notice={notice}>
      {canEdit ? (
        <p>
          <a className="console-button" href="/products/new">
            New product
          </a>{' '}
          <a href="/products/csv/export">Export CSV</a> · <a href="/products/csv/import">Import CSV</a>
        </p>
      ) : null}
      <form method="get" action="/products" className="console-filters" role="search">
        <div className="console-field">
          <label htmlFor="products-q">Search title, handle or SKU</label>
          <input id="products-q" name="q" type="search" defaultValue={query.q} />
        </div>
        <Select id="products-category" label="Category" name="category" value={query.category} options={CATEGORIES} />
        <Select id="products-skin" label="Skin type" name="skin_type" value={query.skinType} options={SKIN_TYPES} />
        <Select id="products-concern" label="Concern" name="concern" value={query.concern} options={SKIN_CONCERNS} />
        <div className="console-field">
          <label htmlFor="products-status">Status</label>
          <select id="products-status" name="status" defaultValue={query.status}>
            <option value="">Published and drafts</option>
            <option value="active">Published</option>
            <option value="draft">Drafts</option>
            <option value="archived">Archived</option>
          </select>
        </div>
        <div className="console-field">
          <label>
            <input type="checkbox" name="sold_out" value="1" defaultChecked={query.soldOut} /> Sold out only
          </label>
        </div>
        <button type="submit">Show</button>
      </form>
      <div className="console-table-wrap">
        <table className="console-table console-stack console-products-table">
          <caption className="console-visually-hidden">Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Status</th>
              <th scope="col" className="console-num">
                Sizes
              </th>
              <th scope="col" className="console-num">
                Stock
              </th>
              <th scope="col" className="console-num">
                From
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 ? (
              <tr>
                <td colSpan={5}>No product matches.</td>
              </tr>
            ) : (
              list.rows.map((r) => (
                <tr key={r.id}>
                  <td data-label="Product">
                    <a href={`/products/${r.id}`}>{r.title}</a>
                    <br />
                    <code>{r.handle}</code>
                  </td>
                  <td data-label="Status">
                    <span className={`console-status console-status-${r.status === 'active' ? 'active' : 'disabled'}`}>
                      {STATUS_LABELS[r.status]}
                    </span>
                  </td>
                  <td className="console-num" data-label="Sizes">
                    {r.variantCount}
                  </td>
                  <td className="console-num" data-label="Stock">
                    {r.stock === 0 ? 'Sold out' : r.stock}
                  </td>
                  <td className="console-num" data-label="From">
                    {formatDollars(r.minPriceCents)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="console-pages" aria-label="Pages">
        {list.page > 1 ? (
          <a href={productsHref({ ...query, page: list.page - 1 })} rel="prev">
            Previous
          </a>
        ) : null}
        <span>
          Page {list.page} of {list.pageCount} · {list.total} {list.total === 1 ? 'product' : 'products'}
        </span>
        {list.page < list.pageCount ? (
          <a href={productsHref({ ...query, page: list.page + 1 })} rel="next">
            Next
          </a>
        ) : null}
      </nav>
    </ConsoleLayout>
  );
}
