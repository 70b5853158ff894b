import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { helmetFor, securityHeaders } from './security';

// The security headers are computed once at start and the nonce spliced in per request: what a
// browser receives must be exactly helmet's headers for the same options and nonce.

function appWith(handlers: RequestHandler[]) {
  const app = express();
  app.disable('x-powered-by');
  app.use(handlers);
  app.get('/', (_req, res) => res.type('text/plain').send(res.locals.nonce));
  return app;
}

const HEADERS_OF_EXPRESS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'etag',
  'x-powered-by',
]);
const securityOnly = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HEADERS_OF_EXPRESS.has(name)));

describe.each([
  ['production', false, [] as string[]],
  ['development', true, []],
  ['production with third-party hosts', false, ['https://www.googletagmanager.com', 'http://127.0.0.1:9']],
])('%s', (_name, dev, origins) => {
  it("sends helmet's headers, with this response's nonce in script-src", async () => {
    const res = await request(appWith(securityHeaders({ dev, thirdPartyOrigins: origins }))).get('/');
    const nonce = res.text;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const fixedNonce: RequestHandler = (_req, r, next) => {
      r.locals.nonce = nonce;
      next();
    };
    const reference = await request(appWith([fixedNonce, helmetFor(dev, origins)])).get('/');
    expect(securityOnly(res.headers)).toEqual(securityOnly(reference.headers));
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });
});

it('no two responses share a nonce', async () => {
  const app = appWith(securityHeaders({ dev: false }));
  const nonces = new Set<string>();
  // More than one pool of random bytes (256 nonces) so the refill is crossed.
  for (let i = 0; i < 300; i++) nonces.add((await request(app).get('/')).text);
  expect(nonces.size).toBe(300);
});
