import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prometheusConfig } from './prometheus-config';

// The configuration the cluster test hands Debian's prometheus: every target of the topology,
// each replica told apart by its label, and a file promtool accepts.

interface Parsed {
  global: { scrape_interval: string; scrape_timeout: string };
  scrape_configs: { job_name: string; static_configs: { targets: string[]; labels?: { replica: string } }[] }[];
}

describe('prometheusConfig', () => {
  it.each([
    [{ replicas: [9464, 9466], backend: 9465 }, ['127.0.0.1:9464 A', '127.0.0.1:9466 B'], '127.0.0.1:9465'],
    [
      { replicas: [1, 65535, 2000], backend: 3 },
      ['127.0.0.1:1 A', '127.0.0.1:65535 B', '127.0.0.1:2000 C'],
      '127.0.0.1:3',
    ],
    [{ replicas: [9464], backend: 9465, host: 'localhost' }, ['localhost:9464 A'], 'localhost:9465'],
  ])('%j scrapes %j and the backend %s every second', (targets, replicas, backend) => {
    const config = JSON.parse(prometheusConfig(targets)) as Parsed;
    expect(config.global.scrape_interval).toBe('1s');
    expect(config.global.scrape_timeout).toBe('1s');
    const [storefront, back] = config.scrape_configs;
    expect(storefront!.job_name).toBe('storefront');
    expect(storefront!.static_configs.map((s) => `${s.targets.join()} ${s.labels!.replica}`)).toEqual(replicas);
    expect(back!.job_name).toBe('backend');
    expect(back!.static_configs[0]!.targets).toEqual([backend]);
  });

  it.each([
    [{ replicas: [], backend: 9465 }, /no replica/],
    [{ replicas: [0], backend: 9465 }, /bad port 0/],
    [{ replicas: [9464], backend: 70_000 }, /bad port 70000/],
    [{ replicas: [94.5], backend: 9465 }, /bad port 94.5/],
  ])('refuses %j', (targets, message) => {
    expect(() => prometheusConfig(targets)).toThrow(message);
  });

  it.skipIf(!existsSync('/usr/bin/promtool'))('is a configuration promtool accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prom-config-'));
    try {
      const file = join(dir, 'prometheus.yml');
      writeFileSync(file, prometheusConfig({ replicas: [9464, 9466], backend: 9465 }));
      const check = spawnSync('/usr/bin/promtool', ['check', 'config', file], { encoding: 'utf8' });
      expect(check.stdout + check.stderr).toContain('SUCCESS');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
