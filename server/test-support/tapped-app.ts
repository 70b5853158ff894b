import { startBackend } from '../backend/start';
import { createTestApp, type TestApp } from './test-app';
import { startRecordingTap } from './test-harness';

// Test-only: the whole app (booted like production) over an in-memory embedded backend, with a
// recording tap between them, so a test can count what one page render or call asks upstream.

export interface TappedApp {
  t: TestApp;
  tap: Awaited<ReturnType<typeof startRecordingTap>>;
  /** The backend itself, past the tap: asking it directly is not recorded. */
  backendUrl: string;
  close(): Promise<void>;
}

export async function createTappedApp(): Promise<TappedApp> {
  const backend = await startBackend({
    dataDir: ':memory:',
    port: 0,
    secret: 'tapped-app-test-secret-0123456789',
    siteUrl: 'http://shop.test',
  });
  const tap = await startRecordingTap(backend.url);
  const t = await createTestApp({ UPSTREAM_ECOM_URL: tap.url, UPSTREAM_CMS_URL: tap.url });
  return {
    t,
    tap,
    backendUrl: backend.url,
    close: async () => {
      await t.close();
      await tap.close();
      await backend.close();
    },
  };
}
