import type { CallInput, CallName, CallOutput } from './registry';

/**
 * One interface, two transports: in the browser it POSTs to the BFF's /api; on the server
 * it calls the upstream directly with the session token from the request's cookies.
 */
export interface ApiClient {
  call<N extends CallName>(name: N, input: CallInput<N>, options?: { signal?: AbortSignal }): Promise<CallOutput<N>>;
}

/** An API failure the UI can show: the status and the message the BFF returned. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly field?: string) {
    super(message);
    this.name = 'ApiError';
  }
}
