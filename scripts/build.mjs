// Production build: browser bundle, SSR entry, then the server bundle. The Dockerfile runs this.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { precompressDir } from '../tooling/precompress.mjs';

// The build id (SPEC section 2 rule 8): baked into the browser bundle as import.meta.env.VITE_BUILD_ID
// and written to dist/client/_build/meta.json, which open pages poll to notice a newer build.
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
process.env.VITE_BUILD_ID = buildId;

await viteBuild({ logLevel: 'warn' });
mkdirSync('dist/client/_build', { recursive: true });
writeFileSync('dist/client/_build/meta.json', JSON.stringify({ id: buildId, timestamp: Date.now() }));
// .br and .gz beside the hashed text assets: served as they are to clients that accept them.
const packed = precompressDir('dist/client/assets');
console.log(
  `precompressed ${packed.files} assets: ${Math.round(packed.bytes / 1024)} KB -> br ${Math.round(packed.br / 1024)} KB, gzip ${Math.round(packed.gz / 1024)} KB`,
);
await viteBuild({
  logLevel: 'warn',
  build: {
    ssr: 'client/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    manifest: false,
    sourcemap: true,
    rollupOptions: { input: 'client/entry-server.tsx' },
  },
});
await esbuild({
  entryPoints: { index: 'server/index.ts', backend: 'server/backend/standalone.ts', staff: 'scripts/staff.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Each dynamic import() its own chunk: the entry points start tracing before Express and the
  // HTTP servers are imported (server/telemetry/start-tracing.ts), which one flat file would load first.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // vite is only for `npm run dev`; keep it out of the production server.
  external: ['vite'],
});
// The backend reads its SQL migrations from beside its module; in the bundle that is dist/server.
cpSync('server/backend/db/migrations', 'dist/server/migrations', { recursive: true });
// build_info{version, commit} (server/backend/metrics/build-info.ts): BUILD_COMMIT, else git's
// HEAD when there is a repository (the Docker build has none: pass --build-arg BUILD_COMMIT).
const commit = (() => {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
})();
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
writeFileSync('dist/server/build-info.json', JSON.stringify({ version, commit }));
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('build complete: dist/client, dist/ssr, dist/server');
