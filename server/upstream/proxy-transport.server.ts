import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { TransportFailure, type Attempt, type RawAnswer } from './transport.server';

// Pass-through /api calls (the BFF does not act on the answer) travel through
// http-proxy-middleware. The browser's body has been parsed and validated, so the proxy sends
// the validated payload instead of the consumed request stream, with the allow-listed headers
// only. The answer is read here (selfHandleResponse) and handed back raw: the upstream client
// applies the same policy as on the fetch path (retry, error mapping, contract, tokens).

// Keep-alive agents, one per scheme. maxSockets stays unlimited on purpose: a queued proxy
// request would get its socket (and so its body, written on the proxyReq event) only after
// http-proxy has already ended it.
const httpAgent = new http.Agent({ keepAlive: true });
const httpsAgent = new https.Agent({ keepAlive: true });

interface Pending extends Attempt {
  base: string;
  path: string;
  resolve(answer: RawAnswer): void;
  reject(failure: TransportFailure): void;
  answered: boolean;
  settled: boolean;
}

export type ProxyTransport = (req: Request, res: Response, attempt: Attempt & { base: string; path: string }) => Promise<RawAnswer>;

export function createProxyTransport(): ProxyTransport {
  const pending = new WeakMap<IncomingMessage, Pending>();

  function settle(p: Pending, outcome: { answer: RawAnswer } | { error: unknown }): void {
    if (p.settled) return;
    p.settled = true;
    if ('answer' in outcome) p.resolve(outcome.answer);
    else p.reject(outcome.error instanceof TransportFailure ? outcome.error : new TransportFailure(!p.answered, outcome.error));
  }

  const plugin: Plugin<Request, Response> = (proxy) => {
    proxy.on('proxyReq', (proxyReq: ClientRequest, req: Request) => {
      const p = pending.get(req);
      if (!p) return void proxyReq.destroy(new Error('no proxy plan'));
      // An exception here would escape http-proxy's emitter and end the process: the one
      // request fails (502) instead. upstreamHeaders already dropped unsendable values.
      try {
        // Only what the BFF decided goes upstream; Host stays, Node needs it on the wire.
        for (const name of proxyReq.getHeaderNames()) if (name !== 'host') proxyReq.removeHeader(name);
        for (const [name, value] of Object.entries(p.headers)) proxyReq.setHeader(name, value);
        proxyReq.setHeader('content-length', Buffer.byteLength(p.payload));
        proxyReq.write(p.payload);
      } catch (err) {
        proxyReq.destroy(err instanceof Error ? err : new Error(String(err)));
        settle(p, { error: new TransportFailure(true, err) });
        return;
      }
      const stop = () => {
        proxyReq.destroy(p.signal.reason instanceof Error ? p.signal.reason : new Error('aborted'));
        settle(p, { error: p.signal.reason });
      };
      if (p.signal.aborted) return stop();
      p.signal.addEventListener('abort', stop, { once: true });
      proxyReq.once('close', () => p.signal.removeEventListener('abort', stop));
    });

    proxy.on('proxyRes', (proxyRes: IncomingMessage, req: Request) => {
      const p = pending.get(req);
      if (!p) return void proxyRes.resume();
      p.answered = true;
      const chunks: Buffer[] = [];
      proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
      proxyRes.on('error', (err) => settle(p, { error: err }));
      // 'close' without a complete message: the upstream hung up mid-answer.
      proxyRes.on('close', () => {
        if (!proxyRes.complete) settle(p, { error: new Error('upstream response incomplete') });
      });
      proxyRes.on('end', () => settle(p, { answer: { status: proxyRes.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') } }));
    });

    proxy.on('error', (err: Error, req: Request) => {
      const p = pending.get(req);
      if (p) settle(p, { error: err });
    });
  };

  const make = (agent: http.Agent) =>
    createProxyMiddleware<Request, Response>({
      router: (req) => pending.get(req)?.base,
      pathRewrite: (_path, req) => pending.get(req)?.path,
      changeOrigin: true,
      selfHandleResponse: true,
      agent,
      // Own handlers only: the default error plugin answers in text/plain with the target URL.
      ejectPlugins: true,
      plugins: [plugin],
    });
  const viaHttp = make(httpAgent);
  const viaHttps = make(httpsAgent);

  return (req, res, attempt) =>
    new Promise<RawAnswer>((resolve, reject) => {
      // One entry per attempt: a retry replaces the previous, settled one.
      const p: Pending = { ...attempt, resolve, reject, answered: false, settled: false };
      pending.set(req, p);
      const middleware = attempt.base.startsWith('https:') ? viaHttps : viaHttp;
      void middleware(req, res, (err?: unknown) => settle(p, { error: err ?? new Error('proxy did not run') }));
    });
}
