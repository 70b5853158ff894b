import { SCREENS, type Screen } from '../../shared/routes/route-table';
import type { LazyScreen } from '../lib/routing/lazy-screen';
import type { ScreenModule } from '../routes/types';

/**
 * Every screen's route module, by screen: imported with the app (the server: its render and
 * the form POST without JavaScript need the whole route, action included, before matching) or
 * lazy, one chunk each (the browser). Both come from one glob over client/routes/ and the
 * screen table (shared/routes/route-table.ts); neither lists a screen itself (decision 028).
 */
export type ScreenRegistry = Record<Screen, ScreenModule | LazyScreen>;

/**
 * The screen whose route module this is, by its path from the project root as the build
 * manifest names it (`client/routes/account/login.tsx` is `account-login`), or null.
 */
export function screenOfSource(source: string): Screen | null {
  const name = /^client\/routes\/(.+)\.tsx$/.exec(source)?.[1]?.replaceAll('/', '-');
  return name !== undefined && Object.hasOwn(SCREENS, name) ? (name as Screen) : null;
}

/** The screen of a key of a glob over client/routes/ (`base: '../routes'`: `./account/login.tsx`). */
export const screenOfGlobKey = (key: string) => screenOfSource(`client/routes/${key.slice(2)}`);

/** Each screen's entry, from a glob over client/routes/; eager-screens.ts refuses a module that is no screen's. */
export function registryOf<T>(
  modules: Record<string, T>,
  entry: (module: T) => ScreenModule | LazyScreen,
): Partial<ScreenRegistry> {
  const registry: Partial<ScreenRegistry> = {};
  for (const [key, module] of Object.entries(modules)) {
    const screen = screenOfGlobKey(key);
    if (screen) registry[screen] = entry(module);
  }
  return registry;
}
