import { defineConfig } from 'vitest/config';

// The checks that run `vite build` (a production client build for the bundle budget, small
// builds for the server-only guard): minutes of CPU, so they are `npm run check:build`, not part
// of `npm test`. CI runs them next to the production build.
export const BUILD_CHECKS = ['tooling/bundle-budget.test.ts', 'tooling/vite-server-only-guard.test.ts'];

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: BUILD_CHECKS,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
