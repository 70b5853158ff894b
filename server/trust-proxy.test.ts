import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    ['false', false],
    ['none', false],
    ['', false],
    ['true', true],
    ['TRUE', true],
    ['0', 0],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8,192.168.0.0/255.255.0.0', ['10.0.0.0/8', '192.168.0.0/255.255.0.0']],
    ['10.0.0.0/255.255.255.255', ['10.0.0.0/255.255.255.255']],
    ['fd00::/8, ::1', ['fd00::/8', '::1']],
  ])('%j → %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
  });

  it.each([
    'loopbak',
    '10.0.0.0/33',
    '::/129',
    '1.2.3',
    'loopback,evil.com',
    '10.0.0.0/8/8',
    'yes',
    '0.0.0.0/0',
    '10.0.0.0/255.0.255.0',
    '10.0.0.0/0.0.0.0',
  ])('refuses %j', (text) => {
    expect(parseTrustProxy(text)).toHaveProperty('error');
  });

  it('whatever it accepts, Express accepts too (it never throws in app.set)', () => {
    const item = fc.oneof(
      fc.constantFrom('loopback', 'linklocal', 'uniquelocal'),
      fc.ipV4(),
      fc.ipV6(),
      fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 40 })).map(([ip, n]) => `${ip}/${n}`),
      fc.tuple(fc.ipV4(), fc.ipV4()).map(([ip, mask]) => `${ip}/${mask}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 4 }), (items) => {
        const parsed = parseTrustProxy(items.join(','));
        if (typeof parsed === 'object' && 'error' in parsed) return;
        expect(() => express().set('trust proxy', parsed)).not.toThrow();
      }),
    );
  });
});

describe('loadConfig: TRUST_PROXY and REDIS_URL', () => {
  it('defaults: loopback trusted, counters in memory', () => {
    const c = loadConfig({});
    expect(c.trustProxy).toEqual(['loopback']);
    expect(c.redisUrl).toBeNull();
  });

  it.each([
    [{ TRUST_PROXY: 'loopbak' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://cache.test:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
  ])('fails fast on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('takes redis:// and rediss://; an empty REDIS_URL is unset', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache:6380' }).redisUrl).toBe('rediss://user:pw@cache:6380');
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
  });
});
