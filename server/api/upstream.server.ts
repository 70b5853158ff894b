import type { Request } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import { calls, type CallInput, type CallName, type CallOutput } from '../../shared/contract/registry';
import { callUpstream, type UpstreamConfig } from './call-upstream.server';
import { CACHEABLE_CALLS, type PublicCallCache } from './public-cache.server';
import { forwardContextFrom, requestIdOf, type ForwardContext } from './forward-headers.server';
import { readSessionToken } from './session-cookies.server';
import { stripTokens } from './strip-tokens.server';
import { UpstreamError } from './upstream-error.server';
import type { FetchImpl } from './upstream-fetch.server';
import { validateBody } from './validate-body.server';

export { readCartId, readSessionToken } from './session-cookies.server';
export { UpstreamError } from './upstream-error.server';

// The SERVER transport of the shared contract (ARCHITECTURE: one contract, two transports).
// SSR loaders and the BFF's own rules call the upstream directly, never looping back through
// /api, with the same validation and token rules as the router.

export interface UpstreamClientOptions {
  config: UpstreamConfig;
  /** The session token from the request's cookie; absent when signed out. */
  token?: string | undefined;
  requestId?: string | undefined;
  fetchImpl?: FetchImpl;
  /** Browser facts the upstream may see (X-Forwarded-*, user agent); requestId wins over its id. */
  forward?: ForwardContext;
  /** Shared answers of public calls (SSR); absent means every call goes upstream. */
  cache?: PublicCallCache;
}

export type UpstreamClient = ApiClient;

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const forward: ForwardContext = { ...options.forward };
  if (options.requestId !== undefined) forward.requestId = options.requestId;

  return {
    async call<N extends CallName>(name: N, input: CallInput<N>, callOptions?: { signal?: AbortSignal }): Promise<CallOutput<N>> {
      if (!Object.prototype.hasOwnProperty.call(calls, name)) {
        throw new UpstreamError(404, `Unknown API call: ${String(name)}`, { kind: 'refused' });
      }
      const call = calls[name];
      const valid = validateBody(call.request, input);
      if (!valid.ok) {
        const { status, error, field } = valid.problem;
        throw new UpstreamError(status, error, { kind: 'refused', ...(field !== undefined && { field }) });
      }
      const shared = options.cache !== undefined && CACHEABLE_CALLS.has(name);
      const load = () => callUpstream(call, valid.data, {
        config: options.config,
        token: options.token,
        forward,
        ...(options.fetchImpl && { fetchImpl: options.fetchImpl }),
        // A shared answer must not be cancelled by the one request that started it.
        ...(callOptions?.signal && !shared && { signal: callOptions.signal }),
      });
      const output = shared
        ? await options.cache!.fetch(`${name} ${JSON.stringify(valid.data)}`, load)
        : await load();
      // SSR dehydrates answers into the HTML, so the token rule holds here too.
      return stripTokens(output) as CallOutput<N>;
    },
  };
}

/** The server transport for one browser request: its session token, request id and forwarded facts. */
export function createUpstreamClientForRequest(
  req: Request,
  config: UpstreamConfig,
  fetchImpl?: FetchImpl,
  cache?: PublicCallCache,
): UpstreamClient {
  return createUpstreamClient({
    config,
    token: readSessionToken(req),
    requestId: requestIdOf(req),
    forward: forwardContextFrom(req),
    ...(fetchImpl && { fetchImpl }),
    ...(cache && { cache }),
  });
}
