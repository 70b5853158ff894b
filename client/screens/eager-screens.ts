import { EAGER_MODULES } from './eager-modules';
import { registryOf } from './screen-registry';

/** The server's screens: all there at once (SSR, and form posts whose action is looked up before the render). */
export const EAGER_SCREENS = registryOf(EAGER_MODULES, (module) => module);
