import { SCREENS, type Screen, type ScreenDef } from '../../shared/routes/route-table';
import type { LazyScreen } from '../lib/lazy-screen';
import type { ScreenModule } from '../routes/types';

/**
 * Every screen's route module, by screen: imported with the app (the server: its render and
 * the form POST without JavaScript need the whole route, action included, before matching) or
 * lazy, one chunk each (the browser). Both are made from the screen table (shared/routes/route-table.ts)
 * and one glob over client/routes/, so neither lists a screen itself (decision 032).
 */
export type ScreenRegistry = Record<Screen, ScreenModule | LazyScreen>;

/** A route module as `import.meta.glob` names it from this folder. */
export const globKeyOf = (def: Pick<ScreenDef, 'module'>) => `../routes/${def.module}.tsx`;

/** A route module as the build manifest names it (its path from the project root). */
export const manifestNameOf = (def: Pick<ScreenDef, 'module'>) => `client/routes/${def.module}.tsx`;

/** Each screen's entry of a glob over client/routes/; a screen whose module is missing fails at start. */
export function registryOf<T>(modules: Record<string, T>, entry: (module: T) => ScreenModule | LazyScreen): ScreenRegistry {
  const registry: Partial<ScreenRegistry> = {};
  for (const [screen, def] of Object.entries(SCREENS) as [Screen, ScreenDef][]) {
    const module = modules[globKeyOf(def)];
    if (module === undefined) throw new Error(`Screen ${screen}: no route module ${manifestNameOf(def)}`);
    registry[screen] = entry(module);
  }
  return registry as ScreenRegistry;
}
