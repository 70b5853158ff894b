import react from '@vitejs/plugin-react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, loadConfigFromFile, type InlineConfig } from 'vite';
import { precompressDir } from '../../tooling/precompress.mjs';
import { pureComponents } from '../../tooling/vite-pure-components';
import { FLOOR_OUT, FLOOR_STAMP, floorInputsHash } from './inputs';

// Builds the floor page into dist/floor: its browser bundle (client/, with a manifest, the
// assets precompressed as scripts/build.mjs does) and its server (server/main.js). Run in a
// process of its own with NODE_ENV=production (start.ts does), as Vite takes React's
// production build only then. The shop's choices that shape the bytes are the shop's own:
// its production react-router aliases read from vite.config.ts, the plugin that lets the bundler
// drop react-router's unused components, Vite's default minifier, React's plugin, gzip -9 and
// brotli beside each asset.

const shop = await loadConfigFromFile(
  { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
  'vite.config.ts',
  undefined,
  'silent',
);
const common: InlineConfig = {
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  publicDir: false,
  resolve: { alias: shop?.config.resolve?.alias ?? [] },
  plugins: [pureComponents(), react()],
};
const clientDir = join(FLOOR_OUT, 'client');

await build({
  ...common,
  build: {
    outDir: clientDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: 'bench/floor/entry-client.tsx' },
  },
});
const packed = precompressDir(join(clientDir, 'assets'));
await build({
  ...common,
  build: { ssr: 'bench/floor/main.ts', outDir: join(FLOOR_OUT, 'server'), emptyOutDir: true },
});
writeFileSync(FLOOR_STAMP, floorInputsHash());
console.log(`floor page built in ${FLOOR_OUT}: ${Math.round(packed.gz / 1024)} KB of script gzip -9`);
