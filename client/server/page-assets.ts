import type { StaticHandlerContext } from 'react-router-dom';
import type { Screen } from '../../shared/routes/route-table';
import type { BootPage } from '../app/boot-data';
import type { DocumentAssets } from '../app/Document';
import type { RouteHandle } from '../app/route-state';

export type RenderAssets = DocumentAssets & {
  scripts: string[];
  /** The matched screens' route chunks (and their static imports) and stylesheets; production only. */
  forScreens?(screens: readonly Screen[]): { modules: string[]; styles: string[]; module?: string };
};

/** The entry's stylesheets and fonts, and the chunks of the matched screens (asked for after the first paint: paint-first.ts). */
export function pageAssets(
  assets: RenderAssets,
  matches: StaticHandlerContext['matches'],
): { document: DocumentAssets; modules: string[] | null; page?: BootPage } {
  const routes = matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.route ?? []);
  const screens = routes.map((r) => r.screen);
  const own = assets.forScreens?.(screens);
  // The page route, which the browser hydrates with alone (entry-client.tsx), and its chunk.
  const route = routes.at(-1);
  const page: BootPage | undefined = route && { route, ...(own?.module && { module: own.module }) };
  if (!own) return { document: { styles: assets.styles }, modules: null, ...(page && { page }) };
  const fonts = assets.fonts ? { fonts: assets.fonts } : {};
  return {
    document: { styles: [...new Set([...assets.styles, ...own.styles])], ...fonts },
    modules: [...assets.scripts, ...own.modules],
    ...(page && { page }),
  };
}
