import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../shared/cart-constants';
import { Client, json, type Answer } from './http-client';

// A bounded load for the cluster test (no autocannon here): N virtual clients, each its own
// browser (cookies, connections, a 127.0.0.N address), mixing page views, cart reads and cart
// changes at a moderate pace until told to stop. Each client counts the lines it added, so
// its final cart can be compared with what it did.

export interface Shop {
  base: string;
  pages: readonly string[];
  variants: readonly string[];
}

export interface Failure {
  at: number;
  what: string;
  detail: string;
}

export interface LoadResult {
  requests: number;
  failures: Failure[];
  latencies: number[];
  /** Clients whose final cart differs from what they did (beyond changes that failed in flight). */
  lostChanges: string[];
  cartChanges: number;
}

interface CartLine {
  quantity: number;
  merchandise: { id: string };
  attributes?: { key: string; value: string }[];
}
interface CartBody {
  cart: { lineItems: CartLine[] } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Quantities of the client's own (non-gift) lines by variant. */
function quantities(cart: CartBody['cart']): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of cart?.lineItems ?? []) {
    // Gift lines are the BFF's own (gift-with-purchase), not the client's changes.
    if ((line.attributes ?? []).some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE)) continue;
    out.set(line.merchandise.id, (out.get(line.merchandise.id) ?? 0) + line.quantity);
  }
  return out;
}

class VirtualClient {
  readonly client: Client;
  /** Adds answered 200, by variant. */
  readonly done = new Map<string, number>();
  /** Adds that failed: they may or may not have been applied. */
  readonly unsure = new Map<string, number>();
  step = 0;

  constructor(
    readonly id: number,
    private readonly shop: Shop,
    private readonly result: LoadResult,
    address: string,
  ) {
    this.client = new Client(address);
  }

  private async timed(
    what: string,
    run: () => Promise<Answer>,
    ok: (a: Answer) => boolean = (a) => a.status < 400,
  ): Promise<Answer | null> {
    this.result.requests += 1;
    try {
      const answer = await run();
      this.result.latencies.push(answer.ms);
      if (ok(answer)) return answer;
      this.result.failures.push({
        at: Date.now(),
        what,
        detail: `${answer.status} id=${String(answer.headers['x-request-id'])} ${answer.body.slice(0, 120).replace(/\s+/g, ' ')}`,
      });
    } catch (err) {
      this.result.failures.push({ at: Date.now(), what, detail: (err as Error).message });
    }
    return null;
  }

  async begin(): Promise<boolean> {
    const variant = this.shop.variants[this.id % this.shop.variants.length]!;
    const created = await this.timed('create-cart', () =>
      this.client.api(this.shop.base, 'create-cart', { lineItems: [{ variantId: variant, quantity: 1 }] }),
    );
    if (created) this.done.set(variant, 1);
    return created !== null;
  }

  async next(): Promise<void> {
    this.step += 1;
    const roll = (this.id * 7 + this.step * 13) % 10;
    const { base, pages, variants } = this.shop;
    if (roll < 4) {
      const page = pages[(this.id + this.step) % pages.length]!;
      await this.timed(`GET ${page}`, () => this.client.request(base, page));
    } else if (roll < 7) {
      await this.timed(
        'get-cart',
        () => this.client.api(base, 'get-cart', {}),
        (a) => a.status === 200 && json<CartBody>(a).cart !== null,
      );
    } else {
      const variant = variants[(this.id + this.step) % variants.length]!;
      const answer = await this.timed('add-cart-line-items', () =>
        this.client.api(base, 'add-cart-line-items', { lineItems: [{ variantId: variant, quantity: 1 }] }),
      );
      this.result.cartChanges += 1;
      const into = answer ? this.done : this.unsure;
      into.set(variant, (into.get(variant) ?? 0) + 1);
    }
  }

  /** Compares the final cart (read until it answers) with what this client did. */
  async check(): Promise<string | null> {
    let cart: CartBody['cart'] | undefined;
    for (let i = 0; i < 20 && cart === undefined; i++) {
      const answer = await this.client.api(this.shop.base, 'get-cart', {}).catch(() => null);
      if (answer?.status === 200) cart = json<CartBody>(answer).cart;
      else await sleep(500);
    }
    if (cart === undefined) return `client ${this.id}: final cart unreadable`;
    const have = quantities(cart);
    const problems: string[] = [];
    for (const variant of new Set([...this.done.keys(), ...this.unsure.keys(), ...have.keys()])) {
      const min = this.done.get(variant) ?? 0;
      const max = min + (this.unsure.get(variant) ?? 0);
      const got = have.get(variant) ?? 0;
      if (got < min || got > max)
        problems.push(`${variant.split('/').pop()}: has ${got}, did ${min}${max > min ? `..${max}` : ''}`);
    }
    return problems.length > 0 ? `client ${this.id}: ${problems.join(', ')}` : null;
  }
}

export interface LoadOptions {
  clients: number;
  /** Pause of each client between its requests. */
  paceMs: number;
  /** First local address octet: client i connects from 127.0.0.(firstOctet + i). */
  firstOctet: number;
}

/**
 * Runs the load while `during` runs (plus `minMs` at least), then checks every client's cart.
 * `during` gets the result so far (to read failures while it acts).
 */
export async function underLoad(
  shop: Shop,
  opts: LoadOptions & { minMs: number },
  during: (so: LoadResult) => Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, failures: [], latencies: [], lostChanges: [], cartChanges: 0 };
  const clients = Array.from(
    { length: opts.clients },
    (_, i) => new VirtualClient(i, shop, result, `127.0.0.${opts.firstOctet + i}`),
  );
  await Promise.all(clients.map((c) => c.begin()));
  let stop = false;
  const loops = clients.map(async (c, i) => {
    await sleep((i * opts.paceMs) / opts.clients); // spread the clients over one pace
    while (!stop) {
      await c.next();
      await sleep(opts.paceMs);
    }
  });
  const started = Date.now();
  try {
    await during(result);
    const left = opts.minMs - (Date.now() - started);
    if (left > 0) await sleep(left);
  } finally {
    stop = true;
    await Promise.all(loops);
  }
  for (const c of clients) {
    const problem = await c.check();
    if (problem) result.lostChanges.push(problem);
    c.client.close();
  }
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}
