import type { Request } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyAttempts, TOO_MANY_ATTEMPTS_STATUS } from '../../../shared/contract/too-many-attempts';
import { loggerFor, type ApiAnswer, type ApiLogger } from '../api-response';
import { accountKey, addressKey, isCounted } from './throttle-keys';
import { isThrottledCall, THROTTLE_LIMITS, type CallLimits, type ThrottledCall } from './throttle-limits';
import { memoryStore, redisStore, type LimiterStore } from './throttle-store';

// Step 6 of the /api flow: validate body → THROTTLE → session → upstream. Each attempt at an
// account call counts against the client address and the account it names; over a limit, the
// call is answered 429 with Retry-After and never reaches the upstream.

/** An attempt let through. */
export interface Admission {
  refused?: undefined;
  /** Run with the handler's answer: a successful sign-in clears the account's failure count. */
  settle(answer: ApiAnswer): Promise<void>;
}

/** An attempt over a limit: the 429 answer (Retry-After header, the wait in the message). */
export interface Refusal {
  refused: ApiAnswer;
}

export interface Throttle {
  readonly store: LimiterStore['kind'];
  /** True while the counters are shared through Redis. */
  shared(): boolean;
  /** Counts this attempt (`token`: the session it is made with, if any). */
  admit(req: Request, call: string, input: unknown, token?: string): Promise<Admission | Refusal>;
  close(): Promise<void>;
}

export interface ThrottleOptions {
  logger: ApiLogger;
  /** Shared counters for every replica; in memory when absent. */
  redisUrl?: string | null;
  /** The limits; THROTTLE_LIMITS unless a test narrows them. */
  limits?: Readonly<Record<ThrottledCall, CallLimits>>;
  /** Told of each refusal (server/telemetry/metrics). */
  onRefusal?: (call: string, scope: 'address' | 'account') => void;
}

const NOTHING_TO_SETTLE: Admission = { settle: async () => {} };

interface CallLimiters {
  limits: CallLimits;
  address: RateLimiterAbstract;
  account: RateLimiterAbstract;
}

/** A sign-in answer that signed the customer in: 2xx and no errors. */
function succeeded({ status, body }: ApiAnswer): boolean {
  if (status >= 300 || body === null || typeof body !== 'object') return false;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length === 0 && !('error' in body);
}

export function createThrottle(options: ThrottleOptions): Throttle {
  const { logger } = options;
  const store = options.redisUrl ? redisStore(options.redisUrl, logger) : memoryStore();
  const limits = options.limits ?? THROTTLE_LIMITS;
  const limiters = new Map<ThrottledCall, CallLimiters>();
  for (const [call, l] of Object.entries(limits) as [ThrottledCall, CallLimits][]) {
    limiters.set(call, {
      limits: l,
      address: store.limiter(`${call}:address`, l.perAddress),
      account: store.limiter(`${call}:account`, l.perAccount),
    });
  }

  /** Takes one point; the seconds to wait when over the limit, else 0. A broken store lets the attempt through. */
  async function take(req: Request, limiter: RateLimiterAbstract, key: string, call: string): Promise<number> {
    try {
      await limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      // Both Redis and the in-memory insurance failed (not expected): an outage of the counters
      // must not take sign-in down with it.
      loggerFor(req, logger).error({ call, err: refusal }, 'throttle: counter failed, attempt let through');
      return 0;
    }
  }

  function refuse(req: Request, call: string, scope: 'address' | 'account', seconds: number): Refusal {
    options.onRefusal?.(call, scope);
    loggerFor(req, logger).warn(
      { call, status: TOO_MANY_ATTEMPTS_STATUS, scope, retryAfter: seconds },
      'api call throttled',
    );
    return {
      refused: {
        status: TOO_MANY_ATTEMPTS_STATUS,
        body: tooManyAttempts(seconds),
        headers: { 'retry-after': String(seconds) },
      },
    };
  }

  return {
    store: store.kind,
    shared: () => store.shared(),
    async admit(req, call, input, token) {
      if (!isThrottledCall(call) || !isCounted(call, input)) return NOTHING_TO_SETTLE;
      const l = limiters.get(call);
      if (!l) return NOTHING_TO_SETTLE;
      const byAddress = await take(req, l.address, addressKey(req.ip), call);
      if (byAddress > 0) return refuse(req, call, 'address', byAddress);
      const account = accountKey(call, input, token);
      if (account === null) return NOTHING_TO_SETTLE;
      const byAccount = await take(req, l.account, account, call);
      if (byAccount > 0) return refuse(req, call, 'account', byAccount);
      if (!l.limits.successClearsAccount) return NOTHING_TO_SETTLE;
      return {
        settle: async (answer) => {
          if (!succeeded(answer)) return;
          await l.account.delete(account).catch((err: unknown) => {
            loggerFor(req, logger).warn({ call, err }, 'throttle: could not clear the account counter');
          });
        },
      };
    },
    close: () => store.close(),
  };
}
