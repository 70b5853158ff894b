import { ApiError, type ApiClient } from '../../shared/contract/api-client';
import { calls } from '../../shared/contract/registry';

export const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

/** The browser transport: POST JSON to the BFF, which adds the session token. */
export function createBrowserApi(fetchImpl: typeof fetch = (...a) => fetch(...a)): ApiClient {
  return {
    async call(name, input, options) {
      const def = calls[name];
      let res: Response;
      try {
        res = await fetchImpl(def.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(input ?? {}),
          credentials: 'same-origin',
          signal: options?.signal,
        });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
      const body = (await res.json().catch(() => ({}))) as { error?: string; field?: string };
      if (!res.ok) throw new ApiError(res.status, body.error ?? `Request failed (${res.status})`, body.field);
      return body as never;
    },
  };
}
