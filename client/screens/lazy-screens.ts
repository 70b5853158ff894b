import { lazyScreen } from '../lib/routing/lazy-screen';
import placeholderScreen from '../routes/placeholder';
import { LAZY_MODULES } from './lazy-modules';
import { registryOf, type ScreenRegistry } from './screen-registry';

/**
 * The browser's screens: each route module in its own chunk, loaded when its route matches
 * (the page's own before hydration, entry-client.tsx; others on navigation or link prefetch).
 * The server preloads the page's chunks with modulepreload, so hydration waits on no waterfall.
 */
export const LAZY_SCREENS = {
  ...registryOf(LAZY_MODULES, lazyScreen),
  // The catch-all route shows it too (routes.tsx): it is in the entry already.
  placeholder: placeholderScreen,
} as ScreenRegistry;
