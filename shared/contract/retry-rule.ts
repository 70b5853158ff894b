import { HTTP_RETRIES_IDEMPOTENT, HTTP_RETRIES_OTHER, HTTP_RETRY_STATUSES } from '../constants';
import type { CallDef } from './define';

// The one retry table for every client of the contract: the browser transport (client/lib/
// browser-api.ts) and the BFF's upstream client (server/upstream/retry-policy.ts).
// docs/decisions/016 says how SPEC section 9's retry line is read: a read (the contract's
// safeToRepeat) is retried once on a passing failure; a mutation never, since its first
// attempt may already have been applied when the failure came back.

/** Statuses after which one more attempt of a read may help (SPEC section 9). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY_STATUSES);

/** How a failed attempt looks to the rule. */
export type AttemptFailure =
  /** An answer came with this status. */
  | { kind: 'status'; status: number }
  /** The connection failed before any answer started (refused, reset, offline). */
  | { kind: 'connection' }
  /** The time ran out, the caller left, a newer request replaced it, or the answer broke off: never retried. */
  | { kind: 'final' };

/** A read: repeating it cannot apply anything twice. The contract entry says so (safeToRepeat). */
export function isRead(call: Pick<CallDef, 'safeToRepeat'>): boolean {
  return call.safeToRepeat;
}

/** How many retries a call gets at most: once for a read, none for a mutation. */
export function retriesFor(call: Pick<CallDef, 'safeToRepeat'>): number {
  // HTTP_RETRIES_IDEMPOTENT (0) names what every mutation gets here; see decision 016 for why.
  return isRead(call) ? HTTP_RETRIES_OTHER : HTTP_RETRIES_IDEMPOTENT;
}

/** Whether attempt number `attempt` (0 = first) of `call`, failing so, may be followed by another. */
export function shouldRetry(call: Pick<CallDef, 'safeToRepeat'>, failure: AttemptFailure, attempt: number): boolean {
  if (attempt >= retriesFor(call)) return false;
  if (failure.kind === 'connection') return true;
  return failure.kind === 'status' && RETRY_STATUSES.has(failure.status);
}
