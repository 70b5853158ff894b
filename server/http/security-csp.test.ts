import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The CSP: widened only for the third-party script hosts actually configured; a
// script whose key is unset adds nothing even when its URL setting names a host.

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

const CONFIGS = [
  ['nothing configured', {}, []],
  ['the tag manager only', { GTM_ID: 'GTM-TEST' }, ['https://www.googletagmanager.com']],
  [
    'all three, search and widget on one local host',
    {
      GTM_ID: 'GTM-TEST',
      SEARCH_TOKEN: 'tok',
      SUBSCRIPTION_MERCHANT_ID: 'm1',
      SEARCH_SCRIPT_URL: 'http://127.0.0.1:9/search.js?t={key}',
      SUBSCRIPTION_SCRIPT_URL: 'http://127.0.0.1:9/{key}/main.js',
    },
    ['http://127.0.0.1:9', 'https://www.googletagmanager.com'],
  ],
  ['a consent tool', { CONSENT_TOOL_URL: 'https://consent.test/tool.js' }, ['https://consent.test']],
  [
    'URL settings without their keys',
    { GTM_SCRIPT_URL: 'https://gtm.test/x.js?id={key}', SEARCH_SCRIPT_URL: 'https://search.test/s.js' },
    [],
  ],
] as const;

describe.each(CONFIGS)('%s', (_name, env, hosts) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it(`script-src and connect-src list 'self', the nonce and exactly: ${hosts.join(', ') || 'no other host'}`, async () => {
    const res = await request(t.app).get('/robots.txt');
    const csp = res.headers['content-security-policy'] as string;
    const script = directive(csp, 'script-src').split(' ').slice(1);
    expect(script.filter((s) => !s.startsWith("'"))).toEqual(hosts);
    expect(script).toContain("'strict-dynamic'");
    expect(script.some((s) => /^'nonce-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
    const connect = directive(csp, 'connect-src').split(' ').slice(1);
    expect(connect).toEqual(["'self'", ...hosts]);
  });
});
