import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startBackend } from '../start';
import { fixture } from '../test-fixtures/seed-fixture';

// startBackend starts the console beside the backend when asked, prints (returns) the link
// that creates the first owner of a store with no staff, and closes it with the backend.

const base = { dataDir: ':memory:', port: 0, secret: 'x'.repeat(20), siteUrl: 'http://shop.test', seed: fixture };
const consoleOn = (port: number) => ({ port, host: '127.0.0.1', require2fa: false, lowStockThreshold: 10 });

describe('the console beside the backend', () => {
  it('starts on its own port, hands out a first-owner link once, and closes with the backend', async () => {
    const backend = await startBackend({ ...base, console: consoleOn(0) });
    const running = backend.console!;
    expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(running.url).not.toBe(backend.url.replace('127.0.0.1', 'localhost'));
    expect(running.firstOwnerLink).toMatch(new RegExp(`^${running.url}/setup/[\\w-]{40,}$`));
    const signIn = await fetch(`${running.url.replace('localhost', '127.0.0.1')}/sign-in`);
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('Sign in');
    // the backend's own port knows nothing of the console
    expect((await fetch(`${backend.url}/sign-in`)).status).toBe(404);
    await backend.close();
    await expect(fetch(`${running.url.replace('localhost', '127.0.0.1')}/sign-in`)).rejects.toThrow();
  });

  it('without a console option, none starts', async () => {
    const backend = await startBackend(base);
    expect(backend.console).toBeNull();
    expect(backend.consoleError).toBeNull();
    await backend.close();
  });

  it('a console port already taken leaves the shop running and says why', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const backend = await startBackend({ ...base, console: consoleOn(taken) });
    expect(backend.console).toBeNull();
    expect(backend.consoleError).toContain(`port ${taken} is in use`);
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
    await backend.close();
    blocker.close();
  });
});
