import { withField } from './console-forms';
import { Client, json, type Answer } from './http-client';
import { underLoad, type Shop } from './load';
import type { PhaseRow } from './phase-row';
import { onEvery, page, reachEvery, type Watch } from './reach';
import { cardHandles, productShows, shopShows, type Shown } from './shop-readers';
import { signedInOwner, type Staff } from './staff-session';
import type { Topology } from './topology';

// A change made in the backend as staff make it (the staff command's one-time link, the
// console's stock form over HTTP) shows on the product page and on /shop through BOTH
// replicas, each asked directly and through nginx, within CHANGE_BUDGET_MS, while the usual
// load runs; after that, no answer shows the old state. Both ways: sold out, then back on sale.
// The pages are cached (page cache on, HITs) before each change: only the change event
// (backend → POST /api/revalidate through nginx → one replica → Redis → the other) can make
// them show it this soon.

export { CHANGE_BUDGET_MS } from './reach';

/** Each replica asked directly, and nginx. */
export const basesOf = (t: Topology) => [
  ...t.replicas.map((rep) => ({ name: rep.name, base: rep.url })),
  { name: 'nginx', base: t.siteUrl },
];

/** POST /stock/:sku as the stock screen's form does; answers when the console has committed it. */
async function setStock(staff: Staff, sku: string, quantity: number, sending: () => void): Promise<Answer> {
  return staff.submit(
    `/stock?q=${encodeURIComponent(sku)}`,
    `/stock/${encodeURIComponent(sku)}`,
    (form) =>
      withField(
        withField(withField(form.fields, 'mode', 'set'), 'quantity', String(quantity)),
        'reason',
        'cluster test: a change on every replica',
      ),
    sending,
  );
}

export interface Picked {
  handle: string;
  title: string;
  sku: string;
  quantity: number;
  price: number;
}

/**
 * A product on /shop with one variant on sale and no sale price (its sold-out state and its
 * price are the product's), none the load's clients add to their carts (a sold-out add would be
 * their failure, not this phase's), and none in `taken`.
 */
export async function pickProduct(base: string, busy: readonly string[], taken: string[] = []): Promise<Picked> {
  const c = new Client('127.0.0.3');
  try {
    const shop = (await c.request(base, '/shop')).body;
    const all = json<{
      products: {
        handle: string;
        title: string;
        variants: {
          id: string;
          sku: string;
          price: number;
          compareAtPrice: number | null;
          availableForSale: boolean;
          quantityAvailable?: number;
        }[];
      }[];
    }>(await c.api(base, 'get-all-products', {}));
    for (const handle of cardHandles(shop)) {
      const p = all.products.find((x) => x.handle === handle);
      const v = p?.variants.length === 1 ? p.variants[0]! : undefined;
      if (
        v?.availableForSale &&
        (v.quantityAvailable ?? 0) > 0 &&
        v.compareAtPrice === null &&
        !/^(KIT|GWP|SET)-/.test(v.sku) &&
        !busy.includes(v.id) &&
        !taken.includes(handle)
      )
        return { handle, title: p!.title, sku: v.sku, quantity: v.quantityAvailable!, price: v.price };
    }
    throw new Error('no single-variant product on sale on /shop');
  } finally {
    c.close();
  }
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
  const watches = (want: (s: string) => boolean): Watch[] => [
    ...onEvery(basesOf(t), { path: `/products/${product.handle}`, read: page(productShows), want }),
    ...onEvery(basesOf(t), { path: '/shop', read: page((html) => shopShows(html, product.handle)), want }),
  ];
  const figures: (number | null)[] = [];
  const change = async (quantity: number, want: (s: string) => boolean, label: string) => {
    const sending = (go: () => void) => setStock(owner, product.sku, quantity, go);
    figures.push(await reachEvery(r, { label, watches: watches(want), change: sending }));
  };

  const load = await underLoad(shop, { clients: 6, paceMs: 200, firstOctet: 160, minMs: 5_000 }, async () => {
    try {
      await change(0, (s) => s === ('sold out' satisfies Shown) || s === 'absent', 'sold out');
    } finally {
      // the shop is left as it was, whatever happened
      await change(product.quantity, (s) => s === ('on sale' satisfies Shown), 'on sale');
    }
  }).finally(() => owner.close());
  fromLoad(r, load);
  r.measured = measuredOf(figures);
}

/** The load's requests and failures in the phase's row. */
export function fromLoad(r: PhaseRow, load: Awaited<ReturnType<typeof underLoad>>): void {
  r.requests += load.requests;
  r.latencies.push(...load.latencies);
  r.failures = load.failures.length;
  for (const f of load.failures) r.problems.push(`${f.what}: ${f.detail}`);
  for (const lost of load.lostChanges) r.problems.push(`lost cart change: ${lost}`);
}

/** The worst time of a phase's changes, for the summary table. */
export function measuredOf(figures: (number | null)[]): string {
  return figures.length === 0 || figures.some((f) => f === null) ? 'never' : `${Math.max(...(figures as number[]))} ms`;
}

export function row(phase: string): PhaseRow {
  return { phase, requests: 0, failures: 0, expected: 0, latencies: [], problems: [], notes: [] };
}
