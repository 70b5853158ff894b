import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookie } from '../test-support/backend-fixture';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// One route tree and static handler serve every page render (client/entry-server.tsx); each
// request's deps (api with its session, query cache, cart) travel as the handler's request
// context. Renders running at the same time must never see one another's.

const ORIGIN = 'http://shop.test';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? req.set('cookie', cookie) : req;
};

describe('concurrent page renders keep their own request', () => {
  it('signed-in and signed-out renders of /account/home interleaved: each gets its own answer', async () => {
    const login = await request(t.app).post('/api/ecom/v1.0/user-login').set('Origin', ORIGIN).send(DEMO);
    expect(login.body.errors).toEqual([]);
    const session = setCookie(login.headers, 'session_token')!.split(';')[0]!;
    const runs = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? page('/account/home', session) : page('/account/home'),
    );
    const answers = await Promise.all(runs);
    answers.forEach((res, i) => {
      if (i % 2 === 0) {
        expect(res.status, `signed-in #${i}`).toBe(200);
        expect(res.text).toContain(DEMO.email);
      } else {
        expect(res.status, `signed-out #${i}`).toBe(302);
        expect(res.headers.location).toMatch(/^\/account\/login/);
        expect(res.text).not.toContain(DEMO.email);
      }
    });
  });

  it('the shop for a signed-in and a signed-out visitor at once: only the first has Sign out', async () => {
    const login = await request(t.app).post('/api/ecom/v1.0/user-login').set('Origin', ORIGIN).send(DEMO);
    const session = setCookie(login.headers, 'session_token')!.split(';')[0]!;
    const [mine, theirs, missing] = await Promise.all([
      page('/shop', session),
      page('/shop'),
      page('/no-such-page-here', session),
    ]);
    expect(mine.text).toContain('header-signout');
    expect(theirs.text).not.toContain('header-signout');
    expect(missing.status).toBe(404);
  });
});
