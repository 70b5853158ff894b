import { describe, expect, it } from 'vitest';
import { loadConfig, SHUTDOWN_MARGIN_MS } from './config';
import { RENDER_ABORT_MS } from './render/render-timeout';

// Operator settings: image source hosts and the shutdown bound.

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it.each([
    [{}, RENDER_ABORT_MS + 10_000 + SHUTDOWN_MARGIN_MS],
    [{ UPSTREAM_TIMEOUT_MS: '30000' }, RENDER_ABORT_MS + 30_000 + SHUTDOWN_MARGIN_MS],
    [{ SHUTDOWN_TIMEOUT_MS: '60000' }, 60_000],
  ])('%j → %d ms', (env, expected) => {
    expect(loadConfig(env).shutdownTimeoutMs).toBe(expected);
  });

  it.each([
    [{ SHUTDOWN_TIMEOUT_MS: '5000' }],
    [{ SHUTDOWN_TIMEOUT_MS: String(RENDER_ABORT_MS) }],
    [{ SHUTDOWN_TIMEOUT_MS: '15000', UPSTREAM_TIMEOUT_MS: '20000' }],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }],
  ])('refuses %j: not longer than the longest render or upstream call', (env) => {
    expect(() => loadConfig(env)).toThrow('SHUTDOWN_TIMEOUT_MS');
  });
});

describe('IMAGE_SOURCE_HOSTS', () => {
  it('is empty by default and lower-cased, trimmed, comma-separated', () => {
    expect(loadConfig({}).imageSourceHosts).toEqual([]);
    expect(loadConfig({ IMAGE_SOURCE_HOSTS: ' CDN.Shop.test , img.test:8443,' }).imageSourceHosts).toEqual([
      'cdn.shop.test',
      'img.test:8443',
    ]);
  });

  it.each([
    [{ IMAGE_SOURCE_HOSTS: 'https://cdn.test' }],
    [{ IMAGE_SOURCE_HOSTS: 'cdn.test/path' }],
    [{ IMAGE_SOURCE_HOSTS: 'shop.test', SITE_URL: 'https://shop.test' }],
    [{ IMAGE_SOURCE_HOSTS: 'localhost:9999' }],
  ])('refuses %j (not a host, or the site itself)', (env) => {
    expect(() => loadConfig(env)).toThrow('IMAGE_SOURCE_HOSTS');
  });
});
