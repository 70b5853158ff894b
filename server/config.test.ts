import { describe, expect, it } from 'vitest';
import { loadBackendEnv } from './backend/backend-env';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults and the embedded backend', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.useEmbeddedBackend).toBe(true);
    expect(c.public).not.toHaveProperty('backendSecret');
  });

  it('is frozen, deeply: nothing changes the config after boot', () => {
    const c = loadConfig({ UPSTREAM_ECOM_URL: 'http://ecom.test', UPSTREAM_CMS_URL: 'http://cms.test' });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.upstream)).toBe(true);
    expect(Object.isFrozen(c.public)).toBe(true);
    expect(() => Object.assign(c, { upstream: null })).toThrow(TypeError);
  });

  it("shares the backend's defaults (one place: server/backend/backend-env.ts)", () => {
    const c = loadConfig({});
    const b = loadBackendEnv({});
    expect([c.siteUrl, c.dataDir, c.backendSecret]).toEqual([b.SITE_URL, b.DATA_DIR, b.BACKEND_SECRET]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ UPSTREAM_ECOM_URL: 'http://a.test' }, 'UPSTREAM_CMS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('fails fast on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('points at external upstreams when both are set', () => {
    const c = loadConfig({ UPSTREAM_ECOM_URL: 'http://ecom.test/', UPSTREAM_CMS_URL: 'http://cms.test' });
    expect(c.useEmbeddedBackend).toBe(false);
    expect(c.upstream).toEqual({ ecomUrl: 'http://ecom.test', cmsUrl: 'http://cms.test' });
  });
});

describe('analytics and third-party script settings', () => {
  it.each([
    // SPEC section 5, word for word
    [{ ANALYTICS_INTEGRATION: '' }, 'ANALYTICS_INTEGRATION: Invalid analytics integration. keys must be strings.'],
    [{ ANALYTICS_INTEGRATION: '   ' }, 'ANALYTICS_INTEGRATION: Invalid analytics integration. keys must be strings.'],
    [
      { ANALYTICS_INTEGRATION: 'ga4' },
      'ANALYTICS_INTEGRATION: Invalid analytics integration. No analytics integration key found in NuxtConfig.',
    ],
    [{ GTM_SCRIPT_URL: 'ftp://x.test/{key}' }, 'GTM_SCRIPT_URL'],
    [{ CONSENT_TOOL_URL: 'not a url' }, 'CONSENT_TOOL_URL'],
    [{ ANALYTICS_DEBUG: 'yes' }, 'ANALYTICS_DEBUG'],
  ])('%j stops the start naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{}, { analyticsIntegration: 'gtm', analyticsDebug: false, consentToolUrl: '' }],
    [
      { ANALYTICS_INTEGRATION: 'GTM', ANALYTICS_DEBUG: 'true', CONSENT_TOOL_URL: ' https://consent.test/t.js ' },
      { analyticsIntegration: 'gtm', analyticsDebug: true, consentToolUrl: 'https://consent.test/t.js' },
    ],
  ])('%j reaches the browser as %j', (env, expected) => {
    expect(loadConfig(env).public).toMatchObject(expected);
  });

  it.each([
    [{}, {}],
    [{ GTM_ID: 'GTM-1' }, { gtm: 'https://www.googletagmanager.com/gtm.js?id={key}' }],
    [
      {
        SEARCH_TOKEN: 'tok',
        SEARCH_SCRIPT_URL: 'https://search.test/s.js?t={key}',
        GTM_SCRIPT_URL: 'https://gtm.test/g.js?id={key}',
      },
      { search: 'https://search.test/s.js?t={key}' },
    ],
    [
      { GTM_ID: 'G', SEARCH_TOKEN: 't', SUBSCRIPTION_MERCHANT_ID: 'm' },
      {
        gtm: 'https://www.googletagmanager.com/gtm.js?id={key}',
        search: 'https://cdn.searchspring.net/search/v3/js/searchspring.catalog.js?siteId={key}',
        subscription: 'https://static.ordergroove.com/{key}/main.js',
      },
    ],
  ])('%j gives the browser the script templates with a key: %j', (env, expected) => {
    expect(loadConfig(env).public.scriptUrls).toEqual(expected);
  });
});

describe('the operator console settings', () => {
  it('listens on loopback port 3100 by default, is off under NODE_ENV=test and without an embedded backend', () => {
    expect(loadConfig({}).console).toEqual({
      port: 3100,
      host: '127.0.0.1',
      require2fa: false,
      url: undefined,
      lowStockThreshold: 10,
      imageSourceHosts: [],
      backInStockFactor: 3,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).console).toBeNull();
    expect(loadConfig({ CONSOLE_PORT: 'off' }).console).toBeNull();
    expect(loadConfig({ UPSTREAM_ECOM_URL: 'http://e.test', UPSTREAM_CMS_URL: 'http://c.test' }).console).toBeNull();
  });

  it('reads CONSOLE_PORT, CONSOLE_HOST, CONSOLE_REQUIRE_2FA, CONSOLE_URL, LOW_STOCK_THRESHOLD and BACK_IN_STOCK_FACTOR', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      CONSOLE_PORT: '0',
      CONSOLE_HOST: '0.0.0.0',
      CONSOLE_REQUIRE_2FA: 'true',
      CONSOLE_URL: 'https://console.example.com/',
      LOW_STOCK_THRESHOLD: '3',
      BACK_IN_STOCK_FACTOR: '5',
    });
    expect(c.console).toEqual({
      port: 0,
      host: '0.0.0.0',
      require2fa: true,
      url: 'https://console.example.com',
      lowStockThreshold: 3,
      imageSourceHosts: [],
      backInStockFactor: 5,
    });
  });

  it.each([
    [{ CONSOLE_PORT: 'x' }, 'CONSOLE_PORT'],
    [{ CONSOLE_PORT: '70000' }, 'CONSOLE_PORT'],
    [{ CONSOLE_REQUIRE_2FA: 'yes' }, 'CONSOLE_REQUIRE_2FA'],
    [{ CONSOLE_URL: 'console' }, 'CONSOLE_URL'],
    [{ LOW_STOCK_THRESHOLD: '-1' }, 'LOW_STOCK_THRESHOLD'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
