import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFESSIONAL_ATTRIBUTE_KEY, PROFESSIONAL_NAME_LIMIT } from '../../../shared/cart-constants';
import type { Location } from '../../../shared/contract/models';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { createBrowserApi } from '../../lib/api/browser-api';
import { createQueryClient } from '../../lib/query/query-client';
import { userQuery } from '../../lib/session/user-query';
import { cartQuery } from '../../lib/cart/cart-query';
import { postCartAction } from '../../lib/cart/cart-action-client';
import { chooseProfessional } from './choose-professional';
import { CHOSEN_PROFESSIONAL_STORAGE_KEY, storedProfessionalSnapshot } from './chosen-professional-store';

// The browser transport against the real BFF over HTTP, with a cookie jar standing in for the
// browser's: the same path a click on "Choose this professional" takes.

let t: TestApp;
let server: Server;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0);
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await t.close();
});

function browser() {
  const jar = new Map<string, string>();
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('origin', base);
    const res = await fetch(`${base}${String(input)}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v ?? '');
    }
    return res;
  };
  return {
    api: createBrowserApi(fetchImpl),
    queryClient: createQueryClient(),
    postCart: (action: Parameters<typeof postCartAction>[0]) => postCartAction(action, fetchImpl),
  };
}

const storage = new Map<string, string>();
// A stand-in window for this file only: the files of a worker share its globals, and a render
// elsewhere must still see none.
beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    addEventListener() {},
    removeEventListener() {},
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => storage.clear());

async function longNamedProfessional(api: ReturnType<typeof createBrowserApi>): Promise<Location> {
  const { locations } = await api.call('store-locations', { search: '10022' });
  return locations.find((l) => l.name.length > PROFESSIONAL_NAME_LIMIT)!;
}

describe('choosing a professional', () => {
  it('signed out: keeps the choice in this browser only', async () => {
    const { api, queryClient } = browser();
    await queryClient.fetchQuery(userQuery(api));
    const pro = await longNamedProfessional(api);
    expect(await chooseProfessional(api, queryClient, pro)).toBe('browser');
    expect(JSON.parse(storage.get(CHOSEN_PROFESSIONAL_STORAGE_KEY)!).id).toBe(pro.id);
    expect(storedProfessionalSnapshot()?.id).toBe(pro.id);
  });

  it('signed in with a cart: saves it to the account and the user record; the cart it reads again has the attribute cut to 59', async () => {
    const { api, queryClient, postCart } = browser();
    const login = await api.call('user-login', { email: 'demo@example.com', password: 'Demo1234!' });
    expect(login.errors).toEqual([]);
    await queryClient.fetchQuery(userQuery(api));
    const { cart } = await api.call('create-cart', {});
    queryClient.setQueryData(cartQuery(api, false).queryKey, cart);
    const pro = await longNamedProfessional(api);

    expect(await chooseProfessional(api, queryClient, pro, postCart)).toBe('account');
    expect(storage.size).toBe(0);
    const cached = queryClient.getQueryData(userQuery(api).queryKey);
    expect(JSON.parse(cached!.professional!.value).id).toBe(pro.id);
    // The server kept it too: a fresh user-info says so.
    const fresh = await api.call('user-info', {});
    expect(JSON.parse(fresh.user!.professional!.value).id).toBe(pro.id);
    const attribute = queryClient
      .getQueryData(cartQuery(api, false).queryKey)!
      .attributes.find((a) => a.key === PROFESSIONAL_ATTRIBUTE_KEY);
    expect(attribute?.value).toBe(Array.from(pro.name).slice(0, PROFESSIONAL_NAME_LIMIT).join(''));
  });

  it('signed in: a failing cart update is swallowed and the choice still counts', async () => {
    const { api, queryClient, postCart } = browser();
    await api.call('user-login', { email: 'demo@example.com', password: 'Demo1234!' });
    await queryClient.fetchQuery(userQuery(api));
    queryClient.setQueryData(cartQuery(api, false).queryKey, { id: 'gid://shopify/Cart/does-not-exist' } as never);
    const pro = await longNamedProfessional(api);
    await expect(chooseProfessional(api, queryClient, pro, postCart)).resolves.toBe('account');
  });
});
