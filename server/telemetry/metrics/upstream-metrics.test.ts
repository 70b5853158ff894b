import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../shared/contract/registry';
import type { CallDef } from '../../../shared/contract/define';
import { startFakeUpstream, type Running } from '../../test-support/test-harness';
import { createUpstream } from '../../upstream/upstream-client';
import { createBffMetrics } from './bff-metrics';

// The upstream client's outcomes as the metrics count them, against a fake upstream on
// loopback that answers as told: ok, a 503 retried, a 404, a 500 retried, a timeout.

const announcements = { announcements: [{ id: 'a1', text: 'hi', url: null, startsAt: null, endsAt: null }] };
const ok: RequestHandler = (_req, res) => void res.json(announcements);
const status =
  (code: number): RequestHandler =>
  (_req, res) =>
    void res.status(code).json({ error: 'no' });
/** The first request fails with `code`, the next ones answer. */
function onceThen(code: number): RequestHandler {
  let first = true;
  return (req, res, next) => {
    if (!first) return ok(req, res, next);
    first = false;
    status(code)(req, res, next);
  };
}
const never: RequestHandler = () => undefined;

let behave: RequestHandler = ok;
let upstream: Running;
beforeAll(async () => {
  upstream = await startFakeUpstream((req, res, next) => behave(req, res, next));
});
afterAll(() => upstream.close());

describe('upstream metrics', () => {
  it.each([
    ['an answer', ok, { ok: 1 }],
    ['a 503, retried, then an answer', onceThen(503), { retried: 1, ok: 1 }],
    ['a 404', status(404), { '4xx': 1 }],
    ['a 500, retried, and a 500 again', status(500), { retried: 1, '5xx': 1 }],
    ['no answer within the deadline', never, { timeout: 1 }],
  ] as const)('%s', async (_name, handler, expected) => {
    behave = handler;
    const metrics = createBffMetrics({ build: { version: '1', commit: 'c' }, defaults: false });
    const up = createUpstream({
      targets: { ecomUrl: upstream.url, cmsUrl: upstream.url },
      timeoutMs: 300,
      metrics: metrics.upstream,
    });
    await up
      .client()
      .send(calls['get-announcements'] as CallDef, {}, { fresh: true })
      .catch(() => undefined);
    const text = await metrics.registry.metrics();
    const seen: Record<string, number> = {};
    for (const m of text.matchAll(/^upstream_requests_total\{call="get-announcements",outcome="([^"]+)"\} (\d+)$/gm))
      seen[m[1]!] = Number(m[2]);
    expect(seen).toEqual(expected);
    expect(text).toMatch(/^upstream_request_duration_seconds_count\{call="get-announcements"\} 1$/m);
  });
});
