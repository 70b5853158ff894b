import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/route-table';
import type { BootData } from '../app/boot-data';
import type { PublicConfig } from '../lib/app/app-context';
import { bootScript } from './boot-script';

const run = (script: string) => new Function(`return ${script}`)() as BootData;

const boot: BootData = {
  config: { brand: 'Lumen' } as PublicConfig,
  assets: { styles: ['/assets/entry.css'] },
  queryState: { queries: [] } as unknown as BootData['queryState'],
  router: { loaderData: { root: { notice: null } }, actionData: null, errors: null },
};

describe('bootScript', () => {
  it("carries the page route and its chunk, which the browser hydrates with (a title with '</script>' stays text)", () => {
    const route = { ...ROUTES.find((r) => r.name === 'product')!, title: 'A </script><script>x()</script>' };
    const script = bootScript({ ...boot, page: { route, module: '/assets/product-1.js' } });
    expect(script).not.toContain('</script>');
    expect(run(script).page).toEqual({ route, module: '/assets/product-1.js' });
  });

  it('a page of the catch-all: no page', () => {
    const out = run(bootScript({ ...boot, layout: 'abc' }));
    expect(out.page).toBeUndefined();
    expect(out.layout).toBe('abc');
    expect(out.assets).toEqual(boot.assets);
  });
});
