import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BUILD_CHECKS } from './tooling/vitest.build.config.ts';

const TESTS = ['{server,client,shared,scripts,tooling}/**/*.test.{ts,tsx}'];

// Test files that run in a process of their own: every file that calls vi.mock (a mock cannot
// replace a module another file already loaded), and the timing comparisons (a few milliseconds
// each), which a worker's larger shared heap makes noisy.
const MOCKING = ['server', 'client', 'shared', 'scripts', 'tooling'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => `${dir}/${file}`),
);
const ISOLATED = [...MOCKING, 'server/security/account-enumeration.test.ts', 'server/security/account-links.test.ts'];

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
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: TESTS,
          exclude: ['**/node_modules/**', ...BUILD_CHECKS, ...ISOLATED],
        },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: ISOLATED } },
    ],
  },
});
