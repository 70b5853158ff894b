import { SCREENS } from '../../shared/routes/route-table';
import { lazyScreen } from '../lib/lazy-screen';
import placeholderScreen from '../routes/placeholder';
import type { ScreenModule } from '../routes/types';
import { LAZY_MODULES } from './lazy-modules';
import { globKeyOf, registryOf, type ScreenRegistry } from './screen-registry';

/**
 * The browser's screens: each route module in its own chunk, loaded when its route matches
 * (the page's own before hydration, entry-client.tsx; others on navigation or link prefetch).
 * The server preloads the page's chunks with modulepreload, so hydration waits on no waterfall.
 * The placeholder is in the entry: the catch-all route shows it too (routes.tsx).
 */
export const LAZY_SCREENS: ScreenRegistry = registryOf<ScreenModule | (() => Promise<ScreenModule>)>(
  { ...LAZY_MODULES, [globKeyOf(SCREENS.placeholder)]: placeholderScreen },
  (module) => (typeof module === 'function' ? lazyScreen(module) : module),
);
