import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { privateNginxMain, readNginxTemplate, renderNginxTemplate } from '../../tooling/nginx-template';
import { SHARED_DRAWINGS_DIR } from '../../tooling/shared-drawings';
import { freePort } from './ports';
import { start, waitFor, type Proc } from './processes';

// The docker-compose topology on loopback, from the build in dist/: redis-server, the backend
// process, two BFF replicas and nginx with deploy/nginx.conf. Ports are free ones picked at
// start (see ports.ts); everything lives in the run directory.

const root = resolve(import.meta.dirname, '../..');
export const BACKEND_SECRET = 'cluster-test-secret-cluster-test-secret';
/** Signs the backend's change events to the replicas (POST /api/revalidate). */
export const REVALIDATE_SECRET = 'cluster-test-revalidate-secret-0123456789abcdef';

async function answers(url: string, status = 200): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  await res.arrayBuffer();
  return res.status === status;
}

async function redisPong(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (v: boolean) => {
      socket.destroy();
      ok(v);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  /** Its GET /metrics (METRICS_PORT, loopback). */
  metricsUrl: string;
  proc: Proc;
}

export class Topology {
  readonly siteUrl: string;
  redis!: Proc;
  backend!: Proc;
  nginx!: Proc;
  readonly replicas: Replica[];
  /** Added to the backend's and every replica's environment (the trace exporter's settings). */
  extraEnv: NodeJS.ProcessEnv = {};
  private restarts = 0;

  private constructor(
    readonly dir: string,
    readonly pidFile: string,
    readonly ports: {
      redis: number;
      backend: number;
      console: number;
      nginx: number;
      replicas: number[];
      /** Each replica's METRICS_PORT, and the backend's: two processes on one host need two ports. */
      metrics: number[];
      backendMetrics: number;
    },
  ) {
    this.siteUrl = `http://127.0.0.1:${ports.nginx}`;
    this.replicas = ports.replicas.map((port, i) => ({
      name: `replica ${'AB'[i]}`,
      port,
      url: `http://127.0.0.1:${port}`,
      metricsUrl: `http://127.0.0.1:${ports.metrics[i]}/metrics`,
      proc: undefined as unknown as Proc,
    }));
  }

  static async create(dir: string, pidFile: string): Promise<Topology> {
    const ports = {
      redis: await freePort(),
      backend: await freePort(),
      console: await freePort(),
      nginx: await freePort(),
      replicas: [await freePort(), await freePort()],
      metrics: [await freePort(), await freePort()],
      backendMetrics: await freePort(),
    };
    return new Topology(dir, pidFile, ports);
  }

  /** The operator console of the backend process (its own port, loopback only). */
  get consoleUrl(): string {
    return `http://127.0.0.1:${this.ports.console}`;
  }

  /** What the backend process and the staff command read: one store, the console's own address. */
  backendEnv(): NodeJS.ProcessEnv {
    return {
      NODE_ENV: 'production',
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(this.ports.backend),
      CONSOLE_HOST: '127.0.0.1',
      CONSOLE_PORT: String(this.ports.console),
      BACKEND_METRICS_PORT: String(this.ports.backendMetrics),
      CONSOLE_URL: this.consoleUrl,
      DATA_DIR: `${this.dir}/backend-data`,
      // its pictures drawn once per machine, so their drawing does not load the phases' figures
      ASSET_DRAWINGS_DIR: SHARED_DRAWINGS_DIR,
      SITE_URL: this.siteUrl,
      BACKEND_SECRET,
      // through nginx, as any upstream would call the shop: one replica hears it, Redis tells the other
      REVALIDATE_URL: `${this.siteUrl}/api/revalidate`,
      REVALIDATE_SECRET,
      ...this.extraEnv,
    };
  }

  private log(name: string): string {
    return `${this.dir}/${name.replace(/\s+/g, '-')}.log`;
  }

  async startRedis(): Promise<void> {
    mkdirSync(`${this.dir}/redis`, { recursive: true });
    this.redis = start(
      'redis',
      '/usr/bin/redis-server',
      [
        '--port',
        String(this.ports.redis),
        '--bind',
        '127.0.0.1',
        '--dir',
        `${this.dir}/redis`,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      { log: this.log('redis'), pidFile: this.pidFile },
    );
    await waitFor('redis-server', () => redisPong(this.ports.redis), 20_000);
  }

  async startBackend(): Promise<void> {
    this.backend = start('backend', process.execPath, ['dist/server/backend.js'], {
      env: this.backendEnv(),
      log: this.log('backend'),
      pidFile: this.pidFile,
    });
    await waitFor('the backend', () => answers(`http://127.0.0.1:${this.ports.backend}/healthz`), 60_000);
  }

  /** Starts (or starts again) replica i and waits until it is ready. */
  async startReplica(i: number): Promise<void> {
    const r = this.replicas[i]!;
    this.restarts += 1;
    mkdirSync(`${this.dir}/replica-${i}`, { recursive: true });
    const backend = `http://127.0.0.1:${this.ports.backend}`;
    r.proc = start(r.name, process.execPath, ['dist/server/index.js'], {
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(r.port),
        METRICS_PORT: String(this.ports.metrics[i]),
        SITE_URL: this.siteUrl,
        UPSTREAM_ECOM_URL: backend,
        UPSTREAM_CMS_URL: backend,
        REDIS_URL: `redis://127.0.0.1:${this.ports.redis}`,
        REVALIDATE_SECRET,
        TRUST_PROXY: 'loopback',
        DATA_DIR: `${this.dir}/replica-${i}`,
        LOG_LEVEL: 'info',
        ...this.extraEnv,
      },
      log: this.log(`${r.name}.${this.restarts}`),
      pidFile: this.pidFile,
    });
    await waitFor(`${r.name} ready`, () => answers(`${r.url}/readyz`), 90_000, 300);
    // The shop serves on when its metrics port is taken; here that is a broken topology.
    await waitFor(`${r.name} metrics`, () => answers(r.metricsUrl), 10_000, 300);
  }

  async startNginx(): Promise<void> {
    const prefix = `${this.dir}/nginx`;
    mkdirSync(`${prefix}/tmp`, { recursive: true });
    const rendered = renderNginxTemplate(readNginxTemplate(), {
      LISTEN_PORT: `127.0.0.1:${this.ports.nginx}`,
      STOREFRONT_UPSTREAM: this.replicas.map((r) => `127.0.0.1:${r.port}`),
    });
    writeFileSync(`${prefix}/storefront.conf`, rendered);
    writeFileSync(`${prefix}/nginx.conf`, privateNginxMain(prefix, `${prefix}/storefront.conf`));
    this.nginx = start('nginx', '/usr/sbin/nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`], {
      log: this.log('nginx'),
      pidFile: this.pidFile,
    });
    await waitFor('nginx', () => answers(`${this.siteUrl}/healthz`), 20_000);
  }

  async startAll(): Promise<void> {
    await this.startRedis();
    await this.startBackend();
    // One after the other: two cold starts at once on two busy cores only slow both.
    await this.startReplica(0);
    await this.startReplica(1);
    await this.startNginx();
  }
}

export { root };
