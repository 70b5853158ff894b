import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Booted } from '../../boot';
import type { EntryServer } from '../../render/page-renderer';
import { TEST_ASSETS } from '../../test-support/test-app';
import { readinessGauge } from './readiness-metric';

// storefront_ready as Prometheus scrapes it: the real app over the embedded backend (ready, then
// draining), and a replica whose upstream refuses connections (never ready).

const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: ':memory:' };

async function readyValue(url: string): Promise<string | undefined> {
  const text = await (await fetch(url)).text();
  return /^storefront_ready (\S+)$/m.exec(text)?.[1];
}

async function bootWith(env: Record<string, string>, draining?: () => boolean): Promise<Booted> {
  const entry = (await import('../../../client/entry-server')) as EntryServer;
  return boot({
    env: { ...ENV, METRICS_PORT: '0', ...env },
    render: async () => ({ loadEntry: async () => entry, assets: () => TEST_ASSETS, staticMiddleware: [] }),
    ...(draining && { draining }),
  });
}

describe('storefront_ready through the metrics port', () => {
  let draining = false;
  let booted: Booted;
  beforeAll(async () => {
    booted = await bootWith({}, () => draining);
  });
  afterAll(() => booted.close());

  it('is 1 while the upstream answers, 0 as soon as the replica drains', async () => {
    expect(await readyValue(booted.metricsServer!.url)).toBe('1');
    draining = true;
    expect(await readyValue(booted.metricsServer!.url)).toBe('0');
    draining = false;
    expect(await readyValue(booted.metricsServer!.url)).toBe('1');
  });
});

describe('storefront_ready with the upstream down', () => {
  let booted: Booted;
  beforeAll(async () => {
    // port 9 (discard) on loopback: nothing listens, the connection is refused at once
    booted = await bootWith({ UPSTREAM_ECOM_URL: 'http://127.0.0.1:9', UPSTREAM_CMS_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => booted.close());

  it('is 0', async () => {
    expect(await readyValue(booted.metricsServer!.url)).toBe('0');
  });
});

describe('readinessGauge', () => {
  const cases: Array<[string, (() => Promise<boolean>) | undefined, string]> = [
    ['not watched yet (booting)', undefined, '0'],
    ['the check passes', () => Promise.resolve(true), '1'],
    ['the check fails', () => Promise.resolve(false), '0'],
    ['the check throws', () => Promise.reject(new Error('boom')), '0'],
  ];
  it.each(cases)('%s', async (_what, check, value) => {
    const registry = new Registry();
    const gauge = readinessGauge(registry);
    if (check) gauge.watch(check);
    expect(await registry.metrics()).toMatch(new RegExp(`^storefront_ready ${value}$`, 'm'));
  });
});
