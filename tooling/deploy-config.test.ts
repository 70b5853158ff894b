import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { consoleStartOptions, loadBackendEnv } from '../server/backend/backend-env';
import { loadConfig } from '../server/config';
import { IDLE_GRACE_MS } from '../server/graceful-drain';
import { readNginxTemplate, renderNginxTemplate, templateVariables } from './nginx-template';

// docker-compose.yml and deploy/nginx.conf are never run here (no Docker engine), so this
// checks that they agree with each other and with the app: every name, port and variable one
// of them relies on is defined by the other. scripts/deploy-lint.sh runs `nginx -t` on the
// rendered config; scripts/cluster-test.sh runs the topology itself.

interface Service {
  image?: string;
  build?: string;
  init?: boolean;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(readFileSync(resolve(import.meta.dirname, '../docker-compose.yml'), 'utf8')) as Compose;
const { backend, storefront, redis, nginx, prometheus, grafana } = compose.services as Record<
  'backend' | 'storefront' | 'redis' | 'nginx' | 'prometheus' | 'grafana',
  Service
>;
const template = readNginxTemplate();

/** What an operator must set (`${NAME:?message}`: compose refuses to start without it). */
const REQUIRED = {
  REVALIDATE_SECRET: 'a-revalidate-secret-of-the-operator-0123456789',
  GRAFANA_ADMIN_PASSWORD: 'a-grafana-password-of-the-operator',
} as Record<string, string>;
/** `${NAME:-default}` as compose reads it with NAME unset, `${NAME:?…}` with the operator's REQUIRED value. */
const withDefaults = (env: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{[A-Z_0-9]+:-([^}]*)\}/g, '$1')
        .replace(/\$\{([A-Z_0-9]+):\?[^}]*\}/g, (_m, name: string) => REQUIRED[name] ?? _m),
    ]),
  );
const seconds = (text = '0s') => Number(/^(\d+)s$/.exec(text)?.[1] ?? NaN);
const hostPort = (url: string) => new URL(url).host;

