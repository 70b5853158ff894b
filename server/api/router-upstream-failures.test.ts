import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, createTestApp, startFakeUpstream, type Running } from '../test-support/test-harness';

// How upstream failures reach the browser, on both paths: passed-through plain calls
// (get-announcements) and calls the BFF handles itself (get-cart).

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';
const PROXIED = ['/api/cms/v1.0/get-announcements', {}] as const;
const HANDLED = ['/api/ecom/v1.0/get-cart', { cartId: 'gid://shopify/Cart/1' }] as const;
const BOTH = [
  ['proxied', ...PROXIED],
  ['handled', ...HANDLED],
] as const;

let behave: RequestHandler = (_req, res) => void res.json({});
let upstream: Running;
beforeAll(async () => {
  upstream = await startFakeUpstream((req, res, next) => behave(req, res, next));
});
afterAll(() => upstream.close());

function appOn(url: string, upstreamTimeoutMs = 5_000) {
  return createTestApp({ upstreamUrl: url, upstreamTimeoutMs });
}

describe('upstream failures', () => {
  it.each(BOTH)('%s: connection refused → 502, logged once with the request id', async (_l, path, body) => {
    const { app, lines } = appOn(await closedPortUrl());
    const res = await request(app).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 502, reqId: 'req-1', level: 50 });
  });

  it.each(BOTH)('%s: slow upstream → 504 Request aborted due to timeout.', async (_l, path, body) => {
    behave = (_req, res) => void setTimeout(() => res.json({ announcements: [], cart: null }), 1_500);
    const { app, lines } = appOn(upstream.url, 200);
    const started = Date.now();
    const res = await request(app).post(path).send(body);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: 'Request aborted due to timeout.' });
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(lines.filter((l) => l.status === 504)).toHaveLength(1);
  });

  it.each(BOTH)('%s: upstream 500 → 502 without its details', async (_l, path, body) => {
    behave = (_req, res) => void res.status(500).json({ error: 'SQLITE_CORRUPT at /srv/db.sqlite' });
    const res = await request(appOn(upstream.url).app).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE });
  });

  it.each(BOTH)('%s: upstream 4xx {error} passes through with its status', async (_l, path, body) => {
    behave = (_req, res) => void res.status(422).json({ error: 'Variant not available' });
    const res = await request(appOn(upstream.url).app).post(path).send(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'Variant not available' });
  });

  it.each(BOTH)('%s: a 200 that is not JSON → 502', async (_l, path, body) => {
    behave = (_req, res) => void res.type('text/html').send('<html>maintenance</html>');
    const res = await request(appOn(upstream.url).app).post(path).send(body);
    expect(res.status).toBe(502);
  });

  // A fault-injecting upstream. Each fault → one clean 502 logged with the
  // request id, and the app answers the next request.
  it.each(BOTH)('%s: connection reset before any answer → 502 with the request id', async (_l, path, body) => {
    behave = (req) => void req.socket.destroy();
    const { app, lines } = appOn(upstream.url);
    const res = await request(app).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    expect(lines.find((l) => l.status === 502)?.reqId).toMatch(/^req-/);
    behave = (_req, res) => void res.json({ announcements: [], cart: null });
    expect((await request(app).post(path).send(body)).status).toBeLessThan(500);
  });

  it.each(BOTH)('%s: connection reset mid-answer (truncated JSON) → 502', async (_l, path, body) => {
    behave = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      res.write('{"announcements":[{"id":"a1","te');
      setTimeout(() => req.socket.destroy(), 20);
    };
    const { app, lines } = appOn(upstream.url);
    const res = await request(app).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    expect(lines.filter((l) => l.status === 502)).toHaveLength(1);
  });

  it.each(BOTH)('%s: a complete answer holding truncated JSON → 502', async (_l, path, body) => {
    behave = (_req, res) => void res.type('application/json').send('{"announcements":[{"id":"a1"');
    const res = await request(appOn(upstream.url).app).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: UNAVAILABLE });
  });

  it.each(BOTH)('%s: a 3xx redirect is not followed → 502', async (_l, path, body) => {
    let followed = 0;
    const elsewhere = await startFakeUpstream((_req, res) => {
      followed++;
      res.json({ announcements: [], cart: null });
    });
    try {
      behave = (_req, res) => void res.redirect(307, `${elsewhere.url}/stolen`);
      const res = await request(appOn(upstream.url).app).post(path).send(body);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: UNAVAILABLE });
      expect(res.headers.location).toBeUndefined();
      expect(followed).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('handled calls: an answer that breaks the contract → 502', async () => {
    behave = (_req, res) => void res.json({ cart: { id: 1 } });
    const res = await request(appOn(upstream.url).app).post(HANDLED[0]).send(HANDLED[1]);
    expect(res.status).toBe(502);
  });

  it('proxied calls: token-shaped keys are stripped from the answer', async () => {
    // The proxied answer is checked against the contract too, so the announcement is
    // a valid one carrying token-shaped keys at two depths.
    const announcement = { id: 'a1', text: 'hi', url: null, startsAt: null, endsAt: null };
    behave = (_req, res) =>
      void res.json({
        token: 't',
        announcements: [{ ...announcement, token: 'a', accessToken: 'b', x: { customerAccessToken: 'c' } }],
      });
    const res = await request(appOn(upstream.url).app).post(PROXIED[0]).send(PROXIED[1]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ announcements: [announcement] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
