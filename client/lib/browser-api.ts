import { REQUEST_SUPERSEDED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '../../shared/constants';
import { ApiError, type ApiClient } from '../../shared/contract/api-client';
import { calls } from '../../shared/contract/registry';
import { shouldRetry, type AttemptFailure } from '../../shared/contract/retry-rule';

const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Check your connection and try again.';
/**
 * One call, all its attempts, may take this long. Longer than the BFF's own upstream deadline
 * (UPSTREAM_TIMEOUT_MS, 10 s by default) plus a sign-in's follow-ups, so the BFF's answer
 * normally arrives first.
 */
export const BROWSER_REQUEST_TIMEOUT_MS = 30_000;

export interface BrowserApiOptions {
  timeoutMs?: number;
}

/** Why the transport stopped a request itself; anything else on the signal is the caller's. */
class OwnAbort {
  constructor(readonly kind: 'superseded' | 'timeout') {}
}

/** The key of a call (SPEC section 4): the same call with the same input is the same request. */
export function requestKey(name: string, input: unknown): string {
  return `${name} ${JSON.stringify(input ?? {})}`;
}

/** Rejects as soon as `signal` aborts, even when the underlying promise ignores it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What the caller sees when the transport itself stopped the request. */
function ownAbortError(reason: OwnAbort): Error {
  // A newer request replaced this one: a cancellation (AbortError), not a failure to show.
  if (reason.kind === 'superseded') return new DOMException(REQUEST_SUPERSEDED_MESSAGE, 'AbortError');
  return new ApiError(0, REQUEST_TIMEOUT_MESSAGE);
}

/**
 * The browser transport: POST JSON to the BFF, which adds the session token. A read is retried
 * once on a passing failure, a mutation never (shared/contract/retry-rule.ts, decision 016); a
 * repeated request with the same key aborts the earlier one; one timeout spans all attempts.
 * A caller's own signal (React Query's cancellation) aborts with the caller's reason, as fetch does.
 */
export function createBrowserApi(fetchImpl: typeof fetch = (...a) => fetch(...a), options: BrowserApiOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? BROWSER_REQUEST_TIMEOUT_MS;
  const inFlight = new Map<string, AbortController>();

  return {
    async call(name, input, callOptions) {
      const def = calls[name];
      const key = requestKey(name, input);
      inFlight.get(key)?.abort(new OwnAbort('superseded'));
      const own = new AbortController();
      inFlight.set(key, own);
      const callerSignal = callOptions?.signal;
      const fromCaller = () => own.abort(callerSignal?.reason);
      if (callerSignal?.aborted) fromCaller();
      callerSignal?.addEventListener('abort', fromCaller, { once: true });
      const timer = setTimeout(() => own.abort(new OwnAbort('timeout')), timeoutMs);

      try {
        for (let attempt = 0; ; attempt++) {
          let failure: AttemptFailure;
          let res: Response | undefined;
          try {
            res = await untilAborted(
              fetchImpl(def.path, {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept: 'application/json' },
                body: JSON.stringify(input ?? {}),
                credentials: 'same-origin',
                signal: own.signal,
              }),
              own.signal,
            );
            failure = { kind: 'status', status: res.status };
          } catch {
            failure = own.signal.aborted ? { kind: 'final' } : { kind: 'connection' };
          }
          if (!own.signal.aborted && (res === undefined || !res.ok) && shouldRetry(def, failure, attempt)) {
            await res?.body?.cancel().catch(() => undefined);
            continue;
          }
          if (res === undefined) {
            if (own.signal.aborted) throw own.signal.reason;
            throw new ApiError(0, NETWORK_ERROR_MESSAGE);
          }
          const answer = res;
          const body = (await untilAborted(answer.json().catch(() => ({})), own.signal)) as { error?: string; field?: string };
          if (!answer.ok) throw new ApiError(answer.status, body.error ?? `Request failed (${answer.status})`, body.field);
          return body as never;
        }
      } catch (err) {
        if (own.signal.aborted && own.signal.reason instanceof OwnAbort) throw ownAbortError(own.signal.reason);
        throw err;
      } finally {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', fromCaller);
        if (inFlight.get(key) === own) inFlight.delete(key);
      }
    },
  };
}
