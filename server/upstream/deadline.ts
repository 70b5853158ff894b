// The one timeout of an upstream call: an AbortSignal that fires after `timeoutMs` or when
// the caller gives up (the browser left).
// It covers every attempt of the call, so a retry never stretches the wait past the budget.

export interface Deadline {
  signal: AbortSignal;
  /** True once the time ran out (as opposed to the caller aborting). */
  timedOut(): boolean;
}

export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
  return { signal, timedOut: () => timeout.aborted };
}
