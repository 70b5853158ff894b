import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../backend/customers/outbox';
import { startBackend } from '../backend/start';
import { createTestApp, type TestApp } from '../test-support/test-app';

// On the real app with the embedded backend: sign-up, recovery and sign-in
// answer the same status and body, in about the same time, for a known and an unknown e-mail.

const ECOM = '/api/ecom/v1.0';
const KNOWN = 'demo@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
const fresh = () => `enum-${Date.now()}-${++n}@example.com`;
const post = (call: string, body: unknown) =>
  request(t.app)
    .post(`${ECOM}/${call}`)
    .send(body as object);
const shape = (res: request.Response) => ({ status: res.status, body: res.body as unknown });

/**
 * Medians of two kinds of request, taken alternately so that load from the rest of this
 * shared machine falls on both series alike (a burst during one series would skew a
 * back-to-back comparison).
 */
async function interleavedMedians(
  times: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number, number]> {
  const samples: [number[], number[]] = [[], []];
  const time = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  for (let i = 0; i < times; i++) {
    samples[0].push(await time(a));
    samples[1].push(await time(b));
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return [median(samples[0]), median(samples[1])];
}

describe('the same answer for a known and an unknown address', () => {
  it('user-create: a taken e-mail answers exactly like a new registration', async () => {
    const known = await post('user-create', { email: KNOWN, firstName: 'A', lastName: 'B', password: 'long-enough-1' });
    const unknown = await post('user-create', {
      email: fresh(),
      firstName: 'A',
      lastName: 'B',
      password: 'long-enough-1',
    });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.body).toEqual({ customer: null, errors: [] });
  });

  it('user-recover', async () => {
    expect(shape(await post('user-recover', { email: KNOWN }))).toEqual(
      shape(await post('user-recover', { email: fresh() })),
    );
  });

  it("user-login: an unknown e-mail and a wrong password are both 'Unidentified customer'", async () => {
    const wrong = await post('user-login', { email: KNOWN, password: 'not-the-password' });
    const unknown = await post('user-login', { email: fresh(), password: 'not-the-password' });
    expect(shape(wrong)).toEqual(shape(unknown));
    expect(wrong.body).toEqual({ errors: [{ message: 'Unidentified customer' }] });
  });
});

describe('about the same time (the password hash runs either way)', () => {
  // Medians of a few runs; scrypt dominates both paths, so the ratio stays near 1. Timed at the
  // backend itself: the BFF's throttle (3 sign-ups per e-mail an hour) would otherwise answer
  // the repeated attempts for one address, and it answers known and unknown addresses alike.
  const direct = (call: string, body: unknown) =>
    fetch(`${t.backendUrl}${ECOM}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.arrayBuffer());
  const close = (a: number, b: number) =>
    expect(Math.max(a, b) / Math.min(a, b), `${a.toFixed(1)} ms vs ${b.toFixed(1)} ms`).toBeLessThan(2);

  it('user-login', async () => {
    const [wrong, unknown] = await interleavedMedians(
      7,
      () => direct('user-login', { email: KNOWN, password: 'not-the-password' }),
      () => direct('user-login', { email: fresh(), password: 'not-the-password' }),
    );
    close(wrong, unknown);
  });

  it('user-create', async () => {
    const [taken, created] = await interleavedMedians(
      7,
      () => direct('user-create', { email: KNOWN, firstName: 'A', lastName: 'B', password: 'long-enough-1' }),
      () => direct('user-create', { email: fresh(), firstName: 'A', lastName: 'B', password: 'long-enough-1' }),
    );
    close(taken, created);
  });
});

describe('the owner of a taken address is told instead', () => {
  it('the embedded backend mails them (outbox) and hands the mail to its listener (boot logs it in development)', async () => {
    const mails: OutboxMail[] = [];
    const backend = await startBackend({
      dataDir: ':memory:',
      port: 0,
      secret: 'enumeration-test-secret',
      siteUrl: 'http://shop.test',
      onMail: (m) => mails.push(m),
    });
    try {
      const res = await fetch(`${backend.url}${ECOM}/user-create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'Demo@Example.com', firstName: 'A', lastName: 'B', password: 'long-enough-1' }),
      });
      expect(await res.json()).toEqual({ customer: null, errors: [] });
      expect(mails).toEqual([expect.objectContaining({ recipient: KNOWN, subject: 'You already have an account' })]);
      expect(mails[0]!.body).toContain('http://shop.test/account/login');
    } finally {
      await backend.close();
    }
  });
});
