import express, { type Request, type RequestHandler, type Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  MAX_REVALIDATE_BODY_BYTES,
  RevalidateBody,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type RevalidateAnswer,
} from '../../shared/contract/revalidate';
import { SIGNATURE_MESSAGES, verifyRevalidate } from '../../shared/contract/revalidate-signature';
import { issueProblem } from '../../shared/contract/validation-issue';
import type { CacheLayer } from '../cache/cache-layer';
import { PERSONAL_NO_STORE } from '../http/cache-control';
import { loggerFor, sendFailure, sendJson, type ApiLogger } from './api-response';
import { addressKey } from './throttle/throttle-keys';
import type { Limit } from './throttle/throttle-limits';

// POST /api/revalidate: a change event from the backend (or an external upstream) names the
// tags that changed; this replica purges them (and the Redis fan-out, listening on the cache
// layer, tells the others). Server to server: no browser same-origin rule, no cookies read, no
// session or cart. Instead, in this order: the flood limit per address, the signature over the
// raw bytes (before anything parses them), the body's shape; only then the purge.

const CALL = 'revalidate';

/** Senders coalesce their changes: a few requests a second per address is already a lot. */
export const REVALIDATE_LIMIT: Limit = { points: 300, windowSeconds: 60, blockSeconds: 60 };

export interface RevalidateEndpointOptions {
  /** REVALIDATE_SECRET; null: every request is refused with 401. */
  secret: string | null;
  cache: Pick<CacheLayer, 'purgeTags'>;
  logger: ApiLogger;
  /** Milliseconds since the epoch (tests move the clock). */
  now?: () => number;
  limit?: Limit;
}

const NOT_CONFIGURED = 'Revalidation is not configured on this storefront (REVALIDATE_SECRET)';

export function createRevalidateEndpoint(o: RevalidateEndpointOptions): RequestHandler {
  const now = o.now ?? Date.now;
  const l = o.limit ?? REVALIDATE_LIMIT;
  const flood = new RateLimiterMemory({
    keyPrefix: CALL,
    points: l.points,
    duration: l.windowSeconds,
    blockDuration: l.blockSeconds,
  });
  const parseRaw = express.raw({ type: () => true, limit: MAX_REVALIDATE_BODY_BYTES });
  const readRaw = (req: Request, res: Response) =>
    new Promise<{ ok: true; body: Buffer } | { ok: false; status: number }>((resolve) => {
      parseRaw(req, res, (err?: unknown) => {
        if (err) {
          const status = (err as { status?: unknown }).status;
          resolve({ ok: false, status: typeof status === 'number' && status < 500 ? status : 400 });
        } else resolve({ ok: true, body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0) });
      });
    });
  const refuse = (req: Request, res: Response, status: number, error: string, detail?: Record<string, unknown>) =>
    sendFailure(req, res, o.logger, status, { error }, { call: CALL, ...(detail && { detail }) });

  return async (req, res) => {
    res.set('cache-control', PERSONAL_NO_STORE);
    if (req.method !== 'POST') {
      res.set('allow', 'POST');
      return refuse(req, res, 405, 'Method not allowed');
    }
    try {
      await flood.consume(addressKey(req.ip));
    } catch (refusal) {
      const seconds = refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
      res.set('retry-after', String(seconds));
      return refuse(req, res, 429, `Too many revalidation requests: try again in ${seconds} s`);
    }
    if (o.secret === null) return refuse(req, res, 401, NOT_CONFIGURED);
    const raw = await readRaw(req, res);
    if (!raw.ok) return refuse(req, res, raw.status, raw.status === 413 ? 'Body too large' : 'Unreadable body');
    const check = await verifyRevalidate(
      o.secret,
      { timestamp: req.get(TIMESTAMP_HEADER), signature: req.get(SIGNATURE_HEADER), body: raw.body },
      now() / 1000,
    );
    if (!check.ok) return refuse(req, res, 401, SIGNATURE_MESSAGES[check.problem], { problem: check.problem });
    const json = parseJson(raw.body);
    if (!json.ok)
      return sendFailure(req, res, o.logger, 400, { field: 'body', error: 'body: must be JSON' }, { call: CALL });
    const parsed = RevalidateBody.safeParse(json.value);
    if (!parsed.success) {
      return sendFailure(req, res, o.logger, 400, issueProblem(parsed.error), { call: CALL });
    }
    // Unknown tags are no error: nothing carries them, so they forget nothing.
    const event = o.cache.purgeTags(parsed.data.tags);
    loggerFor(req, o.logger).info({ tags: event.tags, forgotten: event.forgotten }, 'change event: caches purged');
    const answer: RevalidateAnswer = { purged: [...event.tags], forgotten: event.forgotten };
    sendJson(res, 200, answer);
  };
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}
