import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { sendJson, sendUpstreamFailure, type ApiLogger } from './api-response.server';
import { interpretUpstreamResponse, transportError, upstreamHttpAgent, upstreamHttpsAgent } from './upstream-fetch.server';

// Plain calls (the BFF does not act on the answer) stream through http-proxy-middleware. The
// browser's body has been parsed and validated, so the proxy sends the validated body instead
// of the consumed request stream, with the allow-listed headers only. The answer is read by the
// BFF (selfHandleResponse) so that 5xx become the one user-facing message and no token passes.

/** Everything decided before proxying one request. */
export interface ProxyPlan {
  call: string;
  /** Upstream base URL (scheme, host, optional path prefix). */
  base: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  timeoutMs: number;
}

interface PlanState extends ProxyPlan {
  payload: string;
  timer?: NodeJS.Timeout;
  timedOut: boolean;
  settled: boolean;
}

const TIMEOUT_CODE = 'ETIMEDOUT_UPSTREAM';

export type ProxyCall = (req: Request, res: Response, plan: ProxyPlan) => Promise<void>;

export function createCallProxy(logger: ApiLogger): ProxyCall {
  const plans = new WeakMap<IncomingMessage, PlanState>();

  function settle(state: PlanState): boolean {
    if (state.settled) return false;
    state.settled = true;
    clearTimeout(state.timer);
    return true;
  }

  function fail(req: Request, res: Response, state: PlanState, err: unknown): void {
    if (!settle(state)) return;
    const cause = state.timedOut ? Object.assign(new Error('upstream timeout'), { name: 'TimeoutError' }) : err;
    sendUpstreamFailure(req, res, logger, transportError(cause, state.base + state.path), state.call);
  }

  const plugin: Plugin<Request, Response> = (proxy) => {
    proxy.on('proxyReq', (proxyReq: ClientRequest, req: Request, res: Response) => {
      const state = plans.get(req);
      if (!state) return void proxyReq.destroy(new Error('no proxy plan'));
      // Only what the BFF decided goes upstream; Host stays, Node needs it on the wire.
      for (const name of proxyReq.getHeaderNames()) if (name !== 'host') proxyReq.removeHeader(name);
      for (const [name, value] of Object.entries(state.headers)) proxyReq.setHeader(name, value);
      proxyReq.setHeader('content-length', Buffer.byteLength(state.payload));
      proxyReq.write(state.payload);
      state.timer = setTimeout(() => {
        state.timedOut = true;
        proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: TIMEOUT_CODE }));
        fail(req, res, state, undefined);
      }, state.timeoutMs);
    });

    proxy.on('proxyRes', (proxyRes: IncomingMessage, req: Request, res: Response) => {
      const state = plans.get(req);
      if (!state) return;
      const chunks: Buffer[] = [];
      proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
      proxyRes.on('error', (err) => fail(req, res, state, err));
      // 'close' without a complete message: the upstream hung up mid-answer.
      proxyRes.on('close', () => {
        if (!proxyRes.complete) fail(req, res, state, new Error('upstream response incomplete'));
      });
      proxyRes.on('end', () => {
        if (!settle(state)) return;
        try {
          const payload = interpretUpstreamResponse(proxyRes.statusCode ?? 502, Buffer.concat(chunks).toString('utf8'));
          sendJson(res, proxyRes.statusCode ?? 200, payload);
        } catch (err) {
          sendUpstreamFailure(req, res, logger, err, state.call);
        }
      });
    });

    proxy.on('error', (err: Error, req: Request, res: Response | unknown) => {
      const state = plans.get(req);
      if (!state || !res || typeof (res as Response).status !== 'function') return;
      fail(req, res as Response, state, err);
    });
  };

  // One proxy per scheme, because the keep-alive agent must match the target's protocol.
  const make = (agent: typeof upstreamHttpAgent | typeof upstreamHttpsAgent) =>
    createProxyMiddleware<Request, Response>({
      router: (req) => plans.get(req)?.base,
      pathRewrite: (_path, req) => plans.get(req)?.path,
      changeOrigin: true,
      selfHandleResponse: true,
      agent,
      // Own handlers only: the default error plugin answers in text/plain with the target URL.
      ejectPlugins: true,
      plugins: [plugin],
    });
  const viaHttp = make(upstreamHttpAgent);
  const viaHttps = make(upstreamHttpsAgent);

  return (req, res, plan) => {
    const state: PlanState = { ...plan, payload: JSON.stringify(plan.body), timedOut: false, settled: false };
    plans.set(req, state);
    const middleware = plan.base.startsWith('https:') ? viaHttps : viaHttp;
    return middleware(req, res, (err?: unknown) => fail(req, res, state, err));
  };
}
