import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CacheLayer } from './cache-layer';

// Every replica forgets what changed, whichever replica heard of it. With REDIS_URL, a purge
// heard here (origin 'local': POST /api/revalidate, or the embedded backend in-process) is
// published on one Redis channel; each other replica, subscribed to it, purges the same tags
// as 'relayed' (never published again). The replica that heard it has already purged before
// publishing, and skips its own message: no double work. Redis down: each replica keeps
// purging its own, the start never waits, the clients reconnect, and each change of state is
// logged once. Events published while a replica was cut off are lost to it: its entries
// then end with their TTL (PAGE_CACHE_TTL + PAGE_CACHE_STALE; the answers' 30-60 s).

export const PURGE_CHANNEL = 'storefront:purge';
const QUIT_TIMEOUT_MS = 1_000;

/** A relayed message: who published it (to skip one's own) and the tags. Bounded, as any input. */
const Relayed = z.object({
  from: z.string().max(100),
  tags: z.array(z.string().min(1).max(200)).min(1).max(10_000),
});

export interface ChangeFanout {
  /** True while subscribed to the channel (relayed purges arrive). */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ChangeFanoutOptions {
  redisUrl: string;
  cache: Pick<CacheLayer, 'purgeTags' | 'onPurge'>;
  logger: Pick<Logger, 'info' | 'warn'>;
  channel?: string;
}

export function createChangeFanout(o: ChangeFanoutOptions): ChangeFanout {
  const channel = o.channel ?? PURGE_CHANNEL;
  const self = randomUUID();
  // Never queue while disconnected (a purge published late is worse than one logged as lost),
  // keep reconnecting at most every 2 s.
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    // subscribed again on each 'ready' below, also when the first connection failed
    autoResubscribe: false,
  };
  const publisher = new Redis(o.redisUrl, { ...options, commandTimeout: 500 });
  const subscriber = new Redis(o.redisUrl, options);
  let subscribed = false;
  let healthy: boolean | null = null;
  const down = (err: Error) => {
    if (healthy !== false) {
      o.logger.warn(
        { err: { message: err.message } },
        'change fan-out: Redis unavailable, changes purge only the replica that hears them',
      );
    }
    healthy = false;
  };
  publisher.on('error', down);
  subscriber.on('error', down);
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        if (healthy === false) o.logger.info('change fan-out: Redis available again, changes reach every replica');
        healthy = true;
      },
      (err: Error) => down(err),
    );
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: z.infer<typeof Relayed>;
    try {
      const parsed = Relayed.safeParse(JSON.parse(text));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    if (message.from === self) return;
    o.cache.purgeTags(message.tags, 'relayed');
  });

  const stop = o.cache.onPurge((event) => {
    if (event.origin !== 'local' || event.tags.length === 0) return;
    publisher.publish(channel, JSON.stringify({ from: self, tags: event.tags })).catch((err: Error) => down(err));
  });

  let closing: Promise<void> | null = null;
  return {
    listening: () => subscribed,
    close: () => {
      closing ??= (async () => {
        stop();
        subscriber.removeAllListeners('ready');
        const quits = [publisher, subscriber].map((client) =>
          client.quit().then(
            () => undefined,
            () => undefined,
          ),
        );
        const timer = new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref());
        await Promise.race([Promise.all(quits), timer]);
        publisher.disconnect();
        subscriber.disconnect();
      })();
      return closing;
    },
  };
}
