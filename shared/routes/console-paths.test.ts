import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConsoleLikePath } from './console-paths';
import { isPossiblePagePath } from './route-rules';
import { ROUTES } from './route-table';

describe('isConsoleLikePath', () => {
  it.each([
    ['/admin', true],
    ['/Admin', true],
    ['/ADMIN/', true],
    ['/admin/orders/1001', true],
    ['/admin?next=/', true],
    ['/%61dmin', true],
    ['/%41DMIN/users', true],
    ['/%2561dmin', true],
    ['/admin.php', true],
    ['/admin;jsessionid=1', true],
    ['/administrator', true],
    ['/administrator/index.php', true],
    ['/wp-admin/', true],
    ['/wp-admin/install.php', true],
    ['/wp-login.php', true],
    ['/phpmyadmin', true],
    ['/_admin', true],
    ['/siteadmin', true],
    ['/console', true],
    ['/Console/', true],
    ['/%63onsole', true],
    ['/jmx-console', true],
    ['/cpanel', true],
    ['/manager/html', true],
    ['/dashboard', true],
    ['//admin', true],
    ['/', false],
    ['', false],
    ['/shop', false],
    ['/products/admin-kit', false],
    ['/account/orders', false],
    ['/blog/how-to-console-dry-skin', false],
    ['/checkout/start', false],
    ['/adm', false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (path, consoleLike) => {
    expect(isConsoleLikePath(path)).toBe(consoleLike);
  });

  it("no page of the shop's route table is console-like", () => {
    for (const def of ROUTES) {
      const path = def.pattern.replace(/:(\w+)/g, 'x').replace(/\*/g, 'x');
      expect(isConsoleLikePath(path), def.pattern).toBe(false);
    }
  });

  it('a console-like path is never a possible page (so the shop answers its 404 page)', () => {
    expect(isPossiblePagePath('/admin')).toBe(false);
    expect(isPossiblePagePath('/wp-admin/install.php')).toBe(false);
    expect(isPossiblePagePath('/shop')).toBe(true);
  });

  const BASES = ['admin', 'administrator', 'console', 'wp-admin', 'wp-login', 'phpmyadmin'];
  /** Each letter as itself, upper-cased, or percent-encoded (either case of hex digits). */
  const disguised = (word: string) =>
    fc
      .tuple(
        ...[...word].map((c) =>
          fc.constantFrom(
            c,
            c.toUpperCase(),
            `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
            `%${c.charCodeAt(0).toString(16)}`,
          ),
        ),
      )
      .map((chars) => chars.join(''));
  const tail = fc.oneof(
    fc.constant(''),
    fc.constant('/'),
    fc.constantFrom('.php', '.html', '.aspx', ';x=1'),
    fc.array(fc.stringMatching(/^[\w.-]{0,12}$/), { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  );

  it('any case, any letter percent-encoded, any extension, trailing slash or sub-path: still console-like', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BASES).chain(disguised), tail, (word, rest) => {
        expect(isConsoleLikePath(`/${word}${rest}`)).toBe(true);
        expect(isPossiblePagePath(`/${word}${rest}`)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never throws; a first segment without the words is not console-like', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), (parts) => {
        const path = `/${parts.join('/')}`;
        const consoleLike = isConsoleLikePath(path);
        const first = parts.find((p) => p !== '') ?? '';
        if (!/%|admin|console|login|cpanel|office|dashboard|manager/i.test(first)) expect(consoleLike).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
