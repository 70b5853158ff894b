import type { ApiClient } from '../../../shared/contract/api-client';
import { loadCalls } from './contract-calls';

export const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

export interface BrowserApiOptions {
  timeoutMs?: number;
}

/**
 * The browser's api (browser-transport.ts: POST JSON to the BFF, retries, one request per key,
 * timeouts). A page's first data is in its HTML, so the transport's code, like the call table,
 * is loaded with the first call (both at once), not with the entry. Calls keep their order.
 */
export function createBrowserApi(
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  options: BrowserApiOptions = {},
): ApiClient {
  let transport: Promise<ApiClient> | undefined;
  const load = () =>
    (transport ??= import('./browser-transport').then(
      (m) => m.createBrowserTransport(fetchImpl, options),
      (error: unknown) => {
        transport = undefined; // asked again by the next call
        throw error;
      },
    ));
  return {
    call(name, input, callOptions) {
      void loadCalls().catch(() => undefined);
      return load().then((t) => t.call(name, input, callOptions));
    },
  };
}