describe('docker-compose.yml', () => {
  it('has the services of the topology, and only the shop is published beyond this host', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'backend',
      'grafana',
      'nginx',
      'prometheus',
      'redis',
      'storefront',
    ]);
    expect(backend?.ports).toBeUndefined();
    expect(storefront?.ports).toBeUndefined();
    expect(redis?.ports).toBeUndefined();
    const env = nginx?.environment ?? {};
    expect(nginx?.ports).toEqual([
      `3000:${env.LISTEN_PORT}`,
      `127.0.0.1:${env.CONSOLE_LISTEN_PORT}:${env.CONSOLE_LISTEN_PORT}`,
    ]);
    // the console, Prometheus and Grafana: on 127.0.0.1 only
    const published = Object.values(compose.services).flatMap((s) => s.ports ?? []);
    expect(published.filter((p) => !p.startsWith('127.0.0.1:'))).toEqual([`3000:${env.LISTEN_PORT}`]);
  });

  it('the backend serves the console on its own port, reachable by nginx only', () => {
    const env = withDefaults(backend?.environment);
    // as the standalone backend reads its environment: the console on, every interface of the container
    const started = consoleStartOptions(loadBackendEnv({ ...env, NODE_ENV: 'production' }));
    expect(started).toMatchObject({ port: 3100, host: '0.0.0.0', require2fa: true });
    expect(new URL(started!.url!).port).toBe(env.CONSOLE_PORT);
    expect(backend?.expose).toEqual([env.CONSOLE_PORT, env.BACKEND_METRICS_PORT]);
    expect(nginx?.environment?.CONSOLE_UPSTREAM).toBe(`backend:${env.CONSOLE_PORT}`);
    expect(nginx?.depends_on?.backend?.condition).toBe('service_healthy');
    // never the storefront's port: the shop's origin never leads to the console
    expect(env.CONSOLE_PORT).not.toBe(withDefaults(storefront?.environment).PORT);
  });

  it("the backend's change events go to the storefront's /api/revalidate, signed with the one secret both must be given", () => {
    const backendEnv = backend?.environment ?? {};
    const storefrontEnv = storefront?.environment ?? {};
    const port = withDefaults(storefrontEnv).PORT;
    expect(backendEnv.REVALIDATE_URL).toBe(`http://storefront:${port}/api/revalidate`);
    expect(backendEnv.REVALIDATE_SECRET).toMatch(/^\$\{REVALIDATE_SECRET:\?.+\}$/);
    expect(storefrontEnv.REVALIDATE_SECRET).toBe(backendEnv.REVALIDATE_SECRET);
  });

  it('runs at least two storefront replicas, with node behind an init that forwards signals', () => {
    expect(storefront?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(storefront?.init).toBe(true);
    expect(backend?.init).toBe(true);
  });

  it('the storefront environment is a valid config pointing at the backend and Redis services', () => {
    const env = withDefaults(storefront?.environment);
    const config = loadConfig({ ...env, NODE_ENV: 'production' });
    const backendEnv = withDefaults(backend?.environment);
    expect(config.upstream).toEqual({
      ecomUrl: `http://backend:${backendEnv.BACKEND_PORT}`,
      cmsUrl: `http://backend:${backendEnv.BACKEND_PORT}`,
    });
    expect(config.redisUrl && hostPort(config.redisUrl)).toBe('redis:6379');
    expect(config.useEmbeddedBackend).toBe(false);
    expect(env.TRUST_PROXY).toBeTruthy();
    // One public origin: the backend signs account links with it, the BFF checks origins against it.
    expect(env.SITE_URL).toBe(backendEnv.SITE_URL);
    expect(storefront?.expose).toEqual([String(config.port), String(config.metrics?.port)]);
    // The orchestrator waits longer than the drain may take before it kills.
    expect(seconds(storefront?.stop_grace_period) * 1000).toBeGreaterThan(config.shutdownTimeoutMs);
  });

  it('GET /metrics of the replicas and the backend is on the compose network only, never on a port nginx publishes', () => {
    const config = loadConfig({ ...withDefaults(storefront?.environment), NODE_ENV: 'production' });
    const backendEnv = withDefaults(backend?.environment);
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(backendEnv.BACKEND_METRICS_PORT).toBe('9465');
    const published = (nginx?.ports ?? []).join(' ');
    for (const port of ['9464', '9465']) expect(published).not.toContain(port);
    expect(storefront?.ports).toBeUndefined();
    expect(backend?.ports).toBeUndefined();
  });

  it('the backend keeps its data in the named volume', () => {
    const env = withDefaults(backend?.environment);
    expect(backend?.volumes).toContain(`shop-data:${env.DATA_DIR}`);
    expect(Object.keys(compose.volumes ?? {})).toContain('shop-data');
    expect(backend?.command).toEqual(['node', '--enable-source-maps', 'dist/server/backend.js']);
  });

  it('nginx renders deploy/nginx.conf from its environment and waits for healthy replicas', () => {
    expect(nginx?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/templates/default.conf.template:ro');
    const env = nginx?.environment ?? {};
    for (const name of templateVariables(template)) expect(env, name).toHaveProperty(name);
    const port = withDefaults(storefront?.environment).PORT;
    expect(env.STOREFRONT_UPSTREAM).toBe(`storefront:${port}`);
    expect(nginx?.depends_on?.storefront?.condition).toBe('service_healthy');
  });
});

