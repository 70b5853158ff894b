import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOTP, Secret } from 'otpauth';
import { createChangeEvents, type ChangeEvents } from '../../changes/change-events';
import { hashPasswordSync } from '../../customers/passwords';
import type { Db } from '../../db/open-database';
import { createTestBackend, TEST_SECRET, TEST_SITE, type TestBackend } from '../../test-fixtures/test-backend';
import { FIXTURE_NOW } from '../../test-fixtures/seed-fixture';
import { enrol, newRecoveryCodes, newTotpSecret } from '../account/second-factor';
import { CONSOLE_FEATURES, createConsoleApp } from '../console-app';
import type { ConsoleFeature } from '../console-feature';
import type { Role } from '../permissions';
import { setPasswordHash, insertStaff, staffByEmail } from '../staff/staff-store';

// The console on a real HTTP port over a private copy of the seeded test store, for the
// console's own tests and every feature's: sign in as any role (through the real forms), then
// get and post as that person. The client keeps its cookies and the CSRF token of the last
// page it read, and never follows redirects (a 303 and its Location are what a test checks).
//
//   const t = await startConsoleForTest();            // afterEach: t.close()
//   const c = await t.signIn('fulfilment');           // a new staff member, signed in
//   const res = await c.post('/orders/1001/ship', { carrier: 'UPS', tracking: '…' });
//   expect(res.status).toBe(303); expect(t.emitted).toEqual([[…tags]]);
//
// Sign-in is throttled as in production (30 attempts per address per 15 minutes per console):
// sign in once per person and reuse the client. A second sign-in with the same TOTP secret
// needs the clock moved 30 s on (t.setNow), since a code is never accepted twice.

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestAnswer {
  status: number;
  /** the Location of a redirect, as sent ('/staff?notice=…') */
  location: string | null;
  html: string;
  headers: Headers;
}

export interface ConsoleClient {
  /** the signed-in person (none for an anonymous client) */
  staff: TestStaff | null;
  /** the CSRF token of the last page read (sent as `_csrf` by post unless told otherwise) */
  csrfToken: string | null;
  cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<TestAnswer>;
  /** A urlencoded form post; `csrf: false` leaves the token out, a string sends that one. */
  post(
    path: string,
    fields?: Record<string, string | string[]>,
    options?: { csrf?: string | false; headers?: Record<string, string> },
  ): Promise<TestAnswer>;
  /** A multipart post (file upload): the token goes in the query string, as PostForm puts it there. */
  upload(path: string, form: FormData): Promise<TestAnswer>;
}

export interface TestStaff {
  id: number;
  email: string;
  role: Role;
  password: string;
  /** base32 TOTP secret when enrolled */
  totpSecret: string | null;
  recoveryCodes: string[];
}

export interface ConsoleTest {
  url: string;
  db: Db;
  /** the shop's own backend on the same store (place orders, read what shoppers see) */
  backend: TestBackend;
  changes: ChangeEvents;
  /** every change event emitted, in order */
  emitted: string[][];
  /** mails the console queued (also in the `emails` table) */
  mails: { recipient: string; subject: string; body: string }[];
  now(): Date;
  setNow(date: Date): void;
  createStaff(email: string, role: Role, password?: string, options?: { twoFactor?: boolean }): TestStaff;
  /** A client signed in as a new staff member with this role (or the one given). */
  signIn(role: Role, options?: { email?: string; twoFactor?: boolean }): Promise<ConsoleClient>;
  /** A client with no session. */
  client(): ConsoleClient;
  /** The code an authenticator app shows now (by the console's clock). */
  totpCode(secret: string): string;
  close(): Promise<void>;
}

export interface ConsoleTestOptions {
  require2fa?: boolean;
  /** default: every registered feature (CONSOLE_FEATURES) */
  features?: readonly ConsoleFeature[];
  lowStockThreshold?: number;
}

let counter = 0;

