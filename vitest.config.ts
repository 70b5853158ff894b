import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,client,shared,scripts,tooling}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
