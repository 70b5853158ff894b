import { Client, type Answer } from './http-client';
import type { Shop } from './load';

// A load of a known size sent straight to one replica (not through nginx, whose share between
// replicas the test cannot know), so the replica's request counter can be compared with it.
// Mixed so every cache and the upstream see it: anonymous pages (page cache), the catalogue
// call (answer cache), and a shopper with a cart (pages rendered for them, cart reads that
// always go to the upstream).

export interface CountedLoad {
  /** Requests sent: each reached the replica unless it is among `failures`. */
  sent: number;
  /** Answers by status. */
  statuses: Map<number, number>;
  failures: string[];
  latencies: number[];
}

type Step = (anonymous: Client, shopper: Client, base: string) => Promise<Answer>;

function steps(shop: Shop): Step[] {
  const page = (i: number) => shop.pages[i % shop.pages.length]!;
  return [
    (anon, _s, base) => anon.request(base, page(0)),
    (anon, _s, base) => anon.api(base, 'get-all-products', {}),
    (_a, shopper, base) => shopper.api(base, 'get-cart', {}),
    (anon, _s, base) => anon.request(base, page(2)),
    (_a, shopper, base) => shopper.request(base, page(3)),
    (anon, _s, base) => anon.request(base, page(4)),
  ];
}

/** Sends exactly `total` requests to `base`, `workers` at a time (each its own 127.0.0.N pair of clients). */
export async function countedLoad(
  base: string,
  shop: Shop,
  opts: { total: number; workers: number; firstOctet: number },
): Promise<CountedLoad> {
  const out: CountedLoad = { sent: 0, statuses: new Map(), failures: [], latencies: [] };
  const plan = steps(shop);
  let next = 0;
  const send = async (what: string, run: () => Promise<Answer>) => {
    out.sent += 1;
    try {
      const a = await run();
      out.latencies.push(a.ms);
      out.statuses.set(a.status, (out.statuses.get(a.status) ?? 0) + 1);
    } catch (err) {
      out.failures.push(`${what}: ${(err as Error).message}`);
    }
  };
  const worker = async (w: number) => {
    const anonymous = new Client(`127.0.0.${opts.firstOctet + 2 * w}`);
    const shopper = new Client(`127.0.0.${opts.firstOctet + 2 * w + 1}`);
    try {
      if (next < opts.total) {
        next += 1;
        await send('create-cart', () =>
          shopper.api(base, 'create-cart', {
            lineItems: [{ variantId: shop.variants[w % shop.variants.length], quantity: 1 }],
          }),
        );
      }
      while (next < opts.total) {
        const i = next++;
        await send(`step ${i % plan.length}`, () => plan[i % plan.length]!(anonymous, shopper, base));
      }
    } finally {
      anonymous.close();
      shopper.close();
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)));
  return out;
}
