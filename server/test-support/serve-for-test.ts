import { serve } from '../serve.server';
import type { EntryServer } from '../render/page-renderer';
import { TEST_ASSETS } from './test-app';

// A real server process for the shutdown test (server/security/graceful-shutdown.test.ts):
// the same serve() as server/index.ts, with the test render instead of a build, so no build
// and no Vite are needed. Spawned with `node --import tsx` and the asset hooks
// (register-asset-hooks.mjs: static asset imports); configured by the environment.
// Loaded before listening, as production imports the built entry at boot.
const entry = (await import('../../client/entry-server')) as EntryServer;

serve({
  env: process.env,
  render: async () => ({
    loadEntry: async () => entry,
    assets: () => TEST_ASSETS,
    staticMiddleware: [],
  }),
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
