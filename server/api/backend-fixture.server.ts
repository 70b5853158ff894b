import { startBackend } from '../backend/start';
import { createTestApp, startRecordingTap, type RecordedRequest, type TestAppOptions } from './test-harness.server';

// Test-only: a real embedded backend (in-memory SQLite) behind a recording tap, and the BFF
// app pointed at it. Never imported by the app.

export const TEST_SITE_URL = 'http://shop.test';

export async function startBackendFixture(options: Omit<TestAppOptions, 'upstreamUrl'> = {}) {
  const backend = await startBackend({ dataDir: ':memory:', port: 0, secret: 'api-tests-secret-0123456789', siteUrl: TEST_SITE_URL });
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
