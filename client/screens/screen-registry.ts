import type { Screen } from '../../shared/routes/route-table';
import type { LazyScreen } from '../lib/lazy-screen';
import type { ScreenModule } from '../routes/types';

/**
 * Every screen's route module, by screen: imported with the app (the server: its render and
 * the form POST without JavaScript need the whole route, action included, before matching) or
 * lazy, one chunk each (the browser).
 */
export type ScreenRegistry = Record<Screen, ScreenModule | LazyScreen>;
