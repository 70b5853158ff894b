import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendApp } from './app';
import { putDocument } from './content/document-store';
import { sql } from './db/statements';
import { createTestBackend, TEST_SECRET, type TestBackend } from './test-fixtures/test-backend';

let t: TestBackend;
beforeEach(() => {
  t = createTestBackend();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('backend app', () => {
  it('answers 400 for a body that is not JSON or not an object', async () => {
    const path = '/api/ecom/v1.0/get-cart';
    const bad = await request(t.app).post(path).set('Content-Type', 'application/json').send('{"cartId":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'body: invalid JSON' });
    const array = await request(t.app).post(path).send([1, 2]);
    expect(array.body).toEqual({ error: 'body: must be a JSON object' });
  });

  it('treats a request without a body as {}', async () => {
    const res = await request(t.app).post('/api/cms/v1.0/get-announcements');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 JSON for an unknown path or a GET of a call', async () => {
    expect((await request(t.app).post('/api/ecom/v1.0/nope').send({})).status).toBe(404);
    expect((await request(t.app).get('/api/ecom/v1.0/get-cart')).status).toBe(404);
  });

  it('fails loudly when its own answer breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    putDocument(t.db, 'home', 'home', { hero: null });
    const res = await t.call('get-home', {});
    expect(res.status).toBe(500);
    expect(res.body.error).toMatch(/^response of get-home breaks the contract: home.hero: /);
  });

  it('hides internal messages in production', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    putDocument(t.db, 'home', 'home', null);
    const prod = createBackendApp({ db: t.db, secret: TEST_SECRET, validateResponses: false });
    const res = await request(prod).post('/api/cms/v1.0/get-home').send({});
    expect(res).toMatchObject({ status: 500, body: { error: 'Internal error' } });
  });

  it('reports health', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ ok: true });
  });
});

describe('GET /assets/:id', () => {
  it('renders a PNG once and serves the stored bytes afterwards', async () => {
    const first = await request(t.app).get('/assets/product-vitamin-c-serum');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect((first.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    const stored = sql(t.db, 'SELECT length(bytes) AS n FROM assets WHERE id = ?').get('product-vitamin-c-serum') as {
      n: number;
    };
    expect(stored.n).toBe((first.body as Buffer).length);
    const again = await request(t.app).get('/assets/product-vitamin-c-serum');
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
  });

  it('renders every kind of recipe', async () => {
    for (const id of [
      'product-gentle-cleanser-texture',
      'blog-all-about-vitamin-c',
      'home-hero',
      'cms-404-image',
      'plp-serums',
      'plp-acne',
      'blog-hero',
    ]) {
      expect((await request(t.app).get(`/assets/${id}`)).status, id).toBe(200);
    }
  }, 90_000); // textured scenes (feTurbulence at 1600 px) take seconds each on shared cores

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await request(t.app).get('/assets/nope')).status).toBe(404);
    expect((await request(t.app).get('/assets/..%2Fstore.db')).status).toBe(404);
  });

  it('prefers a real file from assetsDir', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'assets-'));
    writeFileSync(join(dir, 'home-hero.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const app = createBackendApp({ db: t.db, secret: TEST_SECRET, assetsDir: dir });
    const res = await request(app).get('/assets/home-hero');
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});
