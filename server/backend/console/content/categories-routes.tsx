import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { isStale, postedVersion } from '../ui/drawn-version';
import { CATEGORY_NOTICES, CategoriesPage, type CategoriesPageProps } from './categories-page';
import { categories, saveCategory, type CategoryForm } from './category-store';
import { noticeKey, textField } from './form-body';

// GET /content/categories, POST /content/categories (add), POST /content/categories/:slug (edit).
// An edit made on a category someone saved meanwhile answers 409 with it as it is now.

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
    const version = postedVersion(req.body);
    const result = saveCategory(deps, staffOf(res), slug, form, version);
    if (result.ok) return res.redirect(303, '/content/categories?notice=saved');
    if (isStale(result))
      return sendList(res, deps, 409, { refused: { slug: slug ?? '', form: null, errors: {}, stale: true } });
    sendList(res, deps, result.status, { refused: { slug: slug ?? '', form, errors: result.errors, version } });
  };
  router.post('/content/categories', requireAction('content.edit'), (req, res) => save(req, res, null));
  router.post('/content/categories/:slug', requireAction('content.edit'), (req, res) =>
    save(req, res, String(req.params.slug)),
  );
}
