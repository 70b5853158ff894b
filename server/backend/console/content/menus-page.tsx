import type { NavItem } from '../../../../shared/contract/content-models';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { RefusedSummary, Select, TextInput } from '../ui/form-fields';
import { ContentNav } from './content-nav';
import { PictureUploadForm } from './picture-upload-form';
import type { SiteFacts } from './site-paths';
import { LABEL_MAX, linkProblem, MENUS, type ItemField, type ItemForm, type Menu } from './menu-store';
import { flatten, itemPathText, MAX_MENU_DEPTH, type ItemPath } from './menu-tree';

// One menu as an indented list: each item with its link (flagged when no page of the shop is
// there), its picture, and buttons to edit, move up or down, nest under the item before, move
// out of its parent, or delete. The form below adds an item in a group or under an item; the
// edit form of one item replaces it on /content/menus/:handle/items/:path.

export const MENU_NOTICES: Record<string, string> = {
  saved: 'Menu saved. The shop shows it within seconds.',
  'picture-uploaded': 'Picture uploaded: it is in the Picture list now.',
};

export interface MenusPageProps {
  staff: SignedInStaff;
  menu: Menu;
  pictures: { id: string; width: number; height: number }[];
  canEdit: boolean;
  notice: string | null;
  /** a refused move or a conflict, shown above the menu */
  message: string | null;
  /** the item being edited, or null (the add form shows) */
  editing: ItemPath | null;
  form: ItemForm & { parent?: string };
  errors: Partial<Record<ItemField, string>>;
  /** what the menu's links lead to (site-paths.ts) */
  facts: SiteFacts;
}

