import { createHash } from 'node:crypto';
import { NAVIGATION_TAG } from '../../../../shared/contract/change-tags';
import type { NavGroup, NavItem } from '../../../../shared/contract/content-models';
import type { Image } from '../../../../shared/contract/models';
import { getDocument, putDocument } from '../../content/document-store';
import type { Db } from '../../db/open-database';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { pictureChoice } from './content-pictures';
import { checkLink, checkText } from './content-rules';
import type { TreeResult } from './menu-tree';
import { siteFactsOf } from './site-facts';
import { sitePathProblem, type SiteFacts } from './site-paths';

// The shop's menus ('main': the header, and the drawer on phones; 'footer'), stored whole as
// 'navigation' documents. Every edit carries the version of the menu it was made on (a hash of
// it): an edit made on a menu someone changed since is refused (409), never applied to the wrong
// item. One transaction with its audit entry, then the menu's tag so the shop forgets it.

export const MENUS = [
  { handle: 'main', title: 'Header and drawer' },
  { handle: 'footer', title: 'Footer' },
] as const;
export type MenuHandle = (typeof MENUS)[number]['handle'];

export const menuOf = (raw: unknown): MenuHandle | null => MENUS.find((m) => m.handle === raw)?.handle ?? null;

/** The tags a get-navigation answer for `handle` carries (server/cache/answer-tags.ts). */
export const navigationTag = (handle: string) => `${NAVIGATION_TAG}:${handle}`;

export const LABEL_MAX = 80;

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export interface Menu {
  handle: MenuHandle;
  groups: NavGroup[];
  version: string;
}

const versionOf = (groups: NavGroup[]) =>
  createHash('sha256').update(JSON.stringify(groups)).digest('hex').slice(0, 16);

export function readMenu(db: Db, handle: MenuHandle): Menu {
  const groups = getDocument<NavGroup[]>(db, 'navigation', handle) ?? [];
  return { handle, groups, version: versionOf(groups) };
}

export interface ItemForm {
  label: string;
  url: string;
  picture: string;
  pictureAlt: string;
}
export type ItemField = keyof ItemForm;

export function itemFormOf(item: NavItem | null): ItemForm {
  return {
    label: item?.label ?? '',
    url: item?.url ?? '',
    picture: item?.image?.id ?? '',
    pictureAlt: item?.image?.alt ?? '',
  };
}

/** The item's own fields (never its children), or the message of each refused field. */
export function checkItem(
  db: Db,
  form: ItemForm,
): { ok: true; value: Omit<NavItem, 'children'> } | { ok: false; errors: Partial<Record<ItemField, string>> } {
  const errors: Partial<Record<ItemField, string>> = {};
  const label = checkText(form.label, { label: 'label', max: LABEL_MAX, required: true });
  if (!label.ok) errors.label = label.message;
  const facts = siteFactsOf(db);
  const url = checkLink(form.url, {
    label: 'link',
    required: true,
    pathProblem: (pathname) => sitePathProblem(pathname, facts),
  });
  if (!url.ok) errors.url = url.message;
  let image: Image | null = null;
  if (form.picture.trim() !== '') {
    const row = pictureChoice(db, form.picture.trim());
    const alt = checkText(form.pictureAlt, { label: 'picture description', max: 200, required: true });
    if (!row) errors.picture = 'No stored picture has that name.';
    if (!alt.ok) errors.pictureAlt = alt.message;
    if (row && alt.ok) image = { id: row.id, format: row.format, width: row.width, height: row.height, alt: alt.value };
  }
  if (!label.ok || !url.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { label: label.value, url: url.value!, ...(image ? { image } : {}) } };
}

/** A stored link that no longer leads to a page (a renamed product, a typo in the seed). */
export function linkProblem(url: string, facts: SiteFacts): string | null {
  const r = checkLink(url, {
    label: 'link',
    required: true,
    pathProblem: (pathname) => sitePathProblem(pathname, facts),
  });
  return r.ok ? null : r.message;
}

export type EditResult = { ok: true } | { ok: false; status: 404 | 409 | 400; message: string };

/** Applies `edit` to the menu as it is now, if it is still the version the form was made on. */
export function editMenu(
  deps: Deps,
  actor: Actor,
  handle: MenuHandle,
  version: string,
  action: string,
  edit: (groups: NavGroup[]) => TreeResult,
): EditResult {
  const now = deps.now();
  const result = deps.db.transaction((): EditResult => {
    const menu = readMenu(deps.db, handle);
    if (menu.version !== version)
      return {
        ok: false,
        status: 409,
        message: 'Someone changed this menu meanwhile: here it is as it is now. Try again.',
      };
    const next = edit(menu.groups);
    if (!next.ok) return { ok: false, status: 400, message: next.message };
    putDocument(deps.db, 'navigation', handle, next.groups);
    recordAudit(
      deps.db,
      actor,
      { action, entity: 'navigation', entityId: handle, before: menu.groups, after: next.groups },
      now,
    );
    return { ok: true };
  })();
  if (result.ok) deps.changes.emit([navigationTag(handle)]);
  return result;
}
