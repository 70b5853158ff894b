import { REQUEST_SUPERSEDED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '../../../shared/messages';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';
import type { CallDef } from '../../../shared/contract/define';
import { shouldRetry, type AttemptFailure } from '../../../shared/contract/retry-rule';
import { NETWORK_ERROR_MESSAGE, type BrowserApiOptions } from './browser-api';
import { loadCalls } from './contract-calls';

/**
 * One call, all its attempts, may take this long. Longer than the BFF's own upstream deadline
 * (UPSTREAM_TIMEOUT_MS, 10 s by default) plus a sign-in's follow-ups, so the BFF's answer
 * normally arrives first.
 */
export const BROWSER_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Why the transport stopped a request itself: the abort reason the request (and devtools) see
 * carries the SPEC section 8 message; anything else on the signal is the caller's.
 */
const ownReasons = new WeakMap<object, 'superseded' | 'timeout'>();
function ownAbort(kind: 'superseded' | 'timeout'): DOMException {
  const reason =
    kind === 'superseded'
      ? new DOMException(REQUEST_SUPERSEDED_MESSAGE, 'AbortError')
      : new DOMException(REQUEST_TIMEOUT_MESSAGE, 'TimeoutError');
  ownReasons.set(reason, kind);
  return reason;
}
function ownAbortKind(reason: unknown): 'superseded' | 'timeout' | undefined {
  return typeof reason === 'object' && reason !== null ? ownReasons.get(reason) : undefined;
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

/** What the caller sees when the transport itself stopped the request (and no newer one answers for it). */
function ownAbortError(kind: 'superseded' | 'timeout', reason: unknown): unknown {
  // A newer request replaced this one: a cancellation (AbortError), not a failure to show.
  return kind === 'superseded' ? reason : new ApiError(0, REQUEST_TIMEOUT_MESSAGE);
}

/**
 * The browser transport: POST JSON to the BFF, which adds the session token. A read is retried
 * once on a passing failure, a mutation never (shared/contract/retry-rule.ts, decision 016); a
 * repeated request with the same key aborts the earlier one, whose caller then follows the newer
 * one (no error for asking twice); one timeout spans all attempts.
 * A caller's own signal (React Query's cancellation) aborts with the caller's reason, as fetch does.
 */
export function createBrowserTransport(fetchImpl: typeof fetch, options: BrowserApiOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? BROWSER_REQUEST_TIMEOUT_MS;
  /** The request under way per key, and the one that replaced it, which its caller then follows. */
  interface InFlight {
    controller: AbortController;
    successor?: Promise<unknown>;
  }
  const inFlight = new Map<string, InFlight>();

  async function send(
    name: string,
    key: string,
    input: unknown,
    own: InFlight,
    callerSignal: AbortSignal | undefined,
  ): Promise<unknown> {
    const { signal } = own.controller;
    const fromCaller = () => own.controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) fromCaller();
    callerSignal?.addEventListener('abort', fromCaller, { once: true });
    const timer = setTimeout(() => own.controller.abort(ownAbort('timeout')), timeoutMs);
    try {
      const def: CallDef = (await untilAborted(loadCalls(), signal))[
        name as keyof Awaited<ReturnType<typeof loadCalls>>
      ];
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
              signal,
            }),
            signal,
          );
          failure = { kind: 'status', status: res.status };
        } catch {
          failure = signal.aborted ? { kind: 'final' } : { kind: 'connection' };
        }
        if (!signal.aborted && (res === undefined || !res.ok) && shouldRetry(def, failure, attempt)) {
          await res?.body?.cancel().catch(() => undefined);
          continue;
        }
        if (res === undefined) {
          if (signal.aborted) throw signal.reason;
          throw new ApiError(0, NETWORK_ERROR_MESSAGE);
        }
        const answer = res;
        const body = (await untilAborted(
          answer.json().catch(() => ({})),
          signal,
        )) as { error?: string; field?: string };
        if (!answer.ok)
          throw new ApiError(answer.status, body.error ?? `Request failed (${answer.status})`, body.field);
        return body;
      }
    } catch (err) {
      const kind = signal.aborted ? ownAbortKind(signal.reason) : undefined;
      if (kind) {
        // The same call with the same input was asked again: this request was aborted (with the
        // SPEC's message) and its caller gets the newer request's answer, which is the same question's.
        if (kind === 'superseded' && own.successor) return own.successor;
        throw ownAbortError(kind, signal.reason);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', fromCaller);
      if (inFlight.get(key) === own) inFlight.delete(key);
    }
  }

  return {
    call(name, input, callOptions) {
      const key = requestKey(name, input);
      const own: InFlight = { controller: new AbortController() };
      const earlier = inFlight.get(key);
      inFlight.set(key, own);
      const answer = send(name, key, input, own, callOptions?.signal);
      if (earlier) {
        earlier.successor = answer;
        earlier.controller.abort(ownAbort('superseded'));
      }
      return answer as never;
    },
  };
}
