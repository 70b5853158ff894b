import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiLogger } from '../api-response';
import type { Limit } from './throttle-limits';

// Where the throttle counters live. In memory by default (one replica). With REDIS_URL, in Redis,
// so every replica shares them. When Redis is down or slow, each replica falls back to its own
// in-memory counters (rate-limiter-flexible's insuranceLimiter): abuse stays throttled (per
// replica) and the shop neither fails nor waits; counting moves back to Redis once it answers.

export interface LimiterStore {
  readonly kind: 'memory' | 'redis';
  /** True while the counters go to Redis (shared); false in memory or while Redis is unavailable. */
  shared(): boolean;
  limiter(name: string, limit: Limit): RateLimiterAbstract;
  close(): Promise<void>;
}

const KEY_PREFIX = 'throttle';
/** A Redis command slower than this falls back to the in-memory counters. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const QUIT_TIMEOUT_MS = 1_000;

const memoryLimiter = (name: string, l: Limit) =>
  new RateLimiterMemory({
    keyPrefix: `${KEY_PREFIX}:${name}`,
    points: l.points,
    duration: l.windowSeconds,
    blockDuration: l.blockSeconds,
  });

export function memoryStore(): LimiterStore {
  return { kind: 'memory', shared: () => false, limiter: memoryLimiter, close: async () => {} };
}

/** The Redis client: never queues commands while disconnected, reconnects in the background, never throws an 'error' event. */
export function redisStore(url: string, logger: ApiLogger): LimiterStore {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s: the insurance counters serve meanwhile.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  let healthy: boolean | null = null;
  // An unhandled 'error' event would end the process; log each change of state once instead.
  client.on('error', (err: Error) => {
    if (healthy !== false)
      logger.warn({ err: { message: err.message } }, 'throttle: Redis unavailable, counting in memory on this replica');
    healthy = false;
  });
  client.on('ready', () => {
    if (healthy === false) logger.info('throttle: Redis available again, counters shared');
    healthy = true;
  });
  let closing: Promise<void> | null = null;
  return {
    kind: 'redis',
    shared: () => client.status === 'ready',
    limiter: (name, l) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${KEY_PREFIX}:${name}`,
        points: l.points,
        duration: l.windowSeconds,
        blockDuration: l.blockSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(name, l),
      }),
    close: () => {
      closing ??= (async () => {
        client.removeAllListeners('ready');
        const quit = client.quit().then(
          () => undefined,
          () => undefined,
        );
        const timer = new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref());
        await Promise.race([quit, timer]);
        client.disconnect();
      })();
      return closing;
    },
  };
}
