import { HTTP_RETRIES_OTHER, HTTP_RETRY_STATUSES } from '../../shared/constants';
import type { CallDef } from '../../shared/contract/define';

// docs/decisions/005: every upstream call is a POST, so the HTTP method says nothing about
// whether repeating it is harmless. The contract does: only calls marked safeToRepeat (reads
// without side effects) are retried, once, on a passing failure. A cart change or a sign-in
// is never repeated: its first attempt may have been applied before the failure came back.

/** SPEC section 9's "once", given only to calls that are safe to repeat. */
export const MAX_RETRIES = HTTP_RETRIES_OTHER;

export type AttemptFailure =
  /** The upstream answered with this status. */
  | { kind: 'status'; status: number }
  /** The connection failed before any answer started (refused, reset, DNS). */
  | { kind: 'connection' }
  /** The time ran out, the caller left, or the answer broke off half-way: never retried. */
  | { kind: 'final' };

const RETRY_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY_STATUSES);

/** Whether attempt number `attempt` (0 = first) may be followed by another. */
export function shouldRetry(call: Pick<CallDef, 'safeToRepeat'>, failure: AttemptFailure, attempt: number): boolean {
  if (!call.safeToRepeat || attempt >= MAX_RETRIES) return false;
  if (failure.kind === 'connection') return true;
  return failure.kind === 'status' && RETRY_STATUSES.has(failure.status);
}
