import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleStartOptions } from '../backend-env';
import type { ChangeEvents } from '../changes/change-events';
import type { MailListener } from '../customers/outbox';
import type { Db } from '../db/open-database';
import type { ConsoleDeps } from './console-feature';
import { CONSOLE_FEATURES, createConsoleApp } from './console-app';
import { firstOwnerLink } from './staff/one-time-links';

// The console's own HTTP server beside the backend's (server/backend/start.ts). A console port
// already taken does not stop the shop: shoppers keep being served and the reason is reported.

export interface RunningConsole {
  url: string;
  /** On a store with no staff: the one-time link that creates the first owner; else null. */
  firstOwnerLink: string | null;
  close(): Promise<void>;
}

export interface StartConsoleInput {
  options: ConsoleStartOptions;
  db: Db;
  changes: ChangeEvents;
  siteUrl: string;
  linkSecret: string;
  onMail?: MailListener | undefined;
  /** sizes back on sale (the stock alerts' mails) */
  onBackInStock?: ConsoleDeps['onBackInStock'];
}

export async function startConsole(input: StartConsoleInput): Promise<RunningConsole | { error: string }> {
  const { options } = input;
  const server: Server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      error:
        code === 'EADDRINUSE'
          ? `port ${options.port} is in use (set CONSOLE_PORT to another port, or off)`
          : `cannot listen on ${options.host}:${options.port} (${code ?? (err as Error).message})`,
    };
  }
  const { port } = server.address() as AddressInfo;
  const url = options.url ?? `http://localhost:${port}`;
  const now = () => new Date();
  const app = createConsoleApp({
    deps: {
      db: input.db,
      now,
      changes: input.changes,
      siteUrl: input.siteUrl,
      linkSecret: input.linkSecret,
      onMail: input.onMail,
      onBackInStock: input.onBackInStock,
      imageSourceHosts: options.imageSourceHosts,
    },
    require2fa: options.require2fa,
    secureCookie: url.startsWith('https://'),
    consoleUrl: url,
    lowStockThreshold: options.lowStockThreshold,
    features: CONSOLE_FEATURES,
  });
  server.on('request', app);
  return {
    url,
    firstOwnerLink: firstOwnerLink(input.db, url, now()),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
