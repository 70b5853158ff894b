import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../console/audit/audit-trail';
import { queueEmail } from '../customers/outbox';
import { openDatabase } from '../db/open-database';
import { sql } from '../db/statements';
import { attachBackendMetrics, createBackendMetrics, SLOW_QUERY_MS } from './backend-metrics';

const build = { version: '1.0.0', commit: 'abc' };

describe('backend metrics of a store', () => {
  it('times slow statements by verb and table, counts mails and console actions, reads the outbox size', async () => {
    const db = openDatabase(':memory:');
    const metrics = createBackendMetrics({ build, defaults: false });
    attachBackendMetrics(db, metrics);
    // fast: not observed
    sql(db, 'SELECT 1 AS one FROM schema_migrations LIMIT 1').get();
    // slow enough on any machine: a recursive count into the millions
    const slow = sql(
      db,
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT COUNT(*) AS c FROM n',
    );
    const started = performance.now();
    expect((slow.get() as { c: number }).c).toBe(3_000_000);
    expect(performance.now() - started).toBeGreaterThan(SLOW_QUERY_MS);
    queueEmail(db, 'a@example.com', 'Hello', 'secret body https://x.test/reset?token=t', new Date());
    recordAudit(
      db,
      { id: null, email: 'owner@example.com' },
      { action: 'order.ship', entity: 'order', entityId: 1 },
      new Date(),
    );
    recordAudit(
      db,
      { id: null, email: 'owner@example.com' },
      { action: 'Forged Action!', entity: 'x', entityId: 2 },
      new Date(),
    );

    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^backend_sqlite_slow_query_duration_seconds_count\{statement="with:n"\} 1$/m);
    expect(text).not.toMatch(/statement="select:schema_migrations"/);
    expect(text).not.toContain('RECURSIVE');
    expect(text).toMatch(/^backend_outbox_queued_total 1$/m);
    expect(text).toMatch(/^backend_outbox_pending 1$/m);
    expect(text).toMatch(/^backend_console_actions_total\{action="order.ship"\} 1$/m);
    expect(text).toMatch(/^backend_console_actions_total\{action="other"\} 1$/m);
    expect(text).not.toContain('owner@example.com');
    db.close();
  });

  it('a store opened without metrics prepares plain statements', () => {
    const db = openDatabase(':memory:');
    const stmt = sql(db, 'SELECT 1 AS one');
    expect(stmt.constructor.name).toBe('Statement');
    expect(stmt.get()).toEqual({ one: 1 });
    db.close();
  });
});

describe('npm run backend', () => {
  it(
    'serves its own /metrics on BACKEND_METRICS_PORT with its calls, Node’s collectors and build_info',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'backend-metrics-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/backend/standalone.ts'], {
        cwd: process.cwd(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          BACKEND_HOST: '127.0.0.1',
          BACKEND_PORT: '0',
          BACKEND_METRICS_PORT: '0',
          CONSOLE_PORT: 'off',
          DATA_DIR: dir,
          BUILD_COMMIT: 'feedbeef',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      try {
        const deadline = Date.now() + 50_000;
        while (!/metrics on (\S+)/.test(output) && Date.now() < deadline && child.exitCode === null) {
          await new Promise((r) => setTimeout(r, 100));
        }
        const metricsUrl = /metrics on (\S+)/.exec(output)?.[1];
        const backendUrl = /backend listening on (\S+)/.exec(output)?.[1];
        expect(metricsUrl, output).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
        const answer = await fetch(`${backendUrl}/api/ecom/v1.0/get-all-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(answer.status).toBe(200);
        expect((await fetch(`${backendUrl}/metrics`)).status).toBe(404);
        const text = await (await fetch(metricsUrl!)).text();
        expect(text).toMatch(/^backend_call_duration_seconds_count\{call="get-all-products",status_class="2xx"\} 1$/m);
        expect(text).toMatch(/^build_info\{version="[^"]+",commit="feedbeef"\} 1$/m);
        expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
        expect(text).toContain('# TYPE nodejs_eventloop_utilization gauge');
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
