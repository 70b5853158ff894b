import { Client, json, type Answer } from './http-client';
import { underLoad, type LoadOptions, type Shop } from './load';
import { waitFor } from './processes';
import { fromLoad, probe, row, type PhaseRow } from './phase-row';
import type { Topology } from './topology';

// The checks of the cluster test, one function a phase, each returning its row of the summary
// (phase-row.ts).

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const LOAD: LoadOptions = { clients: 6, paceMs: 200, firstOctet: 100 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until nginx sends the (re)started replica requests again: its log shows one not from this test's probes. */
async function servedThroughNginx(t: Topology, i: number): Promise<void> {
  const proc = t.replicas[i]!.proc;
  await waitFor(
    `${t.replicas[i]!.name} back in nginx's rotation`,
    () =>
      /"msg":"request"/.test(
        proc
          .output()
          .split('\n')
          .filter((l) => !l.includes('/readyz'))
          .join('\n'),
      ),
    30_000,
    250,
  );
}

interface User {
  email: string;
  favorites: { id: string | null; handles: string[] };
}

/** a) Signed in through replica A, the account, cart and favorites read through replica B and nginx. */
export async function signInAcrossReplicas(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('a) sign in on A, read on B');
  const [a, b] = t.replicas as [Topology['replicas'][0], Topology['replicas'][0]];
  const c = new Client('127.0.0.2');
  const login = await probe(r, () => c.api(a.url, 'user-login', DEMO));
  if (login.status !== 200 || json<{ errors: unknown[] }>(login).errors.length > 0)
    r.problems.push(`sign-in on A: ${login.status} ${login.body.slice(0, 200)}`);
  const before = json<{ user: User }>(await probe(r, () => c.api(a.url, 'user-info', {}))).user;
  const handle = shop.pages
    .find((p) => p.startsWith('/products/') && !before.favorites.handles.includes(p.slice(10)))
    ?.slice(10);
  const fav = await probe(r, () =>
    c.api(a.url, 'update-metafield', { payload: { key: 'favorites', value: [...before.favorites.handles, handle] } }),
  );
  if (fav.status !== 200) r.problems.push(`favorite on A: ${fav.status} ${fav.body.slice(0, 200)}`);
  const cart = await probe(r, () =>
    c.api(a.url, 'create-cart', { lineItems: [{ variantId: shop.variants[0], quantity: 2 }] }),
  );
  if (cart.status !== 200) r.problems.push(`cart on A: ${cart.status}`);

  for (const [name, base] of [
    ['replica B', b.url],
    ['nginx', t.siteUrl],
  ] as const) {
    const info = await probe(r, () => c.api(base, 'user-info', {}));
    const user = info.status === 200 ? json<{ user: User | null }>(info).user : null;
    if (user?.email !== DEMO.email) r.problems.push(`${name}: user-info ${info.status}, user ${user?.email ?? 'none'}`);
    else if (!user.favorites.handles.includes(handle!)) r.problems.push(`${name}: favorite ${handle} missing`);
    const got = await probe(r, () => c.api(base, 'get-cart', {}));
    const lines =
      got.status === 200
        ? (json<{ cart: { lineItems: { quantity: number; merchandise: { id: string } }[] } | null }>(got).cart
            ?.lineItems ?? [])
        : [];
    if (!lines.some((l) => l.merchandise.id === shop.variants[0] && l.quantity === 2))
      r.problems.push(`${name}: cart ${got.status} without the line added on A`);
    const account = await probe(r, () => c.request(base, '/account/contact'));
    if (account.status !== 200 || !account.body.includes(DEMO.email))
      r.problems.push(
        `${name}: /account/contact ${account.status}${account.status === 200 ? ' without the e-mail' : ''}`,
      );
    const favorites = await probe(r, () => c.request(base, '/account/favorites'));
    if (favorites.status !== 200 || !favorites.body.includes(`/products/${handle}`))
      r.problems.push(`${name}: /account/favorites ${favorites.status} without ${handle}`);
  }
  r.notes.push(`favorite ${handle}`);
  c.close();
  return r;
}

/** Wrong-password attempts for one account, alternating over `bases`; the statuses in order. */
async function failedLogins(r: PhaseRow, c: Client, bases: string[], email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const base = bases[i % bases.length]!;
    statuses.push((await probe(r, () => c.api(base, 'user-login', { email, password: 'Wrong-password-1' }))).status);
  }
  return statuses;
}

