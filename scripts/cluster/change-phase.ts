import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { Client, json, type Answer } from './http-client';
import { underLoad, type Shop } from './load';
import type { PhaseRow } from './phases';
import type { Topology } from './topology';

// A change made in the backend as staff make it (the staff command's one-time link, the
// console's stock form over HTTP) shows on the product page and on /shop through BOTH
// replicas, each asked directly and through nginx, within CHANGE_BUDGET_MS, while the usual
// load runs; after that, no answer shows the old state. Both ways: sold out, then back on sale.
// The pages are cached (page cache on, HITs) before each change: only the change event
// (backend → POST /api/revalidate through nginx → one replica → Redis → the other) can make
// them show it this soon.

export const CHANGE_BUDGET_MS = 2_000;
/** How long every page is watched after all show the change: none may show the old state. */
const WATCH_AFTER_MS = 3_000;
const STAFF_CLI = 'dist/server/staff.js';
const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Shown = 'on sale' | 'sold out' | 'absent' | 'unreadable';

/** What a product page says of its (one) variant: the purchase button's label. */
export function productShows(html: string): Shown {
  const label = /class="[^"]*\badd-to-cart\b[^"]*"[^>]*><span class="btn-label">([^<]+)</.exec(html)?.[1];
  if (label === 'Add to cart') return 'on sale';
  if (label === 'Sold out') return 'sold out';
  return 'unreadable';
}

