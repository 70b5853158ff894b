import { Client, type Answer } from './http-client';
import type { PhaseRow } from './phase-row';

// The one shape of every "a change reaches the shop" check: each watched address is read (and
// cached: its page is a HIT) before the change; the change is made; every address is then asked
// again and again, each on its own connections, until it shows the change (the time from the
// form's post is the figure, within CHANGE_BUDGET_MS); after all show it, every address is
// watched a while longer and no answer may show anything else.

export const CHANGE_BUDGET_MS = 2_000;
/** How long every address is watched after all show the change. */
const WATCH_AFTER_MS = 3_000;
/** Past this, an address that still does not show the change is given up on. */
const GIVE_UP_MS = CHANGE_BUDGET_MS * 5;
/**
 * The pause between two asks of one address: a shopper reloading, not a busy loop (six
 * watchers asking every few ms add their own load to the two cores whose re-renders are being
 * waited for). A change is seen at most this much later than it shows.
 */
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Watch {
  name: string;
  base: string;
  path: string;
  /** What the answer shows, briefly ('sold out', 'HTTP 404', a title…). */
  read(answer: Answer): string;
  /** Whether that is the change. */
  want(shown: string): boolean;
  /** The answer is a page of the page cache: it must be a HIT before the change. */
  paged?: boolean;
}

/** A page reader: a 200's HTML read by `reader`, anything else its status. */
export const page =
  (reader: (html: string) => string) =>
  (a: Answer): string =>
    a.status === 200 ? reader(a.body) : `HTTP ${a.status}`;

/** The same path read on every base (each replica directly, nginx). */
export function onEvery(
  bases: readonly { name: string; base: string }[],
  watch: Omit<Watch, 'name' | 'base'> & { what?: string },
): Watch[] {
  return bases.map(({ name, base }) => ({ ...watch, name: `${name} ${watch.what ?? watch.path}`, base }));
}

export interface Reach {
  label: string;
  watches: Watch[];
  /** Makes the change; calls `sending()` as its form is posted (the clock starts there); answers the post's answer. */
  change(sending: () => void): Promise<{ ms: number }>;
}

/** The change made and watched; the ms until every address showed it (null: some never did). */
export async function reachEvery(r: PhaseRow, { label, watches, change }: Reach): Promise<number | null> {
  // every page cached, each a HIT: only the change event can make it show the change soon
  const c = new Client('127.0.0.5');
  const misses: string[] = [];
  for (const w of watches) {
    await c.request(w.base, w.path);
    const a = await c.request(w.base, w.path);
    r.requests += 2;
    if (w.paged !== false && a.headers['x-cache'] !== 'HIT') misses.push(`${w.name}: ${String(a.headers['x-cache'])}`);
    if (w.want(w.read(a))) r.problems.push(`${w.name} already shows "${label}" before the change`);
  }
  c.close();
  if (misses.length) r.notes.push(`not cached before "${label}": ${misses.join(', ')}`);

  let t0 = Date.now();
  const posted = await change(() => (t0 = Date.now()));
  const seen = await Promise.all(
    watches.map(async (w) => {
      // its own connections: no address waits behind another's request
      const own = new Client('127.0.0.4');
      try {
        return await firstShown(own, w, t0, r);
      } finally {
        own.close();
      }
    }),
  );
  seen.forEach(({ ms, trail }, i) => {
    const w = watches[i]!;
    if (ms === null) r.problems.push(`${w.name}: "${label}" not shown within ${GIVE_UP_MS} ms; answers ${trail}`);
    else if (ms > CHANGE_BUDGET_MS)
      r.problems.push(`${w.name}: "${label}" shown after ${ms} ms (budget ${CHANGE_BUDGET_MS} ms); answers ${trail}`);
  });
  await noneRegress(r, watches, label, t0);
  const times = seen.map((s) => s.ms);
  const worst = times.some((ms) => ms === null) ? null : Math.max(...(times as number[]));
  const slowest = worst === null ? '' : ` (last: ${watches[times.indexOf(worst)]!.name})`;
  r.notes.push(
    `${label} on all ${watches.length} addresses ${worst === null ? 'never' : `in ${worst} ms${slowest}`}, the form answered in ${Math.round(posted.ms)} ms`,
  );
  return worst;
}

/**
 * Asks until the answer shows the change: when it did (ms after t0, null: never) and the
 * answers on the way, each "sent at +ms, took ms, X-Cache: what it showed", for a late one's message.
 */
async function firstShown(c: Client, w: Watch, t0: number, r: PhaseRow): Promise<{ ms: number | null; trail: string }> {
  const trail: string[] = [];
  let last = '';
  while (Date.now() - t0 < GIVE_UP_MS) {
    r.requests += 1;
    const sent = Date.now() - t0;
    const a = await c.request(w.base, w.path).catch((err: Error) => err);
    const shown = a instanceof Error ? a.message : w.read(a);
    if (!(a instanceof Error)) r.latencies.push(a.ms);
    const step = `${a instanceof Error ? '' : String(a.headers['x-cache'] ?? '-')}: ${shown}`;
    // only the changes of what is shown (a trail of 400 equal answers says nothing more)
    if (step !== last) trail.push(`+${sent} (${a instanceof Error ? '?' : Math.round(a.ms)} ms) ${step}`);
    last = step;
    if (!(a instanceof Error) && w.want(shown)) return { ms: Date.now() - t0, trail: trail.join(', ') };
    await sleep(POLL_MS);
  }
  return { ms: null, trail: trail.join(', ') };
}

/** After all show the change, none may show anything else. */
async function noneRegress(r: PhaseRow, watches: Watch[], label: string, t0: number): Promise<void> {
  const c = new Client('127.0.0.4');
  const end = Date.now() + WATCH_AFTER_MS;
  while (Date.now() < end) {
    for (const w of watches) {
      r.requests += 1;
      const a = await c.request(w.base, w.path).catch((err: Error) => err);
      if (a instanceof Error) r.problems.push(`${w.name}: ${a.message}`);
      else if (!w.want(w.read(a)))
        r.problems.push(`${w.name} showed "${w.read(a)}" ${Date.now() - t0} ms after "${label}"`);
    }
    await sleep(100);
  }
  c.close();
}