/** The account limit (10 failures) holds when the attempts alternate between replicas. */
function expectLimitAt11(r: PhaseRow, what: string, statuses: number[]): void {
  const first429 = statuses.indexOf(429) + 1;
  if (first429 !== 11)
    r.problems.push(`${what}: first 429 at attempt ${first429 || 'never'} (${statuses.join(' ')}), expected 11`);
  else r.notes.push(`${what}: 429 from attempt 11`);
}

/** b) Failed sign-ins spread over both replicas still hit the per-account limit. */
export async function throttleAcrossReplicas(t: Topology): Promise<PhaseRow> {
  const r = row('b) throttle across replicas');
  const c = new Client('127.0.0.3');
  expectLimitAt11(
    r,
    'A/B alternating',
    await failedLogins(
      r,
      c,
      t.replicas.map((x) => x.url),
      'spread-b@example.com',
      12,
    ),
  );
  c.close();
  return r;
}

/** c) Each replica in turn gets SIGTERM and starts again under load: no failure, no lost cart change. */
export async function rollingRestart(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('c) rolling restart (SIGTERM)');
  const load = await underLoad(shop, { ...LOAD, minMs: 20_000 }, async () => {
    await sleep(2_000);
    for (let i = 0; i < t.replicas.length; i++) {
      const old = t.replicas[i]!.proc;
      await old.stop('SIGTERM');
      const code = await old.exited;
      if (code !== 0) r.problems.push(`${old.name} exited ${code} after SIGTERM`);
      await t.startReplica(i);
      await servedThroughNginx(t, i);
    }
  });
  fromLoad(r, load);
  r.failures = load.failures.length;
  for (const f of load.failures) r.problems.push(`${f.what}: ${f.detail}`);
  return r;
}

/** d) SIGKILL of one replica under load: nginx routes around it; only its in-flight requests may fail. */
export async function hardKill(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('d) SIGKILL one replica');
  let killedAt = 0;
  const load = await underLoad(shop, { ...LOAD, firstOctet: 120, minMs: 15_000 }, async () => {
    await sleep(3_000);
    killedAt = Date.now();
    await t.replicas[1]!.proc.stop('SIGKILL');
    await sleep(6_000); // the load runs on one replica meanwhile
    await t.startReplica(1);
    await servedThroughNginx(t, 1);
  });
  fromLoad(r, load);
  r.failures = load.failures.length;
  // In flight at the kill: each client has at most one request open, answered within ~1 s of it.
  for (const f of load.failures) {
    if (f.at - killedAt >= 0 && f.at - killedAt < 2_000) r.expected += 1;
    else r.problems.push(`${f.what} at kill+${f.at - killedAt} ms: ${f.detail}`);
  }
  if (r.expected > LOAD.clients)
    r.problems.push(`${r.expected} failures at the kill: more than the ${LOAD.clients} requests that can be in flight`);
  return r;
}