export function MenusPage(props: MenusPageProps) {
  const { staff, menu, canEdit, notice, message, editing } = props;
  const entries = flatten(menu.groups);
  const title = MENUS.find((m) => m.handle === menu.handle)!.title;
  return (
    <ConsoleLayout title={`Menu: ${title}`} staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/menus" />
      <nav aria-label="Menus" className="console-subnav console-subnav-minor">
        <ul>
          {MENUS.map((m) => (
            <li key={m.handle}>
              <a href={`/content/menus/${m.handle}`} aria-current={m.handle === menu.handle ? 'page' : undefined}>
                {m.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {message ? (
        <p className="console-error console-form-error" role="alert">
          {message}
        </p>
      ) : null}
      {menu.groups.map((group, g) => (
        <section className="console-panel" key={g} aria-labelledby={`group-${g}`}>
          <h2 id={`group-${g}`}>{group.title}</h2>
          {canEdit && menu.handle === 'footer' ? (
            <PostForm
              action={`/content/menus/${menu.handle}/groups/${g}`}
              csrfToken={staff.csrfToken}
              className="console-inline console-group-title"
            >
              <input type="hidden" name="version" value={menu.version} />
              <label htmlFor={`group-title-${g}`}>Heading</label>
              <input id={`group-title-${g}`} name="title" defaultValue={group.title} maxLength={LABEL_MAX} required />
              <button type="submit">Rename</button>
            </PostForm>
          ) : null}
          <ol className="console-menu">
            {entries
              .filter((e) => e.path[0] === g)
              .map((e) => (
                <MenuLine key={itemPathText(e.path)} {...props} path={e.path} level={e.level} item={e.item} />
              ))}
          </ol>
        </section>
      ))}
      {canEdit && !editing ? <AddForm {...props} entries={entries} /> : null}
      {canEdit && editing ? <EditForm {...props} path={editing} /> : null}
      {canEdit ? <PictureUploadForm csrfToken={staff.csrfToken} back={`/content/menus/${menu.handle}`} /> : null}
    </ConsoleLayout>
  );
}

function MenuLine({
  staff,
  menu,
  canEdit,
  path,
  level,
  item,
  facts,
}: MenusPageProps & { path: number[]; level: number; item: NavItem }) {
  const at = `/content/menus/${menu.handle}/items/${itemPathText(path)}`;
  const problem = linkProblem(item.url, facts);
  return (
    <li className={`console-menu-item console-menu-level-${level}`} id={`item-${itemPathText(path)}`}>
      <span className="console-menu-label">{item.label}</span> <code>{item.url}</code>
      {item.image ? <span className="console-status">picture</span> : null}
      {problem ? (
        <>
          {' '}
          <span className="console-status console-status-invited">Broken link</span>{' '}
          <span className="console-hint">{problem}</span>
        </>
      ) : null}
      {canEdit ? (
        <span className="console-menu-actions">
          <a href={at}>
            Edit<span className="console-visually-hidden">: {item.label}</span>
          </a>
          <PostForm action={`${at}/move`} csrfToken={staff.csrfToken} className="console-inline">
            <input type="hidden" name="version" value={menu.version} />
            <button type="submit" name="move" value="up" title="Move up">
              Up<span className="console-visually-hidden">: {item.label}</span>
            </button>
            <button type="submit" name="move" value="down" title="Move down">
              Down<span className="console-visually-hidden">: {item.label}</span>
            </button>
            <button type="submit" name="move" value="in" title="Nest under the item before">
              Nest<span className="console-visually-hidden">: {item.label}</span>
            </button>
            {level > 1 ? (
              <button type="submit" name="move" value="out" title="Move out of its parent">
                Unnest<span className="console-visually-hidden">: {item.label}</span>
              </button>
            ) : null}
          </PostForm>
          <PostForm action={`${at}/delete`} csrfToken={staff.csrfToken} className="console-inline">
            <input type="hidden" name="version" value={menu.version} />
            <button type="submit" className="console-danger">
              Delete<span className="console-visually-hidden">: {item.label}</span>
            </button>
          </PostForm>
        </span>
      ) : null}
    </li>
  );
}

function ItemFields({ form, errors, pictures }: Pick<MenusPageProps, 'form' | 'errors' | 'pictures'>) {
  return (
    <>
      <TextInput label="Label" name="label" value={form.label} error={errors.label} required maxLength={LABEL_MAX} />
      <TextInput
        label="Link"
        name="url"
        value={form.url}
        error={errors.url}
        required
        hint="A page of the shop (/shop/category/serums) or a web address (https://…)."
      />
      <Select
        label="Picture (optional)"
        name="picture"
        value={form.picture}
        error={errors.picture}
        options={[
          { value: '', label: 'No picture' },
          ...pictures.map((p) => ({ value: p.id, label: `${p.id} (${p.width}×${p.height})` })),
        ]}
      />
      <TextInput
        label="Picture description (alt text)"
        name="pictureAlt"
        value={form.pictureAlt}
        error={errors.pictureAlt}
        hint="Needed with a picture."
      />
    </>
  );
}

function AddForm(props: MenusPageProps & { entries: ReturnType<typeof flatten> }) {
  const { staff, menu, form, errors, entries } = props;
  const places = [
    ...menu.groups.map((g, i) => ({ value: String(i), label: `${g.title}: at the top level` })),
    ...entries
      .filter((e) => e.level < MAX_MENU_DEPTH)
      .map((e) => ({ value: itemPathText(e.path), label: `Under ${'› '.repeat(e.level - 1)}${e.item.label}` })),
  ];
  return (
    <section className="console-panel" aria-labelledby="add-item-title" id="add-item">
      <h2 id="add-item-title">Add an item</h2>
      <RefusedSummary errors={errors} />
      <PostForm action={`/content/menus/${menu.handle}/items`} csrfToken={staff.csrfToken} className="console-form">
        <input type="hidden" name="version" value={menu.version} />
        <Select label="Where" name="parent" value={form.parent ?? '0'} options={places} />
        <ItemFields {...props} />
        <button type="submit">Add</button>
      </PostForm>
    </section>
  );
}

function EditForm(props: MenusPageProps & { path: ItemPath }) {
  const { staff, menu, errors, path } = props;
  return (
    <section className="console-panel console-highlight" aria-labelledby="edit-item-title" id="edit-item">
      <h2 id="edit-item-title">Edit the item</h2>
      <RefusedSummary errors={errors} />
      <PostForm
        action={`/content/menus/${menu.handle}/items/${itemPathText(path)}`}
        csrfToken={staff.csrfToken}
        className="console-form"
      >
        <input type="hidden" name="version" value={menu.version} />
        <ItemFields {...props} />
        <div className="console-actions">
          <button type="submit">Save</button>
          <a href={`/content/menus/${menu.handle}`}>Cancel</a>
        </div>
      </PostForm>
    </section>
  );
}
