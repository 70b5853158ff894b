import type { StaticHandlerContext } from 'react-router-dom';
import type { Screen } from '../../shared/routes/route-table';
import type { DocumentAssets } from '../app/Document';
import type { RouteHandle } from '../app/route-state';

export type RenderAssets = DocumentAssets & {
  scripts: string[];
  /** The matched screens' route chunks (and their static imports) and stylesheets; production only. */
  forScreens?(screens: readonly Screen[]): { modules: string[]; styles: string[] };
};

/** The entry's stylesheets and fonts, and the chunks of the matched screens (asked for after the first paint: paint-first.ts). */
export function pageAssets(
  assets: RenderAssets,
  matches: StaticHandlerContext['matches'],
): { document: DocumentAssets; modules: string[] | null } {
  const screens = matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.route?.screen ?? []);
  const own = assets.forScreens?.(screens);
  if (!own) return { document: { styles: assets.styles }, modules: null };
  const fonts = assets.fonts ? { fonts: assets.fonts } : {};
  return {
    document: { styles: [...new Set([...assets.styles, ...own.styles])], ...fonts },
    modules: [...assets.scripts, ...own.modules],
  };
}
