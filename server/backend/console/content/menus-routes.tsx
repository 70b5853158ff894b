import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { checkText } from './content-rules';
import { noticeKey, textField } from './form-body';
import {
  checkItem,
  editMenu,
  itemFormOf,
  LABEL_MAX,
  menuOf,
  readMenu,
  type ItemField,
  type ItemForm,
  type MenuHandle,
} from './menu-store';
import {
  addItem,
  itemAt,
  moveItem,
  parseItemPath,
  removeItem,
  renameGroup,
  updateItem,
  type ItemPath,
  type Move,
} from './menu-tree';
import { contentPictureChoices } from './content-pictures';
import { MENU_NOTICES, MenusPage } from './menus-page';
import { siteFactsOf } from './site-facts';

// GET /content/menus/:handle (main, footer) and /:handle/items/:path (edit one item);
// POST /content/menus/:handle/items (add: parent, label, url, picture, pictureAlt),
// …/items/:path (edit), …/items/:path/move (move=up|down|in|out), …/items/:path/delete,
// …/groups/:g (title). Every POST carries the menu's `version`; a stale one answers 409.

const MOVES: readonly Move[] = ['up', 'down', 'in', 'out'];

interface View {
  editing?: ItemPath | null;
  form?: ItemForm & { parent?: string };
  errors?: Partial<Record<ItemField, string>>;
  message?: string | null;
  notice?: string | null;
}

function sendMenu(res: Response, deps: ConsoleDeps, handle: MenuHandle, status: number, view: View = {}) {
  const staff = staffOf(res);
  const menu = readMenu(deps.db, handle);
  const editing = view.editing && itemAt(menu.groups, view.editing) ? view.editing : null;
  sendPage(
    res,
    status,
    <MenusPage
      staff={staff}
      menu={menu}
      pictures={contentPictureChoices(deps.db)}
      canEdit={can(staff.role, 'content.edit')}
      notice={view.notice ?? null}
      message={view.message ?? null}
      editing={editing}
      form={view.form ?? itemFormOf(editing ? itemAt(menu.groups, editing) : null)}
      errors={view.errors ?? {}}
      facts={siteFactsOf(deps.db)}
    />,
  );
}

const itemFormFrom = (req: Request): ItemForm & { parent: string } => ({
  parent: textField(req, 'parent'),
  label: textField(req, 'label'),
  url: textField(req, 'url'),
  picture: textField(req, 'picture'),
  pictureAlt: textField(req, 'pictureAlt'),
});

export function mountMenus(router: Router, deps: ConsoleDeps) {
  router.get('/content/menus', requireAction('content.view'), (_req, res) => res.redirect(303, '/content/menus/main'));

  /** The menu named in the path, or a 404 page answered. */
  const menuParam = (req: Request, res: Response): MenuHandle | null => {
    const handle = menuOf(req.params.handle);
    if (!handle) res.status(404);
    return handle;
  };
  const saved = (res: Response, handle: MenuHandle) => res.redirect(303, `/content/menus/${handle}?notice=saved`);

  router.get('/content/menus/:handle', requireAction('content.view'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    sendMenu(res, deps, handle, 200, { notice: noticeFrom(noticeKey(req), MENU_NOTICES) });
  });

  router.get('/content/menus/:handle/items/:path', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    const path = parseItemPath(req.params.path);
    if (!handle) return next();
    if (!path || !itemAt(readMenu(deps.db, handle).groups, path))
      return sendMenu(res, deps, handle, 404, { message: 'That menu item is not there.' });
    sendMenu(res, deps, handle, 200, { editing: path });
  });

  router.post('/content/menus/:handle/items', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    const form = itemFormFrom(req);
    const parent = /^\d{1,4}$/.test(form.parent) ? [Number(form.parent)] : parseItemPath(form.parent);
    const checked = checkItem(deps.db, form);
    if (!checked.ok || !parent) {
      const errors = checked.ok ? {} : checked.errors;
      return sendMenu(res, deps, handle, 400, { form, errors, message: parent ? null : 'Choose where the item goes.' });
    }
    const result = editMenu(deps, staffOf(res), handle, textField(req, 'version'), 'navigation.add', (groups) =>
      addItem(groups, parent, checked.value),
    );
    if (result.ok) return saved(res, handle);
    sendMenu(res, deps, handle, result.status, { form, message: result.message });
  });

  router.post('/content/menus/:handle/items/:path', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    const path = parseItemPath(req.params.path);
    if (!path) return sendMenu(res, deps, handle, 404, { message: 'That menu item is not there.' });
    const form = itemFormFrom(req);
    const checked = checkItem(deps.db, form);
    if (!checked.ok) return sendMenu(res, deps, handle, 400, { editing: path, form, errors: checked.errors });
    const result = editMenu(deps, staffOf(res), handle, textField(req, 'version'), 'navigation.edit', (groups) =>
      updateItem(groups, path, checked.value),
    );
    if (result.ok) return saved(res, handle);
    sendMenu(res, deps, handle, result.status, {
      editing: result.status === 409 ? null : path,
      form,
      message: result.message,
    });
  });

  router.post('/content/menus/:handle/items/:path/move', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    const path = parseItemPath(req.params.path);
    const move = MOVES.find((m) => m === textField(req, 'move'));
    if (!path || !move) return sendMenu(res, deps, handle, 400, { message: 'That move is not one the menu knows.' });
    const result = editMenu(deps, staffOf(res), handle, textField(req, 'version'), 'navigation.move', (groups) =>
      moveItem(groups, path, move),
    );
    if (result.ok) return saved(res, handle);
    sendMenu(res, deps, handle, result.status, { message: result.message });
  });

  router.post('/content/menus/:handle/items/:path/delete', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    const path = parseItemPath(req.params.path);
    if (!path) return sendMenu(res, deps, handle, 404, { message: 'That menu item is not there.' });
    const result = editMenu(deps, staffOf(res), handle, textField(req, 'version'), 'navigation.delete', (groups) =>
      removeItem(groups, path),
    );
    if (result.ok) return saved(res, handle);
    sendMenu(res, deps, handle, result.status, { message: result.message });
  });

  router.post('/content/menus/:handle/groups/:g', requireAction('content.edit'), (req, res, next) => {
    const handle = menuParam(req, res);
    if (!handle) return next();
    const g = /^\d{1,4}$/.test(String(req.params.g)) ? Number(req.params.g) : -1;
    const title = checkText(textField(req, 'title'), { label: 'heading', max: LABEL_MAX, required: true });
    if (!title.ok) return sendMenu(res, deps, handle, 400, { message: title.message });
    const result = editMenu(
      deps,
      staffOf(res),
      handle,
      textField(req, 'version'),
      'navigation.rename-group',
      (groups) => renameGroup(groups, g, title.value),
    );
    if (result.ok) return saved(res, handle);
    sendMenu(res, deps, handle, result.status, { message: result.message });
  });
}
