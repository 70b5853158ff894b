// Production build: browser bundle, SSR entry, then the server bundle. The Dockerfile runs this.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

// The build id (SPEC section 2 rule 8): baked into the browser bundle as import.meta.env.VITE_BUILD_ID
// and written to dist/client/_build/meta.json, which open pages poll to notice a newer build.
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
process.env.VITE_BUILD_ID = buildId;

await viteBuild({ logLevel: 'warn' });
mkdirSync('dist/client/_build', { recursive: true });
writeFileSync('dist/client/_build/meta.json', JSON.stringify({ id: buildId, timestamp: Date.now() }));
await viteBuild({
  logLevel: 'warn',
  build: { ssr: 'client/entry-server.tsx', outDir: 'dist/ssr', emptyOutDir: true, manifest: false, sourcemap: true, rollupOptions: { input: 'client/entry-server.tsx' } },
});
await esbuild({
  entryPoints: { index: 'server/index.ts', backend: 'server/backend/standalone.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // vite is only for `npm run dev`; keep it out of the production server.
  external: ['vite'],
});
// The backend reads its SQL migrations from beside its module; in the bundle that is dist/server.
cpSync('server/backend/db/migrations', 'dist/server/migrations', { recursive: true });
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('build complete: dist/client, dist/ssr, dist/server');
