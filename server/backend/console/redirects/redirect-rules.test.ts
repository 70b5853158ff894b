import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedirectEntrySchema } from '../../../../shared/routes/redirect-schema';
import type { RedirectEntry } from '../../../../shared/routes/redirects';
import { checkRedirect, findLoop, REDIRECT_MESSAGES as M, screenAt } from './redirect-rules';

const table: RedirectEntry[] = [
  { from: '/store-locator', to: '/find-a-professional', status: 301 },
  { from: '/old-a', to: '/old-b', status: 301 },
  { from: '/old-folder/*', to: '/shop', status: 301 },
];

const check = (from: string, to: string, status = 301, confirmScreen = false) =>
  checkRedirect({ from, to, status, confirmScreen }, table);

describe('one redirect against the table', () => {
  it.each<[string, string, string, number, Record<string, string> | 'ok']>([
    ['a new path to a page', '/summer-sale', '/shop/category/serums', 301, 'ok'],
    ['a folder to an outside site', '/press/*', 'https://press.example.org/', 302, 'ok'],
    ['a target with its query', '/promo', '/shop?sort=new', 301, 'ok'],
    ['protocol-relative target', '/a', '//evil.test', 301, { to: M.toShape }],
    ['backslash target', '/a', '/\\evil.test', 301, { to: M.toShape }],
    ['javascript: target', '/a', 'javascript:alert(1)', 301, { to: M.toShape }],
    ['empty target', '/a', '', 301, { to: M.toShape }],
    ['from without a slash', 'a', '/b', 301, { from: M.fromShape }],
    ['from with two slashes', '//a', '/b', 301, { from: M.fromShape }],
    ['from with a query', '/a?x=1', '/b', 301, { from: M.fromQuery }],
    ['a star inside the path', '/a*/b', '/b', 301, { from: M.fromStar }],
    ['a trailing slash', '/a/', '/b', 301, { from: M.fromSlash }],
    ['status 200', '/a', '/b', 200, { status: M.status }],
    ['status 307 from the form', '/a', '/b', 307, { status: M.status }],
    ['a from already in the table', '/store-locator', '/shop', 301, { from: M.fromTaken('/find-a-professional') }],
    ['to itself', '/a', '/a', 301, { to: M.loop(['/a', '/a']) }],
    ['a folder into itself', '/x/*', '/x/y', 301, { to: M.loop(['/x', '/x/y', '/x/y']) }],
    ['a loop through the table', '/old-b', '/old-a?from=b', 301, { to: M.loop(['/old-b', '/old-a', '/old-b']) }],
    [
      'a page the shop shows',
      '/products/vitamin-c-serum',
      '/shop',
      301,
      { confirm: M.screen('/products/vitamin-c-serum') },
    ],
    ['a folder over shop pages', '/products/*', '/shop', 301, { confirm: M.screen('/products/any-page') }],
  ])('%s: %s → %s (%i)', (_name, from, to, status, expected) => {
    const result = checkRedirect({ from, to, status }, table, { statuses: [301, 302] });
    if (expected === 'ok') expect(result).toEqual({ ok: true, entry: { from, to, status } });
    else expect(result).toEqual({ ok: false, errors: expected });
  });

  it('a page the shop shows may be redirected once confirmed', () => {
    expect(check('/products/vitamin-c-serum', '/shop', 301, true).ok).toBe(true);
  });

  it('an old path whose page only says where the content went is no screen', () => {
    expect(screenAt('/about-pca/careers')).toBeNull();
    expect(check('/about-pca/careers', '/about/careers').ok).toBe(true);
  });

  it('editing an entry leaves its own row out of the duplicate and loop checks', () => {
    expect(checkRedirect({ from: '/old-a', to: '/shop', status: 301 }, table, { editing: '/old-a' }).ok).toBe(true);
  });

  it('the seeded table has no loop', async () => {
    const seeded = (await import('../../../../config/redirects.json')).default as RedirectEntry[];
    for (const e of seeded) expect(findLoop(seeded, e), e.from).toBeNull();
  });

  it('admits nothing the file schema refuses', () => {
    const path = fc.oneof(
      fc.constantFrom('/', '/a', '//a', '/\\a', 'a', '', 'https://x.test/a', 'javascript:x', '/a/*', '/a?b', '/a b'),
      fc.string(),
    );
    fc.assert(
      fc.property(path, path, fc.constantFrom(301, 302, 307, 308, 200), (from, to, status) => {
        const result = checkRedirect({ from, to, status, confirmScreen: true }, []);
        if (result.ok) expect(RedirectEntrySchema.safeParse(result.entry).success).toBe(true);
      }),
    );
  });
});
