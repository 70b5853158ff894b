import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callNames, calls, type CallName } from '../../shared/contract/registry';
import { examples, prepareExamples, type ExampleContext } from '../backend/test-fixtures/call-examples';
import { DEMO } from '../backend/test-fixtures/seed-fixture';
import { storeSnapshot } from '../backend/test-fixtures/test-backend';
import { setCookie, startFixtureStoreBff, TEST_SITE_URL } from '../test-support/backend-fixture';

// Issue #3: every call of SPEC section 7 through the BFF (createApiRouter) against the embedded
// backend served over HTTP. A valid request answers 200 with a body of the shared response
// schema and no token; every kind of bad input is refused by the BFF, naming the field, before
// anything reaches the backend, so the store is exactly as it was.
//
// One backend for the whole file keeps it fast (a fresh seed costs a password hash); each call
// gets fresh ids (a new cart, the current first address) so the destructive examples (delete an
// address, remove a line) cannot break the ones after them.

let f: Awaited<ReturnType<typeof startFixtureStoreBff>>;
/** Cookie jar signed in as the demo customer through the BFF, as a browser would be. */
let agent: ReturnType<typeof request.agent>;
let sessionToken: string;

beforeAll(async () => {
  f = await startFixtureStoreBff();
  agent = request.agent(f.app);
  const login = await agent.post(calls['user-login'].path).set('origin', TEST_SITE_URL).send(DEMO);
  expect(login.status).toBe(200);
  sessionToken = decodeURIComponent(setCookie(login.headers, 'session_token')!.split(';')[0]!.split('=')[1]!);
});
afterAll(() => f.close());

/** Calls that sign the customer in; the BFF follows them with its own calls. */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set(['user-login', 'activate-account', 'reset-password']);
const TOKEN_KEYS = new Set(['token', 'customerAccessToken', 'accessToken']);

/** Paths of token-carrying keys anywhere in a value; the BFF must have stripped them all. */
function tokenKeyPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(TOKEN_KEYS.has(key) ? [here] : []), ...tokenKeyPaths(child, here)];
  });
}

function requiredKeys(name: CallName): string[] {
  const shape = (calls[name].request as unknown as z.ZodObject).shape;
  return Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
}

/** A value of another JSON type than the valid one. */
const wrongType = (valid: unknown): unknown => (typeof valid === 'number' ? 'not-a-number' : 12345);

/** Runs the refused requests and proves none reached the backend and the store is unchanged. */
async function refusedQuietly(send: () => Promise<void>): Promise<void> {
  const before = storeSnapshot(f.backend.db);
  const hits = f.upstreamHits();
  await send();
  expect(f.upstreamHits(), 'a refused request reached the backend').toBe(hits);
  expect(storeSnapshot(f.backend.db)).toBe(before);
}

describe.each(callNames)('%s', (name) => {
  const call = calls[name];
  let ctx: ExampleContext;
  /** user-logout ends the session it is sent with: it gets its own, so the shared one lives on. */
  let own: ReturnType<typeof request.agent> | undefined;
  beforeAll(async () => {
    ctx = await prepareExamples(f.backend, { token: sessionToken });
    if (name === 'user-logout') {
      own = request.agent(f.app);
      expect((await own.post(calls['user-login'].path).set('origin', TEST_SITE_URL).send(DEMO)).status).toBe(200);
    }
  });
  const body = () => examples[name](ctx, f.backend) as Record<string, unknown>;
  // A call on a cart acts on the cart cookie's cart: the browser holds the example's cart.
  const onCart = 'cartId' in (call.request as unknown as z.ZodObject).shape;
  const cartCookies = () =>
    `session_token=${encodeURIComponent(sessionToken)}; cart_id=${encodeURIComponent(ctx.cartId)}`;
  const post = (client?: ReturnType<typeof request.agent> | ReturnType<typeof request>) =>
    client || !onCart
      ? (client ?? own ?? agent).post(call.path).set('origin', TEST_SITE_URL)
      : request(f.app).post(call.path).set('origin', TEST_SITE_URL).set('cookie', cartCookies());

  it('valid request → 200 from the backend, body of the response schema, no token', async () => {
    const hits = f.upstreamHits();
    const res = await post().send(body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (SIGN_IN_CALLS.has(name) && typeof res.body.expiresAt === 'string') {
      // A sign-in is followed by the BFF's own calls (user-info, cart, og_auth: sign-in-settle.ts).
      expect(f.upstreamHits(), 'answered by the backend, then user-info at least').toBeGreaterThanOrEqual(hits + 2);
    } else if (name === 'create-cart') {
      // A signed-in customer's new cart is theirs: user-info, the create (with their buyer
      // identity), then the professional attribute (customer-cart-settings.ts).
      expect(f.upstreamHits(), 'user-info, the create, the attribute').toBe(hits + 3);
    } else if (name === 'update-cart-line-items') {
      // The cart service first reads the cart to know its gift lines (a client may not alter them).
      expect(f.upstreamHits(), 'the cart read, then the update').toBe(hits + 2);
    } else {
      expect(f.upstreamHits(), 'answered by the backend, once').toBe(hits + 1);
    }
    const parsed = call.response.safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(tokenKeyPaths(res.body)).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain(sessionToken);
  });

  const required = requiredKeys(name);
  it.runIf(required.length > 0)('missing or mistyped required field → 400 naming it', async () => {
    await refusedQuietly(async () => {
      for (const key of required) {
        const { [key]: valid, ...rest } = body();
        const missing = await post().send(rest);
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ field: key, error: expect.stringMatching(new RegExp(`^${key}: `)) });
        const mistyped = await post().send({ ...rest, [key]: wrongType(valid) });
        expect(mistyped.status, `${key}: ${JSON.stringify(mistyped.body)}`).toBe(400);
        expect(mistyped.body.field).toMatch(new RegExp(`^${key}(\\.|$)`));
      }
    });
  });

  it('unknown key, non-object and broken JSON → 400', async () => {
    await refusedQuietly(async () => {
      const unknown = await post().send({ ...body(), zzz: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ error: 'zzz: unknown field', field: 'zzz' });
      const array = await post().send([body()]);
      expect(array.status).toBe(400);
      expect(array.body.field).toBe('body');
      const broken = await post().set('content-type', 'application/json').send('{"broken":');
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ error: 'Request body is not valid JSON' });
    });
  });

  it('a 40 kB body → 413; text/plain or no content type → 415', async () => {
    await refusedQuietly(async () => {
      const big = await post().send({ ...body(), padding: 'x'.repeat(40 * 1024) });
      expect(big.status).toBe(413);
      const plain = await post().set('content-type', 'text/plain').send(JSON.stringify(body()));
      expect(plain.status).toBe(415);
      const none = await post().unset('content-type');
      expect(none.status).toBe(415);
    });
  });

  it.runIf(call.token === 'header')(
    'without the session cookie → 401; with one the backend does not know → 401',
    async () => {
      await refusedQuietly(async () => {
        const signedOut = await post(request(f.app)).send(body());
        expect(signedOut.status).toBe(401);
        expect(signedOut.body).toEqual({ error: 'Sign-in required' });
      });
      // A stale cookie does reach the backend (only it knows the session), which refuses it.
      const before = storeSnapshot(f.backend.db);
      const stale = await post(request(f.app)).set('cookie', 'session_token=not-a-session').send(body());
      expect(stale.status).toBe(401);
      expect(storeSnapshot(f.backend.db)).toBe(before);
    },
  );
});