describe('deploy/nginx.conf', () => {
  const rendered = renderNginxTemplate(template, {
    LISTEN_PORT: '8080',
    STOREFRONT_UPSTREAM: ['127.0.0.1:3101', '127.0.0.1:3102'],
    CONSOLE_LISTEN_PORT: '8081',
    CONSOLE_UPSTREAM: '127.0.0.1:3100',
  });
  /** The server blocks, each with its listen port and where it proxies to. */
  const servers = (conf: string) =>
    conf
      .replace(/#.*$/gm, '')
      .split(/^server \{$/m)
      .slice(1)
      .map((block) => ({
        listen: /listen (\S+);/.exec(block)?.[1],
        proxies: [...block.matchAll(/proxy_pass http:\/\/(\w+);/g)].map((m) => m[1]),
      }));

  it('renders one server line per replica and leaves no template variable', () => {
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered.match(/^\s*server 127\.0\.0\.1:310[12] max_fails=\d+ fail_timeout=\d+s;$/gm)).toHaveLength(2);
    expect(() => renderNginxTemplate(template, { LISTEN_PORT: '1', STOREFRONT_UPSTREAM: [] })).toThrow(/no replica/);
  });

  it("the console has a server of its own; the shop's server never proxies to it", () => {
    expect(servers(rendered)).toEqual([
      { listen: '8080', proxies: ['storefront'] },
      { listen: '8081', proxies: ['console'] },
    ]);
    expect(rendered).toMatch(/upstream console \{\s*server 127\.0\.0\.1:3100;/);
    // a rendering without a console (the cluster test) has the shop's server only
    const shopOnly = renderNginxTemplate(template, { LISTEN_PORT: '8080', STOREFRONT_UPSTREAM: ['127.0.0.1:3101'] });
    expect(servers(shopOnly)).toEqual([{ listen: '8080', proxies: ['storefront'] }]);
    expect(shopOnly).not.toMatch(/\$\{|upstream console/);
    expect(() =>
      renderNginxTemplate(template, { LISTEN_PORT: '1', STOREFRONT_UPSTREAM: ['a:1'], CONSOLE_LISTEN_PORT: '2' }),
    ).toThrow(/no value for CONSOLE_UPSTREAM/);
  });

  it.each([
    ['keep-alive to the replicas', /^\s*keepalive \d+;/m],
    [
      'HTTP/1.1 without the client Connection header (needed for keep-alive)',
      /proxy_http_version 1\.1;[\s\S]*proxy_set_header Connection "";/,
    ],
    ['retries idempotent requests only', /^\s*proxy_next_upstream error timeout http_502 http_503;/m],
    ['the client address from the connection', /proxy_set_header X-Forwarded-For \$remote_addr;/],
    ['the scheme', /proxy_set_header X-Forwarded-Proto \$scheme;/],
    ['the host', /proxy_set_header X-Forwarded-Host \$http_host;/],
    ['the request id to the replica', /proxy_set_header X-Request-Id \$storefront_request_id;/],
    ['the request id on every answer', /add_header X-Request-Id \$storefront_request_id always;/],
    ['the trace context to the replica', /proxy_set_header traceparent \$storefront_traceparent;/],
    ["the trace's vendor state with it", /proxy_set_header tracestate \$storefront_tracestate;/],
    ['one JSON access log line with the trace id', /access_log access\.log storefront_json;/],
    ['a body limit', /client_max_body_size 1m;/],
    ['compression left to the app', /^\s*gzip off;/m],
  ])('%s', (_what, pattern) => {
    expect(rendered).toMatch(pattern);
  });

  it('never resends a POST that reached a replica', () => {
    const directives = rendered.replace(/#.*$/gm, '');
    expect(directives).toMatch(/proxy_next_upstream /);
    expect(directives).not.toMatch(/non_idempotent/);
  });

  it('waits longer than the app for an answer, and closes idle connections before the app or its drain does', () => {
    const read = Number(/proxy_read_timeout (\d+)s;/.exec(rendered)?.[1]);
    const env = loadConfig({ NODE_ENV: 'production' });
    expect(read * 1000).toBeGreaterThan(env.upstreamTimeoutMs);
    expect(read * 1000).toBeGreaterThan(env.shutdownTimeoutMs - 5_000);
    const idle = Number(/keepalive_timeout (\d+)s;/.exec(rendered)?.[1]);
    const serve = readFileSync(resolve(import.meta.dirname, '../server/serve.ts'), 'utf8');
    const appIdle = Number(/keepAliveTimeout = ([\d_]+);/.exec(serve)?.[1]?.replaceAll('_', ''));
    expect(idle * 1000).toBeLessThan(appIdle);
    // At least a second's margin: nginx's clock for a connection starts a little after the app's.
    expect(idle * 1000).toBeLessThanOrEqual(IDLE_GRACE_MS - 1_000);
  });
});

describe('Prometheus and Grafana in docker-compose.yml', () => {
  const deploy = (path: string) => readFileSync(resolve(import.meta.dirname, '../deploy', path), 'utf8');
  /** The host directory a service mounts at `target`, relative to the compose file. */
  const mountOf = (service: Service | undefined, target: string) =>
    service?.volumes?.map((v) => v.split(':')).find(([, t]) => t === target)?.[0];
  const flag = (name: string) =>
    withDefaults({ v: prometheus?.command?.find((c) => c.startsWith(`--${name}=`)) ?? '' }).v?.split('=')[1];

  interface ScrapeConfig {
    job_name: string;
    dns_sd_configs?: Array<{ names: string[]; type: string; port: number }>;
    static_configs?: Array<{ targets: string[] }>;
  }
  const promConfig = parse(deploy('prometheus/prometheus.yml')) as {
    rule_files: string[];
    scrape_configs: ScrapeConfig[];
  };
  const job = (name: string) => promConfig.scrape_configs.find((j) => j.job_name === name);

  it('Prometheus reads deploy/prometheus (config and rules) and keeps its data in a volume, bounded in age and size', () => {
    expect(mountOf(prometheus, '/etc/prometheus')).toBe('./deploy/prometheus');
    expect(flag('config.file')).toBe('/etc/prometheus/prometheus.yml');
    expect(prometheus?.volumes).toContain(`prometheus-data:${flag('storage.tsdb.path')}`);
    expect(promConfig.rule_files).toEqual(['alerts.yml']);
    expect(flag('storage.tsdb.retention.time')).toMatch(/^\d+[dh]$/);
    expect(flag('storage.tsdb.retention.size')).toMatch(/^\d+[MG]B$/);
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['prometheus-data', 'grafana-data']));
  });

  it('scrapes every storefront replica (DNS finds each container) and the backend, on their metrics ports', () => {
    const storefrontEnv = withDefaults(storefront?.environment);
    const backendEnv = withDefaults(backend?.environment);
    expect(job('storefront')?.dns_sd_configs).toEqual([
      expect.objectContaining({ names: ['storefront'], type: 'A', port: Number(storefrontEnv.METRICS_PORT) }),
    ]);
    expect(job('backend')?.static_configs).toEqual([{ targets: [`backend:${backendEnv.BACKEND_METRICS_PORT}`] }]);
    // the ports the services listen on for every interface of the compose network
    expect(storefrontEnv.METRICS_HOST).toBe('0.0.0.0');
    expect(backendEnv.BACKEND_METRICS_HOST).toBe('0.0.0.0');
  });

  it('Grafana needs its admin password from .env, and nobody signs up or looks in anonymously', () => {
    const env = grafana?.environment ?? {};
    expect(env.GF_SECURITY_ADMIN_PASSWORD).toMatch(/^\$\{GRAFANA_ADMIN_PASSWORD:\?.+\}$/);
    expect(env.GF_USERS_ALLOW_SIGN_UP).toBe('false');
    expect(env.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
    expect(grafana?.ports).toEqual(['127.0.0.1:3001:3000']);
    expect(prometheus?.ports).toEqual(['127.0.0.1:9090:9090']);
  });

  it("Grafana's provisioned data source is the compose Prometheus, and the dashboard's panels name it", () => {
    expect(mountOf(grafana, '/etc/grafana/provisioning')).toBe('./deploy/grafana/provisioning');
    const { datasources } = parse(deploy('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ uid: string; type: string; url: string }>;
    };
    const listen = flag('web.listen-address')?.replace(/^:/, '');
    expect(datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', uid: 'prometheus', url: `http://prometheus:${listen}` }),
    ]);
    const dashboard = JSON.parse(deploy('grafana/dashboards/storefront.json')) as {
      panels: Array<{ type: string; datasource?: { uid: string }; targets?: Array<{ datasource?: { uid: string } }> }>;
    };
    const uids = new Set(
      dashboard.panels
        .filter((p) => p.type !== 'row')
        .flatMap((p) => [p.datasource?.uid, ...(p.targets ?? []).map((t) => t.datasource?.uid)]),
    );
    expect([...uids]).toEqual([datasources[0]!.uid]);
  });

  it('the dashboard provider reads the directory compose mounts the dashboards into', () => {
    const { providers } = parse(deploy('grafana/provisioning/dashboards/storefront.yml')) as {
      providers: Array<{ type: string; options: { path: string } }>;
    };
    const path = providers[0]!.options.path;
    expect(providers).toHaveLength(1);
    expect(mountOf(grafana, path)).toBe('./deploy/grafana/dashboards');
    expect(grafana?.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH).toBe(`${path}/storefront.json`);
  });
});
