import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeLink } from '../backend/newsletter/unsubscribe';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_ORIGIN } from '../../client/test-support/agent-api';
import { formsOf } from '../../client/test-support/page-forms';
import { NEWSLETTER_UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from '../../client/routes/newsletter-unsubscribe';

// The newsletter's leave link without JavaScript: opening it changes nothing, the button on the
// page unsubscribes at once, and a changed link is refused with a 400 and a message.

const SECRET = 'unsubscribe-test-secret-0123';
let t: TestApp;
let dir: string;
let store: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'newsletter-unsubscribe-'));
  t = await createTestApp({ DATA_DIR: dir, BACKEND_SECRET: SECRET });
  store = new Database(join(dir, 'store.db'), { fileMustExist: true });
  store.pragma('busy_timeout = 5000');
});
afterAll(async () => {
  store?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = (res: request.Response) => res.text.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const postForm = (path: string, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
    .type('form')
    .send(new URLSearchParams(fields).toString());
const subscribed = (email: string) =>
  store.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email) as { n: number };

describe('the unsubscribe link', () => {
  it('opens a page whose button unsubscribes at once; a changed link is refused', async () => {
    const email = 'leaving@example.com';
    store
      .prepare(
        `INSERT INTO newsletter_subscribers (email, consent_at, form_location, created_at, confirmed_at)
         VALUES (?, '2025-05-01T10:00:00.000Z', 'footer', '2025-05-01T10:00:00.000Z', '2025-05-01T10:05:00.000Z')`,
      )
      .run(email);
    const link = new URL(unsubscribeLink(SECRET, 'http://shop.test', email));

    const page = await get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(text(page)).toContain(`Stop sending our newsletter to ${email}?`);
    expect(subscribed(email).n).toBe(1);
    const [form] = formsOf(text(page)).filter((f) => f.buttons.some((b) => b.label === 'Unsubscribe'));
    expect(form?.hidden).toMatchObject({ email, signature: link.searchParams.get('signature') });

    const forged = await postForm(link.pathname, { ...form!.hidden, email: 'someone@example.com' });
    expect(forged.status).toBe(400);
    expect(text(forged)).toContain(UNSUBSCRIBE_LINK_INVALID);
    expect(subscribed(email).n).toBe(1);

    const done = await postForm(`${link.pathname}${link.search}`, form!.hidden);
    expect(done.status).toBe(200);
    expect(text(done)).toContain(NEWSLETTER_UNSUBSCRIBED);
    expect(subscribed(email).n).toBe(0);
  });
});
