import { defineConfig } from 'vitest/config';
import { BUILD_CHECKS } from './tooling/vitest.build.config.ts';

const TESTS = ['{server,client,shared,scripts,tooling}/**/*.test.{ts,tsx}'];

// Test files that run in a process of their own: a vi.mock of a module the others import, and
// the timing comparisons (a few milliseconds each), which a worker's larger shared heap makes noisy.
const ISOLATED = [
  'client/app/boot-query-state.pages.test.ts',
  'server/security/account-enumeration.test.ts',
  'server/security/account-links.test.ts',
];

// Most of a file's cost was importing the app (React, the SSR entry, Express, zod) into a fresh
// process; files now share one module graph per worker, so that cost is paid once per worker.
// Files keep their own app instances; a file that needs its own modules goes to ISOLATED.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // both cores of the reference machine (the default leaves one idle)
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: TESTS, exclude: ['**/node_modules/**', ...BUILD_CHECKS, ...ISOLATED] } },
      { extends: true, test: { name: 'isolated', isolate: true, include: ISOLATED } },
    ],
  },
});
