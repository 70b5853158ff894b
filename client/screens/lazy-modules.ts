import type { ScreenModule } from '../routes/types';

/**
 * Every route module of client/routes/, each a chunk of its own loaded on first use, by its path
 * there (`./account/login.tsx`). The placeholder is left out: the catch-all route renders it,
 * so it is in the entry already (lazy-screens.ts).
 */
export const LAZY_MODULES = import.meta.glob<ScreenModule>(['./**/*.tsx', '!./not-found.tsx', '!./placeholder.tsx'], {
  base: '../routes',
  import: 'default',
});
