import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_SUPERSEDED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '../../../shared/messages';
import { ApiError } from '../../../shared/contract/api-client';
import { createBrowserApi } from './browser-api';
import { requestKey } from './browser-transport';

// The transport against a real HTTP server on loopback: each path answers the statuses the
// test scripts, in order ('hang' never answers, 'drop' closes the connection), and counts.

type Step = number | 'hang' | 'drop';
const script = new Map<string, Step[]>();
const hits = new Map<string, number>();
/** Requests left unanswered whose connection the browser side closed (aborted). */
let abandoned = 0;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const step = script.get(path)?.shift() ?? 200;
    if (step === 'hang') return void res.on('close', () => abandoned++);
    if (step === 'drop') return req.socket.destroy();
    res.writeHead(step, { 'content-type': 'application/json' });
    res.end(JSON.stringify(step < 400 ? { user: null } : { error: `status ${step}` }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});
beforeEach(() => {
  script.clear();
  hits.clear();
  abandoned = 0;
});

const READ = '/api/ecom/v1.0/user-info';
const MUTATION = '/api/ecom/v1.0/user-login';
const login = { email: 'demo@example.com', password: 'Demo1234!' };

function api(timeoutMs = 5_000) {
  return createBrowserApi((input, init) => fetch(base + String(input), init), { timeoutMs });
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof ApiError
      ? `ApiError ${err.status}: ${err.message}`
      : `${(err as Error).name}: ${(err as Error).message}`;
  }
}

describe('retries (SPEC section 9, decision 016)', () => {
  it.each<[string, 'read' | 'mutation', Step[], string, number]>([
    ['read, 503 then 200', 'read', [503, 200], 'ok', 2],
    ['read, 503 twice', 'read', [503, 503], 'ApiError 503: status 503', 2],
    ['read, 429 then 200', 'read', [429, 200], 'ok', 2],
    ['read, 408 then 200', 'read', [408, 200], 'ok', 2],
    ['read, dropped connection then 200', 'read', ['drop', 200], 'ok', 2],
    ['read, 404 is final', 'read', [404], 'ApiError 404: status 404', 1],
    ['read, 501 is final', 'read', [501], 'ApiError 501: status 501', 1],
    ['mutation, 503 is final', 'mutation', [503, 200], 'ApiError 503: status 503', 1],
    ['mutation, 429 is final', 'mutation', [429, 200], 'ApiError 429: status 429', 1],
    [
      'mutation, dropped connection is final',
      'mutation',
      ['drop', 200],
      'ApiError 0: We could not reach the shop. Check your connection and try again.',
      1,
    ],
  ])('%s → %s after %i request(s)', async (_label, kind, steps, expected, requests) => {
    const path = kind === 'read' ? READ : MUTATION;
    script.set(path, [...steps]);
    const client = api();
    const result = kind === 'read' ? client.call('user-info', {}) : client.call('user-login', login);
    expect(await outcome(result)).toBe(expected);
    expect(hits.get(path)).toBe(requests);
  });
});

describe('aborts', () => {
  it('a repeated request to the same key aborts the earlier one with the SPEC message; its caller gets the newer answer', async () => {
    script.set(READ, ['hang', 200]);
    const seen: unknown[] = [];
    const realFetch: typeof fetch = (input, init) => {
      init?.signal?.addEventListener('abort', () => seen.push(init.signal?.reason));
      return fetch(base + String(input), init);
    };
    const spied = createBrowserApi(realFetch, { timeoutMs: 5_000 });
    const first = spied.call('user-info', {});
    await new Promise((r) => setTimeout(r, 50));
    const second = spied.call('user-info', {});
    expect(await outcome(first)).toBe('ok');
    expect(await outcome(second)).toBe('ok');
    expect(await first).toEqual(await second);
    expect(hits.get(READ)).toBe(2);
    await expect.poll(() => abandoned).toBe(1);
    expect(seen.map((r) => `${(r as Error).name}: ${(r as Error).message}`)).toEqual([
      `AbortError: ${REQUEST_SUPERSEDED_MESSAGE}`,
    ]);
  });

  it('a request with another input is not the same key and runs on', async () => {
    script.set('/api/ecom/v1.0/store-locations', ['hang']);
    const client = api(300);
    const first = client.call('store-locations', { search: '10022' });
    const other = client.call('store-locations', { search: '90210' });
    expect(await outcome(other)).toBe('ok');
    expect(await outcome(first)).toBe(`ApiError 0: ${REQUEST_TIMEOUT_MESSAGE}`);
  });

  it('a timeout stops the request with the SPEC message and is not retried', async () => {
    script.set(READ, ['hang', 200]);
    expect(await outcome(api(200).call('user-info', {}))).toBe(`ApiError 0: ${REQUEST_TIMEOUT_MESSAGE}`);
    expect(hits.get(READ)).toBe(1);
  });

  it("the caller's own signal aborts with the caller's reason", async () => {
    script.set(READ, ['hang']);
    const controller = new AbortController();
    const call = api().call('user-info', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await outcome(call)).toBe('AbortError: This operation was aborted');
  });

  it("React Query's cancellation keeps working: the query goes back to its previous state", async () => {
    script.set(READ, ['hang']);
    const client = api();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetching = queryClient.fetchQuery({
      queryKey: ['user'],
      queryFn: ({ signal }) => client.call('user-info', {}, { signal }),
    });
    await new Promise((r) => setTimeout(r, 50));
    await queryClient.cancelQueries({ queryKey: ['user'] });
    expect(isCancelledError(await fetching.catch((err: unknown) => err))).toBe(true);
    expect(hits.get(READ)).toBe(1);
    expect(queryClient.getQueryState(['user'])).toMatchObject({ status: 'pending', fetchStatus: 'idle', error: null });
  });
});

describe('requestKey', () => {
  it.each([
    ['user-info', undefined, 'user-info {}'],
    ['user-info', {}, 'user-info {}'],
    ['store-locations', { search: '10022' }, 'store-locations {"search":"10022"}'],
  ])('%s %j → %s', (name, input, key) => expect(requestKey(name, input)).toBe(key));
});
