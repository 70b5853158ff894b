import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createBackendApp } from './app';
import { warmAssets } from './assets/asset-store';
import type { ConsoleStartOptions } from './backend-env';
import { createChangeEvents, type ChangeEvents } from './changes/change-events';
import { startConsole, type RunningConsole } from './console/start-console';
import { startPostSchedule } from './console/content/post-schedule';
import type { MailListener } from './customers/outbox';
import { openDatabase, type Db } from './db/open-database';
import { seedData } from './seed/seed-data';
import { seedIfEmpty } from './seed/seed';
import type { SeedBundle } from './seed/seed-bundle';
import type { RedirectEntry } from '../../shared/routes/redirects';
import { seedRedirectsOnce } from './console/redirects/redirect-store';
import { attachBackendMetrics, type BackendMetrics } from './metrics/backend-metrics';
import { restocked, startRestockSchedule, type RestockDeps } from './stock-alerts/restock-mailer';
import { DEFAULT_BACK_IN_STOCK_FACTOR } from './stock-alerts/restock-batch';

export interface StartBackendOptions {
  /** ':memory:' for a private throw-away store (tests); else the folder of store.db */
  dataDir: string;
  port: number;
  host?: string;
  secret: string;
  siteUrl: string;
  assetsDir?: string;
  /** ASSET_DRAWINGS_DIR: pictures other stores on this machine drew, kept and read by content */
  drawingsDir?: string;
  /** told of every mail put in the outbox (boot: a log line in development) */
  onMail?: MailListener;
  /** what an empty store is seeded with; the readable seed files by default */
  seed?: SeedBundle;
  /** render the pictures not rendered yet in the background (default: for a store on disk) */
  warmAssets?: boolean;
  /** the redirect table's first rows (the operator's file), written once into an empty store's table */
  redirectSeed?: readonly RedirectEntry[];
  /** the operator console beside the backend (CONSOLE_*); none when absent */
  console?: ConsoleStartOptions | null;
  /** where the store's calls, slow queries, orders and console actions are counted; none when absent */
  metrics?: BackendMetrics;
}

export interface RunningBackend {
  url: string;
  /** the open store (the process's own tools and tests read and write it beside the backend) */
  db: Db;
  /** what changed in the store, as cache tags (the console's actions emit here) */
  changes: ChangeEvents;
  /** the operator console, when asked for and started */
  console: RunningConsole | null;
  /** why the console asked for did not start (its port taken…); null otherwise */
  consoleError: string | null;
  close(): Promise<void>;
}

/** Opens (and if empty seeds) the store and serves the backend on loopback by default. */
export async function startBackend(options: StartBackendOptions): Promise<RunningBackend> {
  const db = openDatabase(options.dataDir === ':memory:' ? ':memory:' : join(options.dataDir, 'store.db'));
  // before the seed's first statement, so every statement is prepared timed
  if (options.metrics) attachBackendMetrics(db, options.metrics);
  seedIfEmpty(db, options.seed ?? seedData, { links: { secret: options.secret, siteUrl: options.siteUrl } });
  if (options.redirectSeed) seedRedirectsOnce(db, options.redirectSeed, new Date());
  const app = createBackendApp({
    db,
    secret: options.secret,
    siteUrl: options.siteUrl,
    ...(options.assetsDir && { assetsDir: options.assetsDir }),
    ...(options.drawingsDir && { drawingsDir: options.drawingsDir }),
    ...(options.onMail && { onMail: options.onMail }),
  });
  const host = options.host ?? '127.0.0.1';
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const changes = createChangeEvents();
  const stopSchedule = startPostSchedule({ db, now: () => new Date(), changes });
  // stock alerts: a first batch at each restock, the later ones on an hourly timer
  const restock: RestockDeps = {
    db,
    now: () => new Date(),
    siteUrl: options.siteUrl,
    secret: options.secret,
    factor: options.console?.backInStockFactor ?? DEFAULT_BACK_IN_STOCK_FACTOR,
    onMail: options.onMail,
  };
  const stopRestocks = startRestockSchedule(restock);
  const consoleStarted = options.console
    ? await startConsole({
        options: options.console,
        db,
        changes,
        siteUrl: options.siteUrl,
        linkSecret: options.secret,
        onMail: options.onMail,
        onBackInStock: (variants) => {
          try {
            restocked(restock, variants);
          } catch (err) {
            // the stock change is saved; the hourly round retries what is due
            console.error('[back-in-stock]', err);
          }
        },
      })
    : null;
  const running = consoleStarted && 'url' in consoleStarted ? consoleStarted : null;
  // A throw-away store (tests) renders only what is asked for.
  const warming = new AbortController();
  const warmed =
    (options.warmAssets ?? options.dataDir !== ':memory:')
      ? warmAssets(db, warming.signal, options.drawingsDir)
      : Promise.resolve(0);
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${port}`,
    db,
    changes,
    console: running,
    consoleError: consoleStarted && 'error' in consoleStarted ? consoleStarted.error : null,
    close: async () => {
      warming.abort();
      stopSchedule();
      stopRestocks();
      await running?.close();
      // the render under way finishes before the store closes under it
      await warmed.catch(() => 0);
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => {
          db.close();
          if (err) reject(err);
          else resolve();
        });
      });
    },
  };
}
