import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../test-store/console-store';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { versionIn } from '../test-support/drawn-versions';
import { STALE_MESSAGE } from '../ui/drawn-version';
import { REDIRECT_MESSAGES } from './redirect-rules';
import { addRedirect, redirectEntries } from './redirect-store';

// The Redirects screen over HTTP: list and search, add (303 and the shop told; a refused value
// kept in its field with the message beside it), a page the shop shows redirected only once
// ticked, edit, remove, and who may (owner and editor; fulfilment is refused).

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
  const system = { id: null, email: 'seed@staff.test' };
  addRedirect(t.db, system, { from: '/store-locator', to: '/find-a-professional', status: 301 }, new Date());
  addRedirect(t.db, system, { from: '/by-skin-type/dry/*', to: '/shop/skin-type/dry', status: 301 }, new Date());
  t.emitted.length = 0;
});
afterEach(() => t.close());

const rowsShown = (html: string) =>
  [...html.matchAll(/<tr id="redirect-\d+"><td><code>([^<]+)<\/code>/g)].map((m) => m[1]);

describe('the Redirects screen', () => {
  it('lists and searches the table; the menu shows it to owner and editor', async () => {
    const editor = await t.signIn('editor');
    const page = await editor.get('/redirects');
    expect(page.status).toBe(200);
    expect(rowsShown(page.html)).toEqual(['/by-skin-type/dry/*', '/store-locator']);
    expect(page.html).toContain('<a href="/redirects" aria-current="page">Redirects</a>');
    expect(rowsShown((await editor.get('/redirects?q=LOCATOR')).html)).toEqual(['/store-locator']);
    expect((await editor.get('/redirects?q=nothing-like-it')).html).toContain('No redirect matches.');
  });

  it('adds a redirect: 303 with a notice, stored, audited, the shop told', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/redirects');
    const res = await owner.post('/redirects', { from: '/spring-sale', to: '/shop?sort=new', status: '302' });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/redirects?notice=added');
    expect(redirectEntries(t.db)).toContainEqual({ from: '/spring-sale', to: '/shop?sort=new', status: 302 });
    expect(t.emitted).toEqual([['redirects']]);
    expect(auditRows(t.db).at(-1)).toMatchObject({ action: 'redirect.add', staff_email: owner.staff!.email });
    expect((await owner.get(res.location!)).html).toContain('Redirect added. The shop applies it within seconds.');
  });

  it.each([
    ['a protocol-relative target', { from: '/x', to: '//evil.test', status: '301' }, REDIRECT_MESSAGES.toShape],
    ['a loop', { from: '/find-a-professional', to: '/store-locator', status: '301' }, 'This would make a loop'],
    ['a path already redirected', { from: '/store-locator', to: '/shop', status: '301' }, 'already redirects to'],
    ['a status the form does not offer', { from: '/x', to: '/shop', status: '200' }, REDIRECT_MESSAGES.status],
  ])('refuses %s with 400, the message at the field and the typed values kept', async (_name, fields, message) => {
    const owner = await t.signIn('owner');
    await owner.get('/redirects');
    const res = await owner.post('/redirects', fields);
    expect(res.status).toBe(400);
    expect(res.html).toContain(message.replace(/"/g, '&quot;'));
    expect(res.html).toContain(`value="${fields.from}"`);
    expect(res.html).toMatch(/aria-invalid="true"/);
    expect(t.emitted).toEqual([]);
  });

  it('a page the shop shows is redirected only once "Redirect anyway" is ticked', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/redirects');
    const fields = { from: '/products/vitamin-c-serum', to: '/products/gentle-cleanser', status: '301' };
    const refused = await owner.post('/redirects', fields);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('The shop shows a page at /products/vitamin-c-serum');
    expect(refused.html).toContain('name="confirm"');
    expect((await owner.post('/redirects', { ...fields, confirm: '1' })).status).toBe(303);
  });

  it('edits and removes; an unknown id is 404', async () => {
    const editor = await t.signIn('editor');
    const list = await editor.get('/redirects');
    const id = /href="\/redirects\/(\d+)" aria-label="Edit the redirect from \/store-locator"/.exec(list.html)![1];
    const form = await editor.get(`/redirects/${id}`);
    expect(form.html).toContain('value="/find-a-professional"');
    const saved = await editor.post(`/redirects/${id}`, {
      from: '/store-locator',
      to: '/about',
      status: '302',
      version: versionIn(form.html),
    });
    expect(saved.location).toBe('/redirects?notice=saved');
    expect(redirectEntries(t.db)).toContainEqual({ from: '/store-locator', to: '/about', status: 302 });
    const version = versionIn((await editor.get(`/redirects/${id}`)).html);
    const bad = await editor.post(`/redirects/${id}`, {
      from: '/store-locator',
      to: '/\\evil',
      status: '302',
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('value="/\\evil"');
    expect(versionIn(bad.html)).toBe(version);
    expect((await editor.post(`/redirects/${id}/remove`)).location).toBe('/redirects?notice=removed');
    expect(redirectEntries(t.db).map((e) => e.from)).toEqual(['/by-skin-type/dry/*']);
    expect((await editor.post(`/redirects/${id}/remove`)).status).toBe(404);
    expect((await editor.get('/redirects/999999')).status).toBe(404);
    expect((await editor.get('/redirects/abc')).status).toBe(404);
    expect(t.emitted).toEqual([['redirects'], ['redirects']]);
  });

  it('refuses a save made on a redirect someone saved meanwhile (409): theirs kept, the redirect shown as it is now', async () => {
    const a = await t.signIn('editor');
    const b = await t.signIn('owner');
    const list = await a.get('/redirects');
    const id = /href="\/redirects\/(\d+)" aria-label="Edit the redirect from \/store-locator"/.exec(list.html)![1];
    const first = versionIn((await a.get(`/redirects/${id}`)).html);
    const second = versionIn((await b.get(`/redirects/${id}`)).html);
    const edit = { from: '/store-locator', status: '301' };
    expect((await a.post(`/redirects/${id}`, { ...edit, to: '/about', version: first })).status).toBe(303);
    const audited = auditRows(t.db).length;

    const late = await b.post(`/redirects/${id}`, { ...edit, to: '/contact', version: second });
    expect(late.status).toBe(409);
    expect(late.html).toContain(STALE_MESSAGE);
    expect(late.html).toContain('value="/about"');
    expect(late.html).not.toContain('/contact');
    expect(redirectEntries(t.db)).toContainEqual({ from: '/store-locator', to: '/about', status: 301 });
    expect(auditRows(t.db)).toHaveLength(audited);
    expect(t.emitted).toEqual([['redirects']]);

    const old = await b.post(`/redirects/${id}`, { ...edit, to: '/contact' });
    expect(old.status).toBe(409);
    const again = await b.post(`/redirects/${id}`, { ...edit, to: '/contact', version: versionIn(late.html) });
    expect(again.status).toBe(303);
    expect(redirectEntries(t.db)).toContainEqual({ from: '/store-locator', to: '/contact', status: 301 });
  });

  it('refuses fulfilment (403) and a post without the CSRF token, changing nothing', async () => {
    const fulfilment = await t.signIn('fulfilment');
    await fulfilment.get('/orders');
    expect((await fulfilment.get('/redirects')).status).toBe(403);
    expect((await fulfilment.post('/redirects', { from: '/a', to: '/b', status: '301' })).status).toBe(403);
    expect((await fulfilment.post('/redirects/1/remove')).status).toBe(403);
    expect((await fulfilment.get('/orders')).html).not.toContain('href="/redirects"');
    const owner = await t.signIn('owner');
    await owner.get('/redirects');
    expect((await owner.post('/redirects', { from: '/a', to: '/b', status: '301' }, { csrf: false })).status).toBe(403);
    expect(redirectEntries(t.db)).toHaveLength(2);
    expect(t.emitted).toEqual([]);
  });
});
