import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// A crawler's random URLs, forged call names and forged change tags must not make series:
// after a thousand of them, the metrics have as many series as before give or take a handful.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' });
});
afterAll(() => t.close());

async function seriesOf(): Promise<string[]> {
  const text = await (await fetch(t.metricsUrl!)).text();
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,16}$/);

describe('bounded series', () => {
  it('1,000 random paths, call names and tags leave the series count bounded', { timeout: 120_000 }, async () => {
    const paths = fc.sample(
      fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`),
      700,
    );
    const calls = fc.sample(segment, 200);
    const tags = fc.sample(
      fc.tuple(segment, segment).map(([a, b]) => `${a}:${b}`),
      100,
    );
    // warm every kind of answer once, so the series they make are counted before
    await request(t.app).get('/zz-warm');
    await request(t.app).post('/api/ecom/v1.0/zz-warm').send({});
    await request(t.app).get('/api/zz-warm');
    t.cache.purgeTags(['zz:warm']);
    const before = await seriesOf();

    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(
        paths.slice(i, i + 50).map((p, j) => (j % 2 ? request(t.app).get(p) : request(t.app).post(p).send({}))),
      );
    }
    for (let i = 0; i < calls.length; i += 50) {
      await Promise.all(calls.slice(i, i + 50).map((c) => request(t.app).post(`/api/ecom/v1.0/${c}`).send({})));
    }
    t.cache.purgeTags(tags);

    const after = await seriesOf();
    // a few new ones are allowed (a 405 status class, a page that matched), not one per request
    expect(after.length - before.length).toBeLessThan(100);
    const labels = after.join('\n');
    for (const value of [...paths.slice(0, 100), ...calls.slice(0, 50)]) {
      if (value.length > 6) expect(labels).not.toContain(`"${value}"`);
    }
    expect(labels).not.toContain(tags[0]!);
  });
});
