import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { NEWSLETTER_DONE } from '../components/newsletter/newsletter-answer';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { formsOf } from '../test-support/page-forms';
import { NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_INVALID } from './newsletter-confirm';

// The newsletter forms without JavaScript: the footer's and the home page's forms
// post to /newsletter, whose route action the BFF runs; the mail's link leads to a page whose
// button confirms the address.

let t: TestApp;
let dir: string;
let store: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'newsletter-pages-'));
  t = await createTestApp({ DATA_DIR: dir });
  store = new Database(join(dir, 'store.db'), { readonly: true, fileMustExist: true });
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
/** The link in the latest mail to `email`, read from the store's outbox as the inbox would show it. */
const latestLink = (email: string) => {
  const row = store.prepare('SELECT body FROM emails WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as
    { body: string } | undefined;
  return new URL(/https?:\/\/\S+/.exec(row?.body ?? '')![0]);
};
const newsletterForms = (html: string) => formsOf(html).filter((f) => f.action === '/newsletter');

describe('newsletter sign-up without JavaScript', () => {
  it('offers the form in the footer of every page, and once on the home and newsletter pages', async () => {
    const home = newsletterForms(text(await get('/')));
    // The home page's own block stands in for the footer's: two sign-ups never sit back to back.
    expect(home.map((f) => f.hidden.formLocation)).toEqual(['home']);
    expect(newsletterForms(text(await get('/newsletter'))).map((f) => f.hidden.formLocation)).toEqual([
      'newsletter-page',
    ]);
    expect(home[0]).toMatchObject({ method: 'post', fields: ['email', 'consent'] });
    expect(newsletterForms(text(await get('/shop'))).map((f) => f.hidden.formLocation)).toEqual(['footer']);
  });

  it('answers 400 with the message beside the consent box when it is not ticked, keeping the e-mail', async () => {
    const res = await postForm('/newsletter', { email: 'reader@example.com', formLocation: 'footer' });
    expect(res.status).toBe(400);
    const html = text(res);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*aria-invalid="true"/);
    expect(html).toContain('Must be ticked to sign up.');
    expect(html).toContain('value="reader@example.com"');
  });

  it('signs up, and the link from the mail confirms the address once', async () => {
    const email = `page-${Date.now()}@example.com`;
    const res = await postForm('/newsletter', { email, consent: 'yes', formLocation: 'footer' });
    expect(res.status).toBe(200);
    expect(text(res)).toContain(NEWSLETTER_DONE);

    const link = latestLink(email);
    expect(link.pathname).toBe('/newsletter/confirm');
    const page = text(await get(`${link.pathname}${link.search}`));
    const [form] = formsOf(page).filter((f) => f.buttons.some((b) => b.label === 'Confirm my sign-up'));
    expect(form?.hidden.token).toBe(link.searchParams.get('token'));

    const confirmed = await postForm(`${link.pathname}${link.search}`, form!.hidden);
    expect(confirmed.status).toBe(200);
    expect(text(confirmed)).toContain(NEWSLETTER_CONFIRMED);
    const again = await postForm(`${link.pathname}${link.search}`, form!.hidden);
    expect(again.status).toBe(400);
    expect(text(again)).toContain(NEWSLETTER_LINK_INVALID);
    // a token that is none at all: the same page and message, a 400
    const forged = await postForm(link.pathname, { token: 'x' });
    expect([forged.status, text(forged).includes(NEWSLETTER_LINK_INVALID)]).toEqual([400, true]);
  });
});