export async function startConsoleForTest(options: ConsoleTestOptions = {}): Promise<ConsoleTest> {
  const backend = createTestBackend();
  const { db } = backend;
  let clock = FIXTURE_NOW;
  const now = () => clock;
  const changes = createChangeEvents();
  const emitted: string[][] = [];
  changes.on((tags) => emitted.push([...tags]));
  const mails: ConsoleTest['mails'] = [];
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createConsoleApp({
    deps: { db, now, changes, siteUrl: TEST_SITE, linkSecret: TEST_SECRET, onMail: (m) => mails.push(m) },
    require2fa: options.require2fa ?? false,
    consoleUrl: url,
    lowStockThreshold: options.lowStockThreshold ?? 10,
    features: options.features ?? CONSOLE_FEATURES,
  });
  server.on('request', app);

  const totpCode = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock.getTime() });

  const createStaff: ConsoleTest['createStaff'] = (email, role, password = TEST_PASSWORD, opts = {}) => {
    const row = staffByEmail(db, email) ?? insertStaff(db, email, role, clock);
    setPasswordHash(db, row.id, hashPasswordSync(password));
    let totpSecret: string | null = null;
    let recoveryCodes: string[] = [];
    if (opts.twoFactor) {
      totpSecret = newTotpSecret();
      recoveryCodes = newRecoveryCodes();
      enrol(db, row.id, totpSecret, 0, recoveryCodes);
    }
    return { id: row.id, email: row.email, role, password, totpSecret, recoveryCodes };
  };

  const client = (staff: TestStaff | null = null): ConsoleClient => {
    const cookies = new Map<string, string>();
    const c: ConsoleClient = {
      staff,
      csrfToken: null,
      cookies,
      get: (path, headers) => send(path, { method: 'GET', headers }),
      post: (path, fields = {}, opts = {}) => {
        const body = new URLSearchParams();
        const token = opts.csrf === undefined ? c.csrfToken : opts.csrf;
        if (token !== false && token !== null && !('_csrf' in fields)) body.append('_csrf', token);
        for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
        return send(path, {
          method: 'POST',
          body: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
        });
      },
      upload: (path, form) => {
        const sep = path.includes('?') ? '&' : '?';
        if (c.csrfToken && !form.has('_csrf')) form.append('_csrf', c.csrfToken);
        return send(`${path}${sep}_csrf=${encodeURIComponent(c.csrfToken ?? '')}`, { method: 'POST', body: form });
      },
    };
    async function send(
      path: string,
      init: { method: string; body?: string | FormData; headers?: Record<string, string> | undefined },
    ): Promise<TestAnswer> {
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`${url}${path}`, {
        method: init.method,
        body: init.body ?? null,
        redirect: 'manual',
        headers: { ...(cookie && { cookie }), ...init.headers },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at);
        const value = decodeURIComponent(pair!.slice(at + 1));
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const html = await res.text();
      const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
      if (token) c.csrfToken = token;
      return { status: res.status, location: res.headers.get('location'), html, headers: res.headers };
    }
    return c;
  };

  const signIn: ConsoleTest['signIn'] = async (role, opts = {}) => {
    const staff = createStaff(opts.email ?? `${role}-${++counter}@staff.test`, role, TEST_PASSWORD, {
      twoFactor: opts.twoFactor ?? false,
    });
    const c = client(staff);
    await c.get('/sign-in');
    const first = await c.post('/sign-in', { email: staff.email, password: staff.password });
    if (first.status !== 303) throw new Error(`sign-in failed: ${first.status}`);
    if (staff.totpSecret) {
      await c.get('/sign-in/second-factor');
      const second = await c.post('/sign-in/second-factor', { code: totpCode(staff.totpSecret) });
      if (second.status !== 303) throw new Error(`second factor failed: ${second.status}`);
    }
    // the session's own CSRF token, from a page every role may open (even before enrolling under CONSOLE_REQUIRE_2FA)
    const account = await c.get('/account/second-factor');
    if (account.status !== 200) throw new Error(`not signed in: ${account.status}`);
    return c;
  };

  return {
    url,
    db,
    backend,
    changes,
    emitted,
    mails,
    now,
    setNow: (d) => {
      clock = d;
      backend.setNow(d);
    },
    createStaff,
    signIn,
    client: () => client(null),
    totpCode,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => {
          db.close();
          if (err) reject(err);
          else resolve();
        });
      }),
  };
}
