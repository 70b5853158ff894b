import { withField, type Form, type Pair } from './console-forms';
import type { Answer } from './http-client';
import type { Staff } from './staff-session';

// The edits the cluster test makes in the console, each as an editor makes it: open the screen,
// change the fields a person would, post the form (the other fields go as rendered). `sending`
// is called as the form is posted: the clock of "how soon the shop shows it" starts there.

type Sending = () => void;

/** Several fields of a form set at once ([name, value] or [name, value, nth]). */
const filled = (fields: Pair[], changes: ([string, string] | [string, string, number])[]) =>
  changes.reduce((out, [name, value, nth]) => withField(out, name, value, nth ?? 0), fields);

/** The submit button with this value is the one clicked (its name and value are sent). */
function clicked(form: Form, value: string): Pair {
  const button = form.buttons.find((b) => b[1] === value);
  if (!button) throw new Error(`the form has no "${value}" button`);
  return button;
}

/** The first choice of a select that is a real one (not "Choose…"). */
function firstChoice(form: Form, name: string): string {
  const value = form.options[name]?.find((v) => v !== '');
  if (value === undefined) throw new Error(`the form offers no ${name} to choose`);
  return value;
}

/** The console's id of the product with this handle, from the product list's search. */
export async function productIdOf(staff: Staff, handle: string): Promise<string> {
  const html = await staff.screen(`/products?q=${encodeURIComponent(handle)}`);
  for (const row of html.split('<tr')) {
    if (row.includes(`<code>${handle}</code>`)) {
      const id = /href="\/products\/(\d+)"/.exec(row)?.[1];
      if (id) return id;
    }
  }
  throw new Error(`the product list does not find ${handle}`);
}

/** The product's title and its first size's price changed in its editor. */
export async function editTitleAndPrice(
  staff: Staff,
  id: string,
  edit: { title: string; price: string },
  sending: Sending,
): Promise<Answer> {
  const path = `/products/${id}`;
  return staff.submit(
    path,
    path,
    (form) =>
      filled(form.fields, [
        ['title', edit.title],
        ['variant_price', edit.price, 0],
      ]),
    sending,
  );
}

/** A new product (a draft) with one size; answers its id. */
export async function createProduct(staff: Staff, p: { title: string; handle: string; sku: string }): Promise<string> {
  const created = await staff.submit('/products/new', '/products', (form) => [
    ...filled(form.fields, [
      ['title', p.title],
      ['handle', p.handle],
      ['variant_title', '1 fl oz', 0],
      ['variant_sku', p.sku, 0],
      ['variant_price', '24.00', 0],
      ['variant_stock', '5', 0],
    ]),
    ['categories', 'serums'],
  ]);
  const id = /^\/products\/(\d+)/.exec(String(created.headers.location))?.[1];
  if (!id) throw new Error(`creating ${p.handle}: no product in ${String(created.headers.location)}`);
  return id;
}

/** Publish, unpublish or archive a product with its editor's button. */
export async function productAction(
  staff: Staff,
  id: string,
  action: 'publish' | 'unpublish' | 'archive',
  sending: Sending,
): Promise<Answer> {
  return staff.submit(`/products/${id}`, `/products/${id}/${action}`, undefined, sending);
}

/** A new blog post written and published at once ("Publish now"). */
export async function publishPost(
  staff: Staff,
  post: { slug: string; title: string },
  sending: Sending,
): Promise<Answer> {
  return staff.submit(
    '/content/posts/new',
    '/content/posts',
    (form) => [
      ...filled(form.fields, [
        ['title', post.title],
        ['slug', post.slug],
        ['categorySlug', firstChoice(form, 'categorySlug')],
        ['author', 'Cluster Test'],
        ['excerpt', 'A post published while the cluster test watches the shop.'],
        ['markdown', `# ${post.title}\n\nPublished from the console; the shop shows it within two seconds.`],
        ['picture', firstChoice(form, 'picture')],
        ['pictureAlt', 'A bottle on a bathroom shelf'],
      ]),
      clicked(form, 'publish'),
    ],
    sending,
  );
}

/** A new item at the top level of the header menu. */
export async function addMenuItem(
  staff: Staff,
  item: { label: string; url: string },
  sending: Sending,
): Promise<Answer> {
  return staff.submit(
    '/content/menus/main',
    '/content/menus/main/items',
    (form) =>
      filled(form.fields, [
        ['parent', '0'],
        ['label', item.label],
        ['url', item.url],
      ]),
    sending,
  );
}

/** A new permanent redirect. */
export async function addRedirect(staff: Staff, r: { from: string; to: string }, sending: Sending): Promise<Answer> {
  return staff.submit(
    '/redirects',
    '/redirects',
    (form) =>
      filled(form.fields, [
        ['from', r.from],
        ['to', r.to],
        ['status', '301'],
      ]),
    sending,
  );
}
