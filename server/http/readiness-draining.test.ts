import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Booted } from '../boot';
import type { EntryServer } from '../render/page-renderer';
import { TEST_ASSETS } from '../test-support/test-app';

// Readiness on shutdown: the real app over the embedded backend, booted with
// the draining flag serve() passes; once it is up, /readyz and /_ah/warmup answer 503 at once
// while /healthz (liveness) stays 200 and pages keep being served to the requests in flight.

describe('readiness while draining', () => {
  let booted: Booted;
  let draining = false;
  beforeAll(async () => {
    const entry = (await import('../../client/entry-server')) as EntryServer;
    booted = await boot({
      env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: ':memory:' },
      render: async () => ({ loadEntry: async () => entry, assets: () => TEST_ASSETS, staticMiddleware: [] }),
      draining: () => draining,
    });
  });
  afterAll(() => booted.close());

  it.each(['/readyz', '/_ah/warmup'])('%s: 200 before, 503 "shutting down" once draining', async (path) => {
    draining = false;
    expect((await request(booted.app).get(path)).status).toBe(200);
    draining = true;
    const res = await request(booted.app).get(path);
    expect([res.status, res.text, res.headers['cache-control']]).toEqual([503, 'Not ready: shutting down', 'no-store']);
  });

  it('liveness and /api keep answering while draining', async () => {
    draining = true;
    expect((await request(booted.app).get('/healthz')).status).toBe(200);
    expect((await request(booted.app).post('/api/cms/v1.0/get-announcements').send({})).status).toBe(200);
  });
});