/** e) Redis down: the shop serves, throttling counts per replica with a warning, and shares again once Redis is back. */
export async function redisDown(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('e) Redis down and back');
  const [a, b] = t.replicas as [Topology['replicas'][0], Topology['replicas'][0]];
  const load = await underLoad(shop, { ...LOAD, firstOctet: 140, minMs: 10_000 }, async () => {
    await sleep(1_000);
    await t.redis.stop('SIGTERM');
    for (const x of t.replicas) {
      await waitFor(
        `${x.name} to warn that Redis is unavailable`,
        () => x.proc.output().includes('throttle: Redis unavailable, counting in memory on this replica'),
        20_000,
      );
    }
    const c = new Client('127.0.0.4');
    expectLimitAt11(r, 'Redis down, replica A alone', await failedLogins(r, c, [a.url], 'memory-e@example.com', 11));
    // B keeps its own counters: the account A refuses is still admitted there.
    const onB = await probe(r, () =>
      c.api(b.url, 'user-login', { email: 'memory-e@example.com', password: 'Wrong-password-1' }),
    );
    if (onB.status === 429)
      r.problems.push("Redis down: replica B refused with A's count (counters should be per replica)");
    else r.notes.push('B counts apart');
    await t.startRedis();
    for (const x of t.replicas) {
      await waitFor(
        `${x.name} to use Redis again`,
        () => x.proc.output().includes('throttle: Redis available again, counters shared'),
        30_000,
      );
    }
    const d = new Client('127.0.0.5');
    expectLimitAt11(
      r,
      'Redis back, A/B alternating',
      await failedLogins(r, d, [a.url, b.url], 'shared-e@example.com', 12),
    );
    c.close();
    d.close();
  });
  fromLoad(r, load);
  r.failures = load.failures.length;
  for (const f of load.failures) r.problems.push(`${f.what}: ${f.detail}`);
  return r;
}

/** f) The backend restarted: 502/504 with the request id meanwhile, then recovery without restarting the BFF. */
export async function backendRestart(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('f) backend restart');
  const pids = t.replicas.map((x) => x.proc.pid);
  const c = new Client('127.0.0.6');
  const created = await probe(r, () =>
    c.api(t.siteUrl, 'create-cart', { lineItems: [{ variantId: shop.variants[1], quantity: 1 }] }),
  );
  if (created.status !== 200) r.problems.push(`create-cart before: ${created.status}`);
  await t.backend.stop('SIGTERM');

  // /api answers 502 (refused) or 504 (timeout); a page whose loader fails renders the error
  // page with the same status (client/lib/routing/page-status.ts).
  const checks: [string, string, number[], () => Promise<Answer>][] = [
    [
      'cart read via nginx',
      'cluster-f-nginx-cart',
      [502, 504],
      () => c.api(t.siteUrl, 'get-cart', {}, { 'x-request-id': 'cluster-f-nginx-cart' }),
    ],
    [
      'cart read on A',
      'cluster-f-replica-cart',
      [502, 504],
      () => c.api(t.replicas[0]!.url, 'get-cart', {}, { 'x-request-id': 'cluster-f-replica-cart' }),
    ],
    [
      'cart page via nginx',
      'cluster-f-nginx-page',
      [502, 504],
      () => c.request(t.siteUrl, '/cart', { headers: { 'x-request-id': 'cluster-f-nginx-page' } }),
    ],
  ];
  for (const [what, id, allowed, run] of checks) {
    const answer = await probe(r, run);
    const echoed = answer.headers['x-request-id'];
    if (!allowed.includes(answer.status) || echoed !== id)
      r.problems.push(`${what} while the backend is down: ${answer.status}, x-request-id ${String(echoed)}`);
    else r.notes.push(`${what}: ${answer.status}`);
  }

  await t.startBackend();
  const started = Date.now();
  await waitFor(
    'the BFF to recover',
    async () => (await probe(r, () => c.api(t.siteUrl, 'get-cart', {}))).status === 200,
    30_000,
    250,
  );
  r.notes.push(`recovered ${Date.now() - started} ms after the backend`);
  const page = await probe(r, () => c.request(t.siteUrl, '/cart'));
  if (page.status !== 200) r.problems.push(`cart page after recovery: ${page.status}`);
  if (t.replicas.some((x, i) => x.proc.pid !== pids[i] || !x.proc.alive())) r.problems.push('a replica was restarted');
  c.close();
  return r;
}
