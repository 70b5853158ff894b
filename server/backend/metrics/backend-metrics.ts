import type Database from 'better-sqlite3';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { callNames } from '../../../shared/contract/registry';
import type { Db } from '../db/open-database';
import { registerBuildInfo, type BuildInfo } from './build-info';
import { collectNodeMetrics } from './node-metrics';
import { statementName } from './statement-name';

// The backend's metrics, in a Registry of its own: served on BACKEND_METRICS_PORT by the
// standalone backend, or beside the BFF's on METRICS_PORT when embedded (docs/decisions/039).
// Names start with `backend_`, so both registries merge into one scrape without clashing.
// Modules reach it through their store (metricsOf(db)): one store, one backend, one registry.

const CALL_NAMES = new Set<string>(callNames);
/** Queries faster than this are not observed: the metric is about the slow ones. */
export const SLOW_QUERY_MS = 5;

export interface BackendMetrics {
  registry: Registry;
  call(name: string, seconds: number, status: number): void;
  slowQuery(statement: string, seconds: number): void;
  mailQueued(): void;
  orderPlaced(): void;
  consoleAction(action: string): void;
}

export interface BackendMetricsOptions {
  build: BuildInfo;
  /** Node's own collectors: only when the backend is its own process. */
  defaults: boolean;
}

const statusClass = (status: number) => (status >= 200 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');
/** The console's audit actions ('order.ship', 'product.update'): the code's own, checked for shape. */
const ACTION = /^[a-z][a-z-]{0,30}\.[a-z][a-z-]{0,30}$/;

export function createBackendMetrics(o: BackendMetricsOptions): BackendMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (o.defaults) collectNodeMetrics(registry);
  if (o.defaults) registerBuildInfo(registry, o.build);
  const buckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
  const calls = new Histogram({
    name: 'backend_call_duration_seconds',
    help: 'Contract calls answered by the backend, by call name and status class',
    labelNames: ['call', 'status_class'] as const,
    buckets,
    registers,
  });
  const slow = new Histogram({
    name: 'backend_sqlite_slow_query_duration_seconds',
    help: `SQLite statements slower than ${SLOW_QUERY_MS} ms, by statement (verb:table)`,
    labelNames: ['statement'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const mails = new Counter({ name: 'backend_outbox_queued_total', help: 'Mails put in the outbox', registers });
  const orders = new Counter({
    name: 'backend_orders_placed_total',
    help: 'Orders placed (replays not counted)',
    registers,
  });
  const actions = new Counter({
    name: 'backend_console_actions_total',
    help: 'Changes made in the operator console, by audit action',
    labelNames: ['action'] as const,
    registers,
  });
  return {
    registry,
    call: (name, seconds, status) =>
      calls.observe({ call: CALL_NAMES.has(name) ? name : 'unknown', status_class: statusClass(status) }, seconds),
    slowQuery: (statement, seconds) => slow.observe({ statement }, seconds),
    mailQueued: () => mails.inc(),
    orderPlaced: () => orders.inc(),
    consoleAction: (action) => actions.inc({ action: ACTION.test(action) ? action : 'other' }),
  };
}

const attached = new WeakMap<Db, BackendMetrics>();

/** The metrics the store's backend reports to; none for a store opened without them (tests, scripts). */
export function metricsOf(db: Db): BackendMetrics | undefined {
  return attached.get(db);
}

/**
 * Reports to `metrics` from this store on: its slow statements (statements.ts asks
 * timedStatement for each statement it prepares) and the outbox's size at each scrape. Call it
 * before the first query, so no statement is prepared untimed.
 */
export function attachBackendMetrics(db: Db, metrics: BackendMetrics): void {
  attached.set(db, metrics);
  new Gauge({
    name: 'backend_outbox_pending',
    help: 'Mails in the outbox (the embedded backend keeps them; a mail service would drain it)',
    registers: [metrics.registry],
    collect() {
      if (!db.open) return;
      this.set((db.prepare('SELECT COUNT(*) AS n FROM emails').get() as { n: number }).n);
    },
  });
}

const TIMED = new Set(['run', 'get', 'all']);

/** The statement, its run/get/all timed when the store reports metrics; as it is otherwise. */
export function timedStatement(db: Db, text: string, stmt: Database.Statement): Database.Statement {
  const metrics = attached.get(db);
  if (!metrics) return stmt;
  const name = statementName(text);
  // Made once per statement and property: a query pays for a lookup and a clock read, no closure.
  const made = new Map<string | symbol, unknown>();
  return new Proxy(stmt, {
    get(target, prop) {
      if (made.has(prop)) return made.get(prop);
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const fn = value as (...a: unknown[]) => unknown;
      const wrapped =
        typeof prop === 'string' && TIMED.has(prop)
          ? (...args: unknown[]) => {
              const started = performance.now();
              try {
                return fn.apply(target, args);
              } finally {
                const ms = performance.now() - started;
                if (ms >= SLOW_QUERY_MS) metrics.slowQuery(name, ms / 1000);
              }
            }
          : fn.bind(target);
      made.set(prop, wrapped);
      return wrapped;
    },
  });
}
