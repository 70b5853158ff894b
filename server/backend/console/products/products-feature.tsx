import type { Request, Response } from 'express';
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../../../../shared/catalog/taxonomy';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { changeStatus, duplicateProduct, saveProduct } from './catalogue-store';
import { formFromRecord, listProducts, productRecord, type ProductListQuery } from './catalogue-queries';
import { mountPictures } from './pictures-routes';
import { ProductEditPage } from './product-edit-page';
import { emptyForm, readProductForm, type FormErrors, type ProductForm } from './product-form';
import { PRODUCT_STATUSES, type ProductStatus, type StatusAction } from './product-rules';
import { PRODUCT_NOTICES, ProductsListPage } from './products-list-page';

// GET /products (?q=&category=&skin_type=&concern=&status=&sold_out=1&page=), GET /products/new,
// POST /products (create), GET/POST /products/:id (edit), POST /products/:id/publish|unpublish|
// archive|restore|duplicate. Success answers 303; a refused form answers 400 with each message
// at its field (409 when someone saved the product first, with the product as it is now).

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | '' =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : '';

function queryOf(q: Record<string, unknown>): ProductListQuery {
  return {
    q: typeof q.q === 'string' ? q.q.slice(0, 100) : '',
    category: pick(q.category, CATEGORIES),
    skinType: pick(q.skin_type, SKIN_TYPES),
    concern: pick(q.concern, SKIN_CONCERNS),
    status: pick<ProductStatus>(q.status, PRODUCT_STATUSES),
    soldOut: q.sold_out === '1',
    page: typeof q.page === 'string' && /^\d{1,6}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1,
  };
}

const idOf = (req: Request): number | null => {
  const raw = String(req.params.id);
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

function sendEditor(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  id: number | null,
  form: ProductForm | null,
  errors: FormErrors = {},
  notice: string | null = null,
) {
  const record = id === null ? null : productRecord(deps.db, id);
  if (id !== null && !record) return res.status(404).type('text').send('No such product.');
  sendPage(
    res,
    status,
    <ProductEditPage
      staff={staffOf(res)}
      record={record}
      // a conflict shows the product as it is now, so the editor sees what changed
      form={form ?? (record ? formFromRecord(record) : emptyForm())}
      errors={errors}
      notice={notice}
      shopUrl={deps.siteUrl}
    />,
  );
}

const STATUS_NOTICES: Record<StatusAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  restore: 'restored',
};

export const productsFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/products', requireAction('products.view'), (req, res) => {
      const staff = staffOf(res);
      const query = queryOf(req.query);
      sendPage(
        res,
        200,
        <ProductsListPage
          staff={staff}
          query={query}
          list={listProducts(deps.db, query)}
          canEdit={can(staff.role, 'products.edit')}
          notice={noticeFrom(req.query.notice, PRODUCT_NOTICES)}
        />,
      );
    });

    router.get('/products/new', requireAction('products.edit'), (_req, res) => {
      sendEditor(res, deps, 200, null, null);
    });

    router.post('/products', requireAction('products.edit'), (req, res) => {
      const form = readProductForm(req.body);
      const result = saveProduct(deps, staffOf(res), null, form);
      if (result.ok) return res.redirect(303, `/products/${result.id}?notice=created`);
      sendEditor(res, deps, result.status, null, form, result.errors);
    });

    router.get('/products/:id', requireAction('products.view'), (req, res) => {
      const id = idOf(req);
      if (id === null) return res.status(404).type('text').send('No such product.');
      sendEditor(res, deps, 200, id, null, {}, noticeFrom(req.query.notice, PRODUCT_NOTICES));
    });

    router.post('/products/:id', requireAction('products.edit'), (req, res) => {
      const id = idOf(req);
      if (id === null) return res.status(404).type('text').send('No such product.');
      const form = readProductForm(req.body);
      const result = saveProduct(deps, staffOf(res), id, form);
      if (result.ok) return res.redirect(303, `/products/${id}?notice=saved`);
      sendEditor(res, deps, result.status, id, result.status === 409 ? null : form, result.errors);
    });

    for (const action of ['publish', 'unpublish', 'archive', 'restore'] as const) {
      router.post(`/products/:id/${action}`, requireAction('products.edit'), (req, res) => {
        const id = idOf(req);
        if (id === null) return res.status(404).type('text').send('No such product.');
        const result = changeStatus(deps, staffOf(res), id, action);
        if (result.ok) return res.redirect(303, `/products/${id}?notice=${STATUS_NOTICES[action]}`);
        if (result.status === 404) return res.status(404).type('text').send(result.message);
        sendEditor(res, deps, 409, id, null, { form: result.message });
      });
    }

    router.post('/products/:id/duplicate', requireAction('products.edit'), (req, res) => {
      const id = idOf(req);
      const copy = id === null ? null : duplicateProduct(deps, staffOf(res), id);
      if (copy === null) return res.status(404).type('text').send('No such product.');
      res.redirect(303, `/products/${copy}?notice=duplicated`);
    });

    mountPictures(router, deps);
  },
};
