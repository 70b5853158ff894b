// Production build: browser bundle, SSR entry, then the server bundle. The Dockerfile runs this.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { cpSync, writeFileSync } from 'node:fs';

await viteBuild({ logLevel: 'warn' });
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
