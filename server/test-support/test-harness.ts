import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express, { type Express, type RequestHandler } from 'express';
import pino from 'pino';
import type { AfterCartChange, ApiConfig } from '../api/call-context';
import { createCallPipeline } from '../api/call-pipeline';
import { createApiRouter } from '../api/router';
import { CART_CALL_HANDLERS } from '../cart/cart-handlers';
import { createThrottle, type Throttle } from '../api/throttle/throttle';
import { fillCartId } from '../cart/cart-id';
import { requestContext } from '../http/request-context';
import { createUpstream, type UpstreamOptions } from '../upstream/upstream-client';
import type { UpstreamTargets } from '../upstream/upstream-targets';

// Test-only helpers for the /api integration tests: the BFF app around the router, a tap that
// records what reaches the upstream, and servers for upstream failures. Never imported by the app.

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function listen(app: http.RequestListener): Promise<Running & { server: http.Server }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  status?: number;
  call?: string;
  [key: string]: unknown;
}

/** A pino logger that keeps its lines in memory. */
export function memoryLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

export interface TestAppOptions {
  /** Base URL for both services (the embedded backend serves both). */
  upstreamUrl: string;
  /** Other targets than upstreamUrl for both (two hosts). */
  targets?: UpstreamTargets;
  /** fetch for every upstream call (instrumentation). */
  fetchImpl?: UpstreamOptions['fetchImpl'];
  upstreamTimeoutMs?: number;
  siteUrl?: string;
  isProduction?: boolean;
  afterCartChange?: AfterCartChange;
  /** The throttle of the account calls; a fresh in-memory one with the real limits by default. */
  throttle?: Throttle;
}

/**
 * The /api part of the BFF, composed as server/app.ts composes it: request id, the request
 * context, then the router around the call pipeline. Gift rules only when a test gives them.
 */
export function createTestApp(options: TestAppOptions) {
  const { logger, lines } = memoryLogger();
  const config: ApiConfig = {
    isProduction: options.isProduction ?? false,
    siteUrl: options.siteUrl ?? 'http://shop.test',
  };
  const upstream = createUpstream({
    targets: options.targets ?? { ecomUrl: options.upstreamUrl, cmsUrl: options.upstreamUrl },
    timeoutMs: options.upstreamTimeoutMs ?? 5_000,
    fillInput: (call, input, request) => fillCartId(call, input, request.cartId),
    ...(options.fetchImpl && { fetchImpl: options.fetchImpl }),
  });
  const app: Express = express();
  app.set('trust proxy', 'loopback');
  let counter = 0;
  const requestId: RequestHandler = (req, _res, next) => {
    (req as typeof req & { id: string }).id = `req-${++counter}`;
    next();
  };
  app.use(requestId);
  const throttle = options.throttle ?? createThrottle({ logger });
  app.use(requestContext({ cookies: config, upstream, logger }));
  const pipeline = createCallPipeline({
    config,
    logger,
    throttle,
    cartHandlers: CART_CALL_HANDLERS,
    ...(options.afterCartChange && { afterCartChange: options.afterCartChange }),
  });
  app.use(createApiRouter(pipeline));
  return { app, config, upstream, lines };
}

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Sits between the BFF and the real backend and remembers every request it passes on. */
export async function startRecordingTap(targetUrl: string): Promise<Running & { requests: RecordedRequest[] }> {
  const requests: RecordedRequest[] = [];
  const app = express();
  app.use(express.text({ type: () => true, limit: '1mb' }));
  app.use(async (req, res) => {
    const text = typeof req.body === 'string' ? req.body : '';
    requests.push({ path: req.path, headers: req.headers, body: text ? JSON.parse(text) : undefined });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
    }
    const answer = await fetch(targetUrl + req.originalUrl, { method: req.method, headers, body: text || undefined });
    res
      .status(answer.status)
      .type('application/json')
      .send(await answer.text());
  });
  const running = await listen(app);
  return { ...running, requests };
}

/** An upstream that answers every request with the given handler (slow, failing...). */
export async function startFakeUpstream(handler: RequestHandler): Promise<Running> {
  const app = express();
  app.use(handler);
  return listen(app);
}

/** A URL where nothing listens: a server is started, its port noted, and closed. */
export async function closedPortUrl(): Promise<string> {
  const running = await listen((_req, res) => res.end());
  await running.close();
  return running.url;
}
