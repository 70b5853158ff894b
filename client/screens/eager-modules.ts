import type { ScreenModule } from '../routes/types';

/** Every route module of client/routes/, imported with the app, by its path there (`./account/login.tsx`). */
export const EAGER_MODULES = import.meta.glob<ScreenModule>(['./**/*.tsx', '!./not-found.tsx'], {
  eager: true,
  base: '../routes',
  import: 'default',
});
