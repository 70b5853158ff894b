import type { ScreenModule } from '../routes/types';

/** Every route module of client/routes/, imported with the app, by its path from this folder. */
export const EAGER_MODULES = import.meta.glob<ScreenModule>(['../routes/**/*.tsx', '!../routes/not-found.tsx'], {
  eager: true,
  import: 'default',
});
