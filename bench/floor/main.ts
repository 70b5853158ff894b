import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFloorApp } from './server';

// The built floor server (dist/floor/server/main.js): listens on HOST:PORT (PORT 0: any free
// port) and prints its address as its first line of output; SIGTERM closes it.
const clientDir = join(import.meta.dirname, '../client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('floor: no entry in the client manifest (build it again)');

const host = process.env.HOST ?? '127.0.0.1';
const server = createFloorApp(clientDir, `/${entry.file}`).listen(Number(process.env.PORT ?? 0), host, () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`http://${host}:${address.port}`);
});
// as the shop's server (server/serve.ts): connections stay open between a load's requests
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
