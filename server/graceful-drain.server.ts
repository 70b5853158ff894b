import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

// Graceful drain of one HTTP server (issue 9, item 8). Node's server.close() stops accepting
// and closes the connections idle at that moment, but a kept-alive socket that finishes its
// response afterwards stays open for keepAliveTimeout (65 s), so close() never completes.
// Once draining: every response not yet started says `Connection: close` (Node then closes
// the socket after it), a socket whose response had already started is closed as soon as it
// goes idle, and upgraded sockets (Vite's hot reload) are closed at once.

export interface Drain {
  /** True once start() was called: readiness answers 503 (server/http/ops.ts). */
  readonly draining: boolean;
  /** Requests whose response has not finished. */
  readonly inFlight: number;
  /** Stops accepting and resolves when every connection has closed. Idempotent. */
  start(): Promise<void>;
}

/** Marks a response as the last on its connection, unless its headers are already out. */
function closeAfter(res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  // A proxy copying its upstream's `Connection: keep-alive` must not undo it: writeHead and
  // setHeader both end up here, so one guard covers both.
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase() === 'connection' ? res : setHeader(name, value));
}

/** Attach before the app's request listener, so drained responses are marked before they start. */
export function createDrain(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  const upgraded = new Set<Duplex>();
  let draining = false;
  let closed: Promise<void> | null = null;

  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());

  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) closeIdleSoon();
    });
  });
  server.prependListener('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    if (draining) {
      socket.destroy();
      return;
    }
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight.size;
    },
    start() {
      if (closed) return closed;
      draining = true;
      closed = new Promise<void>((resolve) => {
        server.close(() => resolve());
      });
      for (const res of inFlight) closeAfter(res);
      for (const socket of upgraded) socket.destroy();
      server.closeIdleConnections();
      return closed;
    },
  };
}
