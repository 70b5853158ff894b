import { describe, expect, it } from 'vitest';
import { DISPLAY_BREAKPOINTS } from '../shared/constants';
import { BREAKPOINT_MEDIA_MODULE, breakpointMedia } from './vite-breakpoint-media';

type Hook = (
  this: { addWatchFile(file: string): void },
  id: string,
) => string | undefined | Promise<string | undefined>;
const context = { addWatchFile: () => undefined };

describe('the breakpoint rules as a stylesheet module', () => {
  const plugin = breakpointMedia();
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;

  it('resolves only its own id, to a .css id the CSS pipeline takes', async () => {
    const id = resolveId.call(context, BREAKPOINT_MEDIA_MODULE) as string;
    expect(id).toMatch(/\.css$/);
    expect(resolveId.call(context, 'virtual:other.css')).toBeUndefined();
    expect(await load.call(context, '/client/styles/app.css')).toBeUndefined();
  });

  it("holds the navigation's and the search's rules, at the shared breakpoints", async () => {
    const css = (await load.call(context, resolveId.call(context, BREAKPOINT_MEDIA_MODULE) as string))!;
    const lg = DISPLAY_BREAKPOINTS.lg;
    expect(css).toContain(`@media (min-width: ${lg}px)`);
    expect(css).toContain(`@media (max-width: ${lg - 0.02}px)`);
    // The menu leaves the drawer for the header row at 'xl' (the row's width in fallback faces).
    const xl = DISPLAY_BREAKPOINTS.xl;
    expect(css).toMatch(new RegExp(`@media \\(max-width: ${xl - 0.02}px\\) \\{[^@]*#nav-drawer \\.main-nav-list`));
    expect(css).toContain(`@media (min-width: ${xl}px) {\n.menu-toggle`);
    expect(css).toContain('.header-search.is-expanded .search-form');
    expect(css.match(/\{/g)?.length).toBe(css.match(/\}/g)?.length);
  });
});
