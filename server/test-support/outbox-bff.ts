import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestEmail, linkIn } from '../backend/customers/outbox';
import { startBackend } from '../backend/start';
import { TEST_SITE_URL } from './backend-fixture';
import { createTestApp, type TestAppOptions } from './test-harness';

// Test-only: the /api BFF in front of the embedded backend with the demo seed, on the real
// clock, in a store on disk that the test can read: the outbox holds the activation link of
// the invited customer and every reset link, as a customer would find them in their mail.

export async function startOutboxBff(options: Omit<TestAppOptions, 'upstreamUrl'> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-bff-'));
  const backend = await startBackend({
    dataDir: dir,
    port: 0,
    secret: 'outbox-tests-secret-0123456789',
    siteUrl: TEST_SITE_URL,
  });
  const store = new Database(join(dir, 'store.db'), { readonly: true, fileMustExist: true });
  const bff = createTestApp({ siteUrl: TEST_SITE_URL, ...options, upstreamUrl: backend.url });
  return {
    ...bff,
    /** The first link of the latest mail to `recipient`, or null. */
    latestLink(recipient: string): string | null {
      const mail = latestEmail(store, recipient);
      return mail ? linkIn(mail.body) : null;
    },
    close: async () => {
      store.close();
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
