import http from 'node:http';
import https from 'node:https';
import type { AppConfig } from '../config.server';
import type { CallDef, Service } from '../../shared/contract/define';
import { timeoutError, unavailableError, UpstreamError } from './upstream-error.server';

// The HTTP leg toward the upstream services and the reading of their answers, shared by the
// proxy (plain calls), the router's own handlers and the SSR transport.

export type FetchImpl = typeof fetch;

// Keep-alive: every /api call and SSR loader goes upstream, so connection reuse matters. The
// global fetch (undici) pools and keeps alive by itself; these agents serve the proxy.
// maxSockets stays unlimited on purpose: a queued proxy request would get its socket (and so
// its body, written on the proxyReq event) only after http-proxy has already ended it.
export const upstreamHttpAgent = new http.Agent({ keepAlive: true });
export const upstreamHttpsAgent = new https.Agent({ keepAlive: true });

/** Base URL of a service; read per request because config.upstream is filled in at boot. */
export function upstreamBase(config: Pick<AppConfig, 'upstream'>, service: Service): string {
  if (!config.upstream) throw unavailableError({ reason: 'upstream not configured' });
  return service === 'ecom' ? config.upstream.ecomUrl : config.upstream.cmsUrl;
}

export function upstreamUrl(config: Pick<AppConfig, 'upstream'>, call: Pick<CallDef, 'service' | 'path'>): string {
  return upstreamBase(config, call.service) + call.path;
}

/**
 * What an upstream answer means for the caller: the parsed JSON of a 2xx, or an UpstreamError.
 * 4xx with `{error}` keep their status and message; 5xx and anything unreadable become 502.
 */
export function interpretUpstreamResponse(status: number, text: string): unknown {
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }
  const excerpt = text.slice(0, 300);
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    throw unavailableError({ upstreamStatus: status, body: excerpt });
  }
  if (status >= 400) {
    const record = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    const message = typeof record.error === 'string' && record.error !== '' ? record.error : 'Request failed';
    const field = typeof record.field === 'string' ? record.field : undefined;
    throw new UpstreamError(status, message, {
      kind: 'rejected',
      ...(field !== undefined && { field }),
      detail: { upstreamStatus: status, body: excerpt },
    });
  }
  if (payload === undefined) throw unavailableError({ upstreamStatus: status, reason: 'response is not JSON', body: excerpt });
  return payload;
}

/** Classifies a transport failure (no HTTP answer at all). */
export function transportError(err: unknown, url: string): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const name = (err as { name?: unknown })?.name;
  if (name === 'TimeoutError' || (err as { code?: unknown })?.code === 'ETIMEDOUT_UPSTREAM') {
    return timeoutError({ url });
  }
  const cause = (err as { cause?: { code?: unknown } })?.cause;
  const code = (err as { code?: unknown })?.code ?? cause?.code;
  return unavailableError({ url, code: typeof code === 'string' ? code : String(err) }, err);
}

export interface PostUpstreamOptions {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  timeoutMs: number;
  fetchImpl?: FetchImpl;
  /** Aborts the upstream call when the browser goes away. */
  signal?: AbortSignal;
}

/** POSTs JSON upstream; resolves with the 2xx payload, rejects with an UpstreamError. */
export async function postUpstream(options: PostUpstreamOptions): Promise<unknown> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let status: number;
  let text: string;
  try {
    // The timeout covers the body too: undici aborts the read on the same signal.
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: options.headers,
      body: JSON.stringify(options.body),
      signal,
      redirect: 'manual',
    });
    status = response.status;
    text = await response.text();
  } catch (err) {
    throw transportError(timeout.aborted ? timeout.reason : err, options.url);
  }
  return interpretUpstreamResponse(status, text);
}
