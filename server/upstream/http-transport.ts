import { TransportFailure, type Transport } from './transport';

// The fetch transport of every call: SSR loaders, the /api calls (passed through or acted on),
// the cart service, the sitemap, readiness. The global fetch (undici) pools and keeps alive.

export type FetchImpl = typeof fetch;

export function createHttpTransport(fetchImpl: FetchImpl = fetch): Transport {
  return async ({ url, payload, headers, signal }) => {
    let response: Response;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body: payload, signal, redirect: 'manual' });
    } catch (err) {
      throw new TransportFailure(true, err);
    }
    try {
      // The deadline covers the body too: undici aborts the read on the same signal.
      return { status: response.status, text: await response.text() };
    } catch (err) {
      throw new TransportFailure(false, err);
    }
  };
}
