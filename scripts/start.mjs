// `npm start`: build when the sources are newer than the last build, then serve in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['client', 'server', 'shared', 'vite.config.ts', 'package.json', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce(
    (m, name) => (name === 'node_modules' ? m : Math.max(m, newest(join(path, name)))),
    st.mtimeMs,
  );
}

const stamp = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (SOURCES.some((s) => newest(s) > stamp)) {
  console.log('Building the shop (sources changed since the last build)…');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
