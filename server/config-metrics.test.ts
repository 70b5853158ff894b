import { describe, expect, it } from 'vitest';
import { loadBackendEnv } from './backend/backend-env';
import { DEFAULT_BACKEND_METRICS_PORT, metricsListen } from './backend/metrics/metrics-env';
import { loadConfig } from './config';

// METRICS_PORT / METRICS_HOST (the BFF) and BACKEND_METRICS_PORT / BACKEND_METRICS_HOST (the
// standalone backend): a port, 0 for any free one, `off` for none; loopback by default.

describe('METRICS_PORT and METRICS_HOST', () => {
  it.each([
    [{}, { port: 9464, host: '127.0.0.1' }],
    [{ NODE_ENV: 'production' }, { port: 9464, host: '127.0.0.1' }],
    [{ NODE_ENV: 'test' }, null],
    [
      { NODE_ENV: 'test', METRICS_PORT: '0' },
      { port: 0, host: '127.0.0.1' },
    ],
    [
      { METRICS_PORT: '9470', METRICS_HOST: '0.0.0.0' },
      { port: 9470, host: '0.0.0.0' },
    ],
    [{ METRICS_PORT: 'off' }, null],
    [{ METRICS_PORT: ' off ' }, null],
    [{ METRICS_PORT: '' }, { port: 9464, host: '127.0.0.1' }],
  ])('%j → %j', (env, expected) => {
    expect(loadConfig(env).metrics).toEqual(expected);
  });

  it.each([[{ METRICS_PORT: 'on' }], [{ METRICS_PORT: '70000' }], [{ METRICS_PORT: '-1' }], [{ METRICS_HOST: '' }]])(
    'refuses %j naming the variable',
    (env) => {
      expect(() => loadConfig(env)).toThrow(/METRICS_(PORT|HOST)/);
    },
  );
});

describe('BACKEND_METRICS_PORT and BACKEND_METRICS_HOST', () => {
  const listen = (source: NodeJS.ProcessEnv) => {
    const env = loadBackendEnv(source);
    return metricsListen(
      env.BACKEND_METRICS_PORT,
      env.BACKEND_METRICS_HOST,
      env.NODE_ENV,
      DEFAULT_BACKEND_METRICS_PORT,
    );
  };
  it.each([
    [{}, { port: 9465, host: '127.0.0.1' }],
    [{ NODE_ENV: 'test' }, null],
    [{ BACKEND_METRICS_PORT: 'off' }, null],
    [
      { BACKEND_METRICS_PORT: '9466', BACKEND_METRICS_HOST: '0.0.0.0' },
      { port: 9466, host: '0.0.0.0' },
    ],
  ])('%j → %j', (env, expected) => {
    expect(listen(env)).toEqual(expected);
  });

  it('refuses a port that is none', () => {
    expect(() => loadBackendEnv({ BACKEND_METRICS_PORT: 'yes' })).toThrow('BACKEND_METRICS_PORT');
  });
});
