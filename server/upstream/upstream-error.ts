import { REQUEST_TIMEOUT_MESSAGE } from '../../shared/messages';
import { ApiError } from '../../shared/contract/api-client';

// One error type for every way an upstream call can fail, shared by the /api router and the
// server transport, so both answer the browser (or the SSR loader) with the same messages.

/** SPEC section 8, word for word. */
export const TIMEOUT_MESSAGE = REQUEST_TIMEOUT_MESSAGE;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign-in required';

export type UpstreamErrorKind =
  /** The BFF refused before calling: bad input, signed out. */
  | 'refused'
  /** The upstream answered 4xx; its message passes through. */
  | 'rejected'
  /** No answer within config.upstreamTimeoutMs. */
  | 'timeout'
  /** Connection refused, 5xx, or an answer that breaks the contract. */
  | 'unavailable';

/**
 * Extends the shared ApiError, so a route loader handles a failure the same way whichever
 * transport ran it (browser: ApiError from the BFF's answer; server: this).
 */
export class UpstreamError extends ApiError {
  readonly kind: UpstreamErrorKind;
  /** What the upstream really said (status, body excerpt, cause), for the log only. */
  readonly detail?: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    options: { kind: UpstreamErrorKind; field?: string; detail?: Record<string, unknown>; cause?: unknown },
  ) {
    super(status, message, options.field);
    this.name = 'UpstreamError';
    this.kind = options.kind;
    if (options.detail !== undefined) this.detail = options.detail;
    if (options.cause !== undefined) this.cause = options.cause;
  }

  /** The JSON body the browser receives: never the upstream's raw details. */
  toBody(): { error: string; field?: string } {
    return this.field === undefined ? { error: this.message } : { error: this.message, field: this.field };
  }
}

export function timeoutError(detail?: Record<string, unknown>): UpstreamError {
  return new UpstreamError(504, TIMEOUT_MESSAGE, { kind: 'timeout', ...(detail && { detail }) });
}

export function unavailableError(detail?: Record<string, unknown>, cause?: unknown): UpstreamError {
  return new UpstreamError(502, UNAVAILABLE_MESSAGE, { kind: 'unavailable', ...(detail && { detail }), cause });
}

export function signInRequiredError(): UpstreamError {
  return new UpstreamError(401, SIGN_IN_REQUIRED_MESSAGE, { kind: 'refused' });
}
