import type { ScreenModule } from '../routes/types';

/** Every route module of client/routes/, each a chunk of its own loaded on first use, by its path from this folder. */
export const LAZY_MODULES = import.meta.glob<ScreenModule>(['../routes/**/*.tsx', '!../routes/not-found.tsx'], {
  import: 'default',
});
