import express, { type Request, type RequestHandler, type Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MAX_RUM_BODY_BYTES } from '../../shared/contract/rum';
import { PERSONAL_NO_STORE } from '../http/cache-control';
import type { RumRecorder } from '../telemetry/metrics/rum-metrics';
import { sendFailure, type ApiLogger } from './api-response';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from './csrf';
import { parseRumBeacon } from './rum-beacon';
import { addressKey } from './throttle/throttle-keys';
import type { Limit } from './throttle/throttle-limits';

// POST /api/rum: a page's Web Vitals (navigator.sendBeacon). In this order: POST, same origin,
// the flood limit per client address, at most 2 KB read, the beacon's shape (shared/contract/
// rum.ts); then each metric is observed and the answer is 204. No cookie, session or upstream
// is touched. Every refusal is counted (outcome="refused") and answered with its reason.

const CALL = 'rum';

/**
 * A page view sends one or two beacons (hidden, then maybe hidden again after a return); a
 * shop's worth of shoppers behind one office address stays far below this.
 */
export const RUM_LIMIT: Limit = { points: 120, windowSeconds: 60, blockSeconds: 60 };

/** sendBeacon with a string sends text/plain; a Blob or fetch may say application/json. */
const BEACON_TYPES = new Set(['text/plain', 'application/json']);

export interface RumEndpointOptions {
  siteUrl: string;
  logger: ApiLogger;
  /** Where accepted beacons are observed; without it they are validated and dropped. */
  metrics?: RumRecorder;
  limit?: Limit;
}

export function createRumEndpoint(o: RumEndpointOptions): RequestHandler {
  const l = o.limit ?? RUM_LIMIT;
  const flood = new RateLimiterMemory({
    keyPrefix: CALL,
    points: l.points,
    duration: l.windowSeconds,
    blockDuration: l.blockSeconds,
  });
  const parseRaw = express.raw({ type: () => true, limit: MAX_RUM_BODY_BYTES, inflate: false });
  const readRaw = (req: Request, res: Response) =>
    new Promise<{ ok: true; body: Buffer } | { ok: false; status: number }>((resolve) => {
      parseRaw(req, res, (err?: unknown) => {
        if (err) {
          const status = (err as { status?: unknown }).status;
          resolve({ ok: false, status: typeof status === 'number' && status < 500 ? status : 400 });
        } else resolve({ ok: true, body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0) });
      });
    });
  const refuse = (req: Request, res: Response, status: number, body: { error: string; field?: string }) => {
    o.metrics?.refused();
    sendFailure(req, res, o.logger, status, body, { call: CALL });
  };

  return async (req, res) => {
    res.set('cache-control', PERSONAL_NO_STORE);
    if (req.method !== 'POST') {
      res.set('allow', 'POST');
      return refuse(req, res, 405, { error: 'Method not allowed' });
    }
    if (isCrossSiteRequest(req, o.siteUrl)) return refuse(req, res, 403, { error: CROSS_SITE_MESSAGE });
    try {
      await flood.consume(addressKey(req.ip));
    } catch (refusal) {
      const seconds = refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
      res.set('retry-after', String(seconds));
      return refuse(req, res, 429, { error: `Too many Web Vitals beacons: try again in ${seconds} s` });
    }
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!BEACON_TYPES.has(type))
      return refuse(req, res, 415, { error: 'Content-Type must be text/plain or application/json' });
    const raw = await readRaw(req, res);
    if (!raw.ok) {
      const error = raw.status === 413 ? `Request body is larger than ${MAX_RUM_BODY_BYTES} bytes` : 'Unreadable body';
      return refuse(req, res, raw.status, { error });
    }
    const parsed = parseRumBeacon(raw.body);
    if (!parsed.ok) return refuse(req, res, parsed.problem.status, parsed.problem);
    o.metrics?.beacon(parsed.beacon);
    res.status(204).end();
  };
}
