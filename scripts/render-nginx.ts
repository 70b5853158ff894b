// `tsx scripts/render-nginx.ts <dir> <listen-port> <replica>...`: writes <dir>/storefront.conf
// (deploy/nginx.conf rendered) and <dir>/nginx.conf (a private main config including it).
// With CONSOLE_LISTEN_PORT and CONSOLE_UPSTREAM in the environment the console's server is
// rendered too. scripts/deploy-lint.sh runs `nginx -t` on the result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { privateNginxMain, readNginxTemplate, renderNginxTemplate } from '../tooling/nginx-template';

const [dir, port, ...replicas] = process.argv.slice(2);
if (!dir || !port || replicas.length === 0) {
  console.error('usage: tsx scripts/render-nginx.ts <dir> <listen-port> <host:port>...');
  process.exit(2);
}
const prefix = resolve(dir);
mkdirSync(`${prefix}/tmp`, { recursive: true });
writeFileSync(
  `${prefix}/storefront.conf`,
  renderNginxTemplate(readNginxTemplate(), {
    LISTEN_PORT: port,
    STOREFRONT_UPSTREAM: replicas,
    ...(process.env.CONSOLE_LISTEN_PORT && { CONSOLE_LISTEN_PORT: process.env.CONSOLE_LISTEN_PORT }),
    ...(process.env.CONSOLE_UPSTREAM && { CONSOLE_UPSTREAM: process.env.CONSOLE_UPSTREAM }),
  }),
);
writeFileSync(`${prefix}/nginx.conf`, privateNginxMain(prefix, `${prefix}/storefront.conf`));
console.log(`${prefix}/nginx.conf`);
