import { describe, expect, it } from 'vitest';
import { loadBackendEnv } from './backend/backend-env';
import { loadConfig } from './config.server';

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

  it('shares the backend\'s defaults (one place: server/backend/backend-env.ts)', () => {
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
