import type { Home } from '../../../shared/contract/content-models';
import { definePart } from '../../components/ui/KeptMarkup';
import type { HomeShowcaseProps } from './components/HomeShowcase';

// Home's blocks around its featured products hold links and pictures only (their analytics are
// data attributes the one listener reads): the browser keeps the server's markup and loads their
// code only to show other content: a client navigation's route loads them with the data (the
// screen lists them in its parts).

export const HOME_HERO = definePart<{ hero: Home['hero'] }>('home-hero', () =>
  import('./components/Hero').then((m) => ({ default: m.Hero })),
);

export const HOME_SHOWCASE = definePart<HomeShowcaseProps>('home-showcase', () =>
  import('./components/HomeShowcase').then((m) => ({ default: m.HomeShowcase })),
);
