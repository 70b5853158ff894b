import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import { isPossiblePagePath, MAX_PAGE_PATH_LENGTH } from './route-rules';

describe('isPossiblePagePath', () => {
  it.each([
    ['/', true],
    ['/products/gentle-foaming-cleanser', true],
    ['/shop/skin-type/dry', true],
    ['/about/our%20story', true],
    ['/blog/caf%C3%A9', true],
    ['/about/%FF', false],
    ['/content/%E0%A4%A', false],
    ['/skincare/%C0%AF', false],
    ['/about/%00', false],
    ['/about/%20', false],
    ['/content/a%2Fb', false],
    ['/content/a%5Cb', false],
    ['/%2e%2e.html', false],
    ['/.env', false],
    [`/about/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`, false],
  ])('%s → %s', (path, possible) => {
    expect(isPossiblePagePath(path)).toBe(possible);
  });

  it('every literal route of the table is possible', () => {
    for (const def of ROUTES)
      if (!/[:*]/.test(def.pattern)) expect(isPossiblePagePath(def.pattern), def.pattern).toBe(true);
  });

  it('never throws, and a possible path decodes segment by segment without slashes or controls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('%', '%2F', '%FF', '%E0%A4', '%00', '%20', '.', '%2e')), {
          maxLength: 6,
        }),
        (parts) => {
          const path = `/${parts.join('/')}`;
          const possible = isPossiblePagePath(path);
          if (!possible) return;
          for (const seg of path.split('/').slice(1)) {
            const decoded = seg.includes('%') ? decodeURIComponent(seg) : seg;
            expect(['/', '\\', String.fromCharCode(0)].some((c) => decoded.includes(c))).toBe(false);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
