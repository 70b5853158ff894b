import { describe, expect, it } from 'vitest';
import { loadBackendEnv } from './backend/backend-env';
import { loadConfig } from './config';

// REVALIDATE_SECRET and REVALIDATE_URL: no default secret anywhere; a URL without a secret
// stops the standalone backend with a message naming the variable.

const SECRET = 'a'.repeat(64);

describe('revalidation settings', () => {
  it.each([
    [{}, null],
    [{ REVALIDATE_SECRET: '' }, null],
    [{ REVALIDATE_SECRET: SECRET }, SECRET],
    [{ NODE_ENV: 'production', REVALIDATE_SECRET: SECRET }, SECRET],
    [{ NODE_ENV: 'production' }, null],
  ])('the storefront with %j verifies with %s', (env, secret) => {
    expect(loadConfig(env).revalidateSecret).toBe(secret);
  });

  it('a short secret is refused, naming the variable', () => {
    expect(() => loadConfig({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET: must be at least 32/);
    expect(() => loadBackendEnv({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET: must be at least 32/);
  });

  it.each([
    [{}, undefined],
    [
      { REVALIDATE_URL: 'http://storefront:3000/api/revalidate', REVALIDATE_SECRET: SECRET },
      'http://storefront:3000/api/revalidate',
    ],
  ])('the standalone backend with %j announces to %s', (env, url) => {
    expect(loadBackendEnv(env).REVALIDATE_URL).toBe(url);
  });

  it('REVALIDATE_URL without REVALIDATE_SECRET stops the backend', () => {
    expect(() => loadBackendEnv({ REVALIDATE_URL: 'http://storefront:3000/api/revalidate' })).toThrow(
      /REVALIDATE_SECRET: must be set with REVALIDATE_URL/,
    );
    expect(() => loadBackendEnv({ REVALIDATE_URL: 'not a url', REVALIDATE_SECRET: SECRET })).toThrow(/REVALIDATE_URL/);
  });
});
