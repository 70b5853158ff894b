import type { Tag } from '../../../shared/contract/change-tags';
import { revalidateBodies, type RevalidateBody } from '../../../shared/contract/revalidate';
import { signRevalidate } from '../../../shared/contract/revalidate-signature';
import type { ChangeEvents } from './change-events';

// Tells the storefront what changed: every change event's tags, signed, POSTed to its
// /api/revalidate (REVALIDATE_URL). Changes arriving together go together: they gather for a
// moment (a CSV import's rows, an order's lines) and, while one request is under way, until it
// ends, so a burst makes one or a few requests. A failed delivery (no answer, 429, 5xx) is
// tried again a few times with growing waits, then logged; a refusal (401: secret or clock,
// 400) is logged at once, as retrying cannot help. Nothing here throws into the change's
// caller, and the process never crashes over the storefront being away.

export interface ChangeNotifierOptions {
  changes: ChangeEvents;
  /** The storefront's endpoint: http://storefront:3000/api/revalidate. */
  url: string;
  secret: string;
  log?: Pick<Console, 'warn' | 'error'>;
  /** How long changes gather before a request goes. */
  coalesceMs?: number;
  /** The waits before each retry; their count is the retries. */
  retryDelaysMs?: readonly number[];
  /** One attempt's bound. */
  timeoutMs?: number;
  /** Milliseconds since the epoch: the signature's timestamp. */
  now?: () => number;
  fetch?: typeof fetch;
}

export interface ChangeNotifier {
  /** Resolves once every change heard so far was delivered or given up on. */
  settled(): Promise<void>;
  /** Stops listening, sends what is pending (one attempt each), and resolves. */
  close(): Promise<void>;
}

export const COALESCE_MS = 50;
export const RETRY_DELAYS_MS: readonly number[] = [250, 1_000, 3_000];

type Attempt = { ok: true } | { ok: false; retry: boolean; reason: string };

export function createChangeNotifier(o: ChangeNotifierOptions): ChangeNotifier {
  const log = o.log ?? console;
  const doFetch = o.fetch ?? fetch;
  const now = o.now ?? Date.now;
  const delays = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  const pending = new Set<Tag>();
  let timer: NodeJS.Timeout | null = null;
  let inflight: Promise<void> | null = null;
  let closing = false;

  async function attempt(text: string): Promise<Attempt> {
    try {
      const signature = await signRevalidate(o.secret, text, now() / 1000);
      const res = await doFetch(o.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signature },
        body: text,
        signal: AbortSignal.timeout(o.timeoutMs ?? 5_000),
      });
      const answer = await res.text().catch(() => '');
      if (res.ok) return { ok: true };
      const reason = `${res.status} ${answer.slice(0, 200)}`.trim();
      return { ok: false, retry: res.status === 429 || res.status >= 500, reason };
    } catch (err) {
      return { ok: false, retry: true, reason: (err as Error).message };
    }
  }

  async function deliver(body: RevalidateBody): Promise<void> {
    const text = JSON.stringify(body);
    for (let tries = 0; ; tries++) {
      const result = await attempt(text);
      if (result.ok) return;
      if (!result.retry || closing || tries >= delays.length) {
        log.error(
          `change notifier: the storefront was not told of a change (${result.reason}; ${tries + 1} attempt(s)); ` +
            `its pages show it once their cache time ends. Tags: ${body.tags.join(', ').slice(0, 300)}`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delays[tries]));
    }
  }

  function run(): void {
    timer = null;
    inflight ??= (async () => {
      // what arrives while a request is under way goes with the next one
      while (pending.size > 0) {
        const tags = [...pending];
        pending.clear();
        for (const body of revalidateBodies(tags)) await deliver(body);
      }
    })().finally(() => {
      inflight = null;
      // a change heard between the loop's last look and here
      if (pending.size > 0) schedule();
    });
  }

  function schedule(): void {
    if (inflight || timer) return;
    timer = setTimeout(run, o.coalesceMs ?? COALESCE_MS);
    timer.unref();
  }

  const stop = o.changes.on((tags) => {
    for (const tag of tags) pending.add(tag);
    schedule();
  });

  async function settled(): Promise<void> {
    while (timer || inflight) {
      if (timer) {
        clearTimeout(timer);
        run();
      }
      await inflight;
    }
  }

  return {
    settled,
    close: async () => {
      stop();
      closing = true;
      await settled();
    },
  };
}
