import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, BROWSER_UA, type TestApp } from '../test-support/test-app';
import { closedPortUrl } from '../test-support/test-harness';

// With the upstream down, a page answers as /api does: 502, with the request id (the backend
// restarted, say), never the 500 of a bug of ours.

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

describe('a page while the upstream is unreachable', () => {
  it.each(['/', '/shop', '/cart'])('%s answers 502 with the request id, and the error page', async (path) => {
    const down = await closedPortUrl();
    const app = await createTestApp({ UPSTREAM_ECOM_URL: down, UPSTREAM_CMS_URL: down });
    apps.push(app);
    const res = await request(app.app).get(path).set('user-agent', BROWSER_UA).set('x-request-id', 'down-page-1');
    expect(res.status).toBe(502);
    expect(res.headers['x-request-id']).toBe('down-page-1');
    expect(res.text).toContain('<html');
  });
});
