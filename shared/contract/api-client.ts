import type { CallInput, CallName, CallOutput } from './registry';

/**
 * One interface, two transports: in the browser it POSTs to the BFF's /api; on the server
 * it calls the upstream directly with the session token from the request's cookies.
 */
export interface ApiClient {
  call<N extends CallName>(name: N, input: CallInput<N>, options?: { signal?: AbortSignal }): Promise<CallOutput<N>>;
}

/** Registered globally, so every copy of this module marks and recognises the same brand. */
const API_ERROR_BRAND = Symbol.for('skin-storefront.ApiError');

/** An API failure the UI can show: the status and the message the BFF returned. */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;

  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * In production the server and the SSR entry are separate bundles, each with its own copy of
   * this class; an upstream failure thrown by the server's transport must still read as an
   * ApiError in a route loader (decision 017). Subclasses keep the ordinary prototype check.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== ApiError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  }
}
