import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { CATEGORY_NOTICES, CategoriesPage, type CategoriesPageProps } from './categories-page';
import { categories, saveCategory, type CategoryForm } from './category-store';
import { noticeKey, textField } from './form-body';

// GET /content/categories, POST /content/categories (add), POST /content/categories/:slug (edit).

function sendList(res: Response, deps: ConsoleDeps, status: number, extra: Partial<CategoriesPageProps> = {}) {
  const staff = staffOf(res);
  sendPage(
    res,
    status,
    <CategoriesPage
      staff={staff}
      list={categories(deps.db)}
      canEdit={can(staff.role, 'content.edit')}
      notice={extra.notice ?? null}
      refused={extra.refused ?? null}
    />,
  );
}

const formFrom = (req: Request): CategoryForm => ({
  slug: textField(req, 'slug'),
  title: textField(req, 'title'),
  description: textField(req, 'description'),
});

export function mountCategories(router: Router, deps: ConsoleDeps) {
  router.get('/content/categories', requireAction('content.view'), (req, res) =>
    sendList(res, deps, 200, { notice: noticeFrom(noticeKey(req), CATEGORY_NOTICES) }),
  );
  const save = (req: Request, res: Response, slug: string | null) => {
    const form = formFrom(req);
    const result = saveCategory(deps, staffOf(res), slug, form);
    if (result.ok) return res.redirect(303, '/content/categories?notice=saved');
    sendList(res, deps, result.status, { refused: { slug: slug ?? '', form, errors: result.errors } });
  };
  router.post('/content/categories', requireAction('content.edit'), (req, res) => save(req, res, null));
  router.post('/content/categories/:slug', requireAction('content.edit'), (req, res) =>
    save(req, res, String(req.params.slug)),
  );
}
