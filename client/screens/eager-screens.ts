import { SCREENS, type Screen } from '../../shared/routes/route-table';
import { EAGER_MODULES } from './eager-modules';
import { registryOf, screenOfGlobKey, type ScreenRegistry } from './screen-registry';

/** The server's screens: all there at once (SSR, and form posts whose action is looked up before the render). */
export const EAGER_SCREENS = registryOf(EAGER_MODULES, (module) => module) as ScreenRegistry;

// The server's start fails on a screen without its module, or a module of client/routes/ that is
// no screen's (misnamed, or not a route module): neither waits for a request to show.
for (const key of Object.keys(EAGER_MODULES)) {
  if (!screenOfGlobKey(key))
    throw new Error(`client/routes/${key.slice(2)} is no screen's: name it as a screen of SCREENS, or move it out`);
}
for (const screen of Object.keys(SCREENS) as Screen[]) {
  if (!EAGER_SCREENS[screen])
    throw new Error(`Screen ${screen} has no route module client/routes/${screen}.tsx (a folder may stand for a -)`);
}
