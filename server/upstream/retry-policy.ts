// docs/decisions/005 and 016: every upstream call is a POST, so the HTTP method says nothing
// about whether repeating it is harmless. The contract does: only reads (safeToRepeat) are
// retried, once, on a passing failure. The table is shared with the browser transport.
export { retriesFor, shouldRetry, type AttemptFailure } from '../../shared/contract/retry-rule';
