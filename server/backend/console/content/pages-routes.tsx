import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { noticeKey, textField } from './form-body';
import { markdownToHtml } from './markdown';
import { checkPage, formOfPage, listPages, loadPage, savePage, type PageErrors, type PageForm } from './page-store';
import { PAGE_NOTICES, PageEditorPage, pageHref, PagesListPage } from './pages-page';
import type { PostIntent } from './post-store';

// GET /content/pages, GET /content/pages/new, GET /content/pages/edit?path=…, POST
// /content/pages (create) and /content/pages/edit?path=… (edit), intent=save|publish|schedule|
// unpublish|preview. A page's path has slashes, so it rides in the query string.

const INTENTS: readonly PostIntent[] = ['save', 'publish', 'schedule', 'unpublish'];

const formFrom = (req: Request): PageForm => ({
  path: textField(req, 'path'),
  title: textField(req, 'title'),
  description: textField(req, 'description'),
  lead: textField(req, 'lead'),
  markdown: textField(req, 'markdown'),
  publishAt: textField(req, 'publishAt'),
});

const pathOf = (req: Request) => (typeof req.query.path === 'string' ? req.query.path : '');

function sendEditor(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  path: string | null,
  view: { form?: PageForm; errors?: PageErrors; previewing?: boolean; notice?: string | null } = {},
) {
  const staff = staffOf(res);
  const page = path ? loadPage(deps.db, path) : null;
  const form = view.form ?? formOfPage(page);
  const checked = checkPage(deps.db, { ...form, path: path ?? form.path }, { isNew: false });
  sendPage(
    res,
    status,
    <PageEditorPage
      staff={staff}
      path={path}
      status={page?.status ?? null}
      form={form}
      errors={view.errors ?? {}}
      preview={
        checked.ok
          ? { title: checked.fields.title, lead: checked.fields.lead, html: markdownToHtml(checked.fields.markdown) }
          : null
      }
      previewing={view.previewing ?? false}
      siteUrl={deps.siteUrl}
      canEdit={can(staff.role, 'content.edit')}
      notice={view.notice ?? null}
    />,
  );
}

export function mountPages(router: Router, deps: ConsoleDeps) {
  router.get('/content/pages', requireAction('content.view'), (req, res) => {
    const staff = staffOf(res);
    sendPage(
      res,
      200,
      <PagesListPage
        staff={staff}
        pages={listPages(deps.db)}
        canEdit={can(staff.role, 'content.edit')}
        notice={noticeFrom(noticeKey(req), PAGE_NOTICES)}
      />,
    );
  });
  router.get('/content/pages/new', requireAction('content.edit'), (_req, res) => sendEditor(res, deps, 200, null));
  router.get('/content/pages/edit', requireAction('content.view'), (req, res, next) => {
    const path = pathOf(req);
    if (!loadPage(deps.db, path)) return next();
    sendEditor(res, deps, 200, path, { notice: noticeFrom(noticeKey(req), PAGE_NOTICES) });
  });

  const save = (req: Request, res: Response, path: string | null) => {
    const form = formFrom(req);
    const raw = textField(req, 'intent');
    if (raw === 'preview') {
      const checked = checkPage(deps.db, { ...form, path: path ?? form.path }, { isNew: !path });
      return sendEditor(res, deps, checked.ok ? 200 : 400, path, {
        form,
        errors: checked.ok ? {} : checked.errors,
        previewing: true,
      });
    }
    const intent = INTENTS.find((i) => i === raw) ?? 'save';
    const result = savePage(deps, staffOf(res), path, form, intent);
    if (result.ok) {
      const notice =
        intent === 'unpublish'
          ? 'unpublished'
          : intent === 'save' || result.status === 'draft'
            ? 'saved'
            : result.status;
      return res.redirect(303, `${pageHref(result.path)}&notice=${notice}`);
    }
    sendEditor(res, deps, result.status, path, { form, errors: result.errors });
  };
  router.post('/content/pages', requireAction('content.edit'), (req, res) => save(req, res, null));
  router.post('/content/pages/edit', requireAction('content.edit'), (req, res, next) => {
    const path = pathOf(req);
    if (!loadPage(deps.db, path)) return next();
    save(req, res, path);
  });
}
