import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server';

describe('loadConfig', () => {
  it('has working defaults and the embedded backend', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.useEmbeddedBackend).toBe(true);
    expect(c.public).not.toHaveProperty('backendSecret');
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
