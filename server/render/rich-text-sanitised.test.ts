import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../backend/seed/seed-data';
import { startBackend } from '../backend/start';
import { getPage } from '../test-support/page-html';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Decision 018: CMS rich text is sanitised once, in the BFF, in the upstream answer; neither the
// page (its markup or its dehydrated data) nor an /api answer ever carries a script from the CMS.

const PATH = '/about';
const HOSTILE =
  '<p>Kind words</p><script>alert("cms")</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>';

let backend: Awaited<ReturnType<typeof startBackend>>;
let t: TestApp;

beforeAll(async () => {
  const contentPages = seedData.contentPages.map((p) => (p.path === PATH ? { ...p, bodyHtml: HOSTILE } : p));
  backend = await startBackend({
    dataDir: ':memory:',
    port: 0,
    secret: 'rich-text-test-secret-0123456789',
    siteUrl: 'http://shop.test',
    seed: { ...seedData, contentPages },
  });
  t = await createTestApp({ UPSTREAM_ECOM_URL: backend.url, UPSTREAM_CMS_URL: backend.url });
});
afterAll(async () => {
  await t.close();
  await backend.close();
});

describe('CMS rich text', () => {
  it('the upstream really holds the script (the test is not vacuous)', async () => {
    const res = await fetch(`${backend.url}/api/cms/v1.0/get-content-page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: PATH }),
    });
    expect(await res.text()).toContain('alert(\\"cms\\")');
  });

  it('reaches the page without the script, the handler or the javascript: link', async () => {
    const page = await getPage(t, PATH);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Kind words');
    expect(page.html).not.toMatch(/alert\((\\?"cms\\?"|2|3)\)/);
    expect(page.html).not.toContain('onerror');
  });

  it('reaches the /api answer sanitised', async () => {
    const res = await request(t.app)
      .post('/api/cms/v1.0/get-content-page')
      .set('content-type', 'application/json')
      .send({ path: PATH });
    expect(res.status).toBe(200);
    expect(res.body.page.bodyHtml).toBe('<p>Kind words</p><a>x</a>');
  });
});