/** The product cards of a listing (not the menus' links to the same products). */
const CARD = /<article class="product-card\b[^"]*"[^>]*>\s*<a href="\/products\/([^"?#]+)"/g;

export function cardHandles(html: string): string[] {
  return [...html.matchAll(CARD)].map((m) => m[1]!);
}

/** What /shop says of the product: its card, with or without the sold-out badge. */
export function shopShows(html: string, handle: string): Shown {
  const card = [...html.matchAll(CARD)].find((m) => m[1] === handle);
  if (!card) return 'absent';
  const at = card.index;
  const end = html.indexOf('</article>', at);
  return html.slice(at, end < 0 ? undefined : end).includes('badge-soldout') ? 'sold out' : 'on sale';
}

interface Target {
  name: string;
  base: string;
  path: string;
  shows(html: string): Shown;
}

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The hidden fields of the form posting to `action` (a version, say), so the post is the form's own. */
function hiddenFields(html: string, action: string): Record<string, string> {
  const at = html.indexOf(`action="${action}"`);
  if (at < 0) return {};
  const form = html.slice(at, html.indexOf('</form>', at));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields[m[1]!] = unescape(m[2]!);
  return fields;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const unescape = (text: string) => text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);

/** An owner made with the staff command, its one-time link followed as a person would; signed in. */
async function signedInOwner(t: Topology): Promise<Client> {
  if (!existsSync(STAFF_CLI)) throw new Error(`${STAFF_CLI} is missing: the staff command is not built`);
  const email = `cluster-owner-${Date.now()}@example.com`;
  const password = 'cluster-test-owner-password';
  const { stdout } = await execFileAsync(process.execPath, [STAFF_CLI, 'add', email, '--role', 'owner'], {
    env: { ...process.env, ...t.backendEnv() },
    timeout: 30_000,
  });
  const link = /\/setup\/[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`the staff command printed no set-up link: ${stdout.slice(0, 300)}`);
  const c = new Client('127.0.0.3');
  const form = await c.request(t.consoleUrl, link);
  if (form.status !== 200) throw new Error(`GET ${link}: ${form.status}`);
  const set = await c.request(t.consoleUrl, link, {
    form: { password, confirm: password, _csrf: csrfOf(form.body) },
  });
  if (set.status !== 303) throw new Error(`setting the password: ${set.status} ${set.body.slice(0, 200)}`);
  // the link signs in; if it no longer does, sign in as staff would
  if ((await c.request(t.consoleUrl, '/stock')).status !== 200) {
    const page = await c.request(t.consoleUrl, '/sign-in');
    const signIn = await c.request(t.consoleUrl, '/sign-in', { form: { email, password, _csrf: csrfOf(page.body) } });
    if (signIn.status !== 303) throw new Error(`sign-in: ${signIn.status}`);
  }
  return c;
}

/** POST /stock/:sku as the stock screen's form does; answers when the console has committed it. */
async function setStock(c: Client, t: Topology, sku: string, quantity: number, sending: () => void): Promise<Answer> {
  const action = `/stock/${encodeURIComponent(sku)}`;
  const page = await c.request(t.consoleUrl, `/stock?q=${encodeURIComponent(sku)}`);
  sending();
  const answer = await c.request(t.consoleUrl, action, {
    form: {
      ...hiddenFields(page.body, action),
      mode: 'set',
      quantity: String(quantity),
      reason: 'cluster test: a change on every replica',
      _csrf: csrfOf(page.body),
    },
  });
  if (answer.status !== 303) throw new Error(`POST ${action}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
}

/**
 * A product on /shop with one variant on sale (its sold-out state is the product's), none the
 * load's clients add to their carts (a sold-out add would be their failure, not this phase's).
 */
async function pickProduct(
  base: string,
  busy: readonly string[],
): Promise<{ handle: string; sku: string; quantity: number }> {
  const c = new Client('127.0.0.3');
  try {
    const shop = (await c.request(base, '/shop')).body;
    const all = json<{
      products: {
        handle: string;
        variants: { id: string; sku: string; availableForSale: boolean; quantityAvailable?: number }[];
      }[];
    }>(await c.api(base, 'get-all-products', {}));
    for (const handle of cardHandles(shop)) {
      const p = all.products.find((x) => x.handle === handle);
      const v = p?.variants.length === 1 ? p.variants[0]! : undefined;
      if (
        v?.availableForSale &&
        (v.quantityAvailable ?? 0) > 0 &&
        !/^(KIT|GWP|SET)-/.test(v.sku) &&
        !busy.includes(v.id)
      )
        return { handle, sku: v.sku, quantity: v.quantityAvailable! };
    }
    throw new Error('no single-variant product on sale on /shop');
  } finally {
    c.close();
  }
}

/** Watches every target until each shows `want`; the ms after `t0` when each first did (null: not within the bound). */
async function untilShown(targets: Target[], want: (s: Shown) => boolean, t0: number, r: PhaseRow) {
  const seen = await Promise.all(
    targets.map(async (target) => {
      // its own connections: no target waits behind another's request
      const c = new Client('127.0.0.4');
      try {
        return await firstShown(c, target);
      } finally {
        c.close();
      }
    }),
  );
  async function firstShown(c: Client, target: Target): Promise<number | null> {
    while (Date.now() - t0 < CHANGE_BUDGET_MS * 5) {
      r.requests += 1;
      const a = await c.request(target.base, target.path).catch(() => null);
      if (a) r.latencies.push(a.ms);
      if (a?.status === 200 && want(target.shows(a.body))) return Date.now() - t0;
      await sleep(25);
    }
    return null;
  }
  // after all show it, none may show the old state again
  const c = new Client('127.0.0.4');
  const end = Date.now() + WATCH_AFTER_MS;
  while (Date.now() < end) {
    for (const target of targets) {
      r.requests += 1;
      const a = await c.request(target.base, target.path).catch((err: Error) => err);
      if (a instanceof Error) r.problems.push(`${target.name}: ${a.message}`);
      else if (a.status !== 200 || !want(target.shows(a.body)))
        r.problems.push(
          `${target.name} showed "${target.shows(a.body)}" (${a.status}) ${Date.now() - t0} ms after the change`,
        );
    }
    await sleep(100);
  }
  c.close();
  return seen;
}

/** g) A stock change made in the console shows on both replicas, directly and through nginx, within 2 s. */
export async function changeOnEveryReplica(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('g) stock change on every replica');
  try {
    await measure(t, shop, r);
  } catch (err) {
    // the other phases still run: this one's failure is its own
    r.problems.push(`not completed: ${(err as Error).message}`);
  }
  return r;
}

async function measure(t: Topology, shop: Shop, r: PhaseRow): Promise<void> {
  const owner = await signedInOwner(t);
  const product = await pickProduct(t.siteUrl, shop.variants);
  const bases = [...t.replicas.map((rep) => ({ name: rep.name, base: rep.url })), { name: 'nginx', base: t.siteUrl }];
  const targets: Target[] = bases.flatMap(({ name, base }) => [
    { name: `${name} /products/${product.handle}`, base, path: `/products/${product.handle}`, shows: productShows },
    { name: `${name} /shop`, base, path: '/shop', shows: (html: string) => shopShows(html, product.handle) },
  ]);
  const figures: number[] = [];

  async function change(quantity: number, want: (s: Shown) => boolean, label: string) {
    // every page cached, each a HIT: only the change event can make it show the change soon
    const c = new Client('127.0.0.5');
    const states: string[] = [];
    for (const target of targets) {
      await c.request(target.base, target.path);
      const a = await c.request(target.base, target.path);
      states.push(String(a.headers['x-cache']));
      if (want(target.shows(a.body))) r.problems.push(`${target.name} already shows "${label}" before the change`);
    }
    c.close();
    if (states.some((s) => s !== 'HIT')) r.notes.push(`not all cached before "${label}": ${states.join(',')}`);
    // the clock starts as the form is sent (the stock screen's own load is not the change)
    let t0 = Date.now();
    await setStock(owner, t, product.sku, quantity, () => (t0 = Date.now()));
    const seen = await untilShown(targets, want, t0, r);
    seen.forEach((ms, i) => {
      if (ms === null) r.problems.push(`${targets[i]!.name}: "${label}" not shown within ${CHANGE_BUDGET_MS * 5} ms`);
      else if (ms > CHANGE_BUDGET_MS)
        r.problems.push(`${targets[i]!.name}: "${label}" shown after ${ms} ms (budget ${CHANGE_BUDGET_MS} ms)`);
    });
    const worst = seen.some((ms) => ms === null) ? null : Math.max(...(seen as number[]));
    figures.push(worst ?? Infinity);
    r.notes.push(`${label} on all ${targets.length} pages ${worst === null ? 'never' : `in ${worst} ms`}`);
  }

  const load = await underLoad(shop, { clients: 6, paceMs: 200, firstOctet: 160, minMs: 5_000 }, async () => {
    try {
      await change(0, (s) => s === 'sold out' || s === 'absent', 'sold out');
    } finally {
      // the shop is left as it was, whatever happened
      await change(product.quantity, (s) => s === 'on sale', 'on sale');
    }
  }).finally(() => owner.close());
  r.requests += load.requests;
  r.latencies.push(...load.latencies);
  r.failures = load.failures.length;
  for (const f of load.failures) r.problems.push(`${f.what}: ${f.detail}`);
  for (const lost of load.lostChanges) r.problems.push(`lost cart change: ${lost}`);
  const worst = Math.max(...figures);
  r.measured = Number.isFinite(worst) ? `${worst} ms` : 'never';
}

function row(phase: string): PhaseRow {
  return { phase, requests: 0, failures: 0, expected: 0, latencies: [], problems: [], notes: [] };
}
