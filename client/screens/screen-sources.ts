import { SCREENS, type Screen } from '../../shared/routes/route-table';
import { manifestNameOf } from './screen-registry';

/**
 * Each screen's route module, as the build manifest names it (its path from the project root).
 * The server reads the manifest once at start and preloads, per request, the chunks of the
 * matched screens (server/render/client-assets.ts); the bundle budget measures them
 * (tooling/bundle-budget.ts). Plain strings: the server's own bundle has no import.meta.glob.
 */
export const SCREEN_SOURCES = Object.fromEntries(
  Object.entries(SCREENS).map(([screen, def]) => [screen, manifestNameOf(def)]),
) as Record<Screen, string>;
