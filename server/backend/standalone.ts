import { startBackend } from './start';

// The backend as its own process (docker-compose): BACKEND_PORT (default 4001), DATA_DIR,
// BACKEND_HOST (default 0.0.0.0 inside a container), BACKEND_SECRET, SITE_URL.
const secret = process.env.BACKEND_SECRET ?? 'dev-only-secret-change-me-please';
if (process.env.NODE_ENV === 'production' && !process.env.BACKEND_SECRET) {
  console.error('BACKEND_SECRET must be set in production');
  process.exit(1);
}

const backend = await startBackend({
  dataDir: process.env.DATA_DIR ?? './data',
  port: Number(process.env.BACKEND_PORT ?? 4001),
  host: process.env.BACKEND_HOST ?? '0.0.0.0',
  secret,
  siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  ...(process.env.ASSETS_DIR && { assetsDir: process.env.ASSETS_DIR }),
});
console.log(`backend listening on ${backend.url}`);

const stop = (signal: string) => {
  console.log(`${signal}: closing backend`);
  backend.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
