import express from 'express';
import { startBackend } from '../backend/start';
import { createTestBackend } from '../backend/test-fixtures/test-backend';
import { createTestApp as createRealApp } from './test-app';
import { createTestApp, listen, startRecordingTap, type RecordedRequest, type TestAppOptions } from './test-harness';

// Test-only: a real embedded backend (in-memory SQLite) behind a recording tap, and the BFF
// app pointed at it. Never imported by the app.

export const TEST_SITE_URL = 'http://shop.test';

export async function startBackendFixture(options: Omit<TestAppOptions, 'upstreamUrl'> = {}) {
  const backend = await startBackend({
    dataDir: ':memory:',
    port: 0,
    secret: 'api-tests-secret-0123456789',
    siteUrl: TEST_SITE_URL,
  });
  const tap = await startRecordingTap(backend.url);
  const bff = createTestApp({ siteUrl: TEST_SITE_URL, ...options, upstreamUrl: tap.url });
  return {
    backend,
    tap,
    ...bff,
    /** Requests the upstream received for one call, oldest first. */
    received: (call: string): RecordedRequest[] => tap.requests.filter((r) => r.path.endsWith(`/${call}`)),
    close: async () => {
      await tap.close();
      await backend.close();
    },
  };
}

/**
 * The BFF in front of the backend's own test store (the hand-made fixture seed, fixed clock),
 * served over HTTP as in production. The store's db is at hand for storeSnapshot, and the
 * example requests of server/backend/test-fixtures/call-examples fit it. Every request that
 * reaches the backend is counted, to prove a refused body never left the BFF.
 */
export async function startFixtureStoreBff(options: Omit<TestAppOptions, 'upstreamUrl'> = {}) {
  const backend = createTestBackend();
  const reached: string[] = [];
  const counting = express();
  counting.use((req, _res, next) => {
    reached.push(req.path);
    next();
  });
  counting.use(backend.app);
  const served = await listen(counting);
  const bff = createTestApp({ siteUrl: TEST_SITE_URL, ...options, upstreamUrl: served.url });
  return {
    backend,
    ...bff,
    /** Where the backend listens, for a second BFF in front of the same store. */
    upstreamUrl: served.url,
    /** How many requests reached the backend so far. */
    upstreamHits: (): number => reached.length,
    close: async () => {
      await served.close();
      backend.db.close();
    },
  };
}

/** A Set-Cookie line of the given cookie, or undefined. */
export function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  const lines = headers['set-cookie'];
  const list = Array.isArray(lines) ? (lines as string[]) : typeof lines === 'string' ? [lines] : [];
  return list.find((line) => line.startsWith(`${name}=`));
}

/** True when the Set-Cookie line deletes the cookie. */
export function isCleared(line: string | undefined): boolean {
  return line !== undefined && /Expires=Thu, 01 Jan 1970/.test(line);
}

/** What a broken backend route answers instead: a status with a body, or a 200 body. */
export type BrokenAnswer = { status: number; body: unknown };

/**
 * The whole app (boot: SSR, gift rules, every /api handler) in front of the backend's own
 * test store (fixture seed, clock set with `backend.setNow`). A route can be broken on
 * purpose: `breakCall('update-cart-attributes')` makes the backend answer it 500 until
 * `mend()`, to prove a side step never fails the step around it.
 */
export async function startBreakableStoreApp() {
  const backend = createTestBackend();
  const broken = new Map<string, BrokenAnswer>();
  const reached: string[] = [];
  const front = express();
  front.use((req, res, next) => {
    const call = req.path.split('/').at(-1) ?? '';
    reached.push(call);
    const answer = broken.get(call);
    if (!answer) return next();
    res.status(answer.status).json(answer.body);
  });
  front.use(backend.app);
  const served = await listen(front);
  const app = await createRealApp({ UPSTREAM_ECOM_URL: served.url, UPSTREAM_CMS_URL: served.url });
  return {
    backend,
    app: app.app,
    breakCall: (call: string, answer: BrokenAnswer = { status: 500, body: { error: 'broken on purpose' } }) => {
      broken.set(call, answer);
    },
    mend: () => broken.clear(),
    /** The names of the calls that reached the backend so far (last path segment), oldest first. */
    reached: (): readonly string[] => reached,
    close: async () => {
      await app.close();
      await served.close();
      backend.db.close();
    },
  };
}
