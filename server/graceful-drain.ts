import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

// Graceful drain of one HTTP server. Once draining: no new
// connections, every response not yet started says `Connection: close` (Node then closes the
// socket after it), and upgraded sockets (Vite's hot reload) are closed at once. A kept-alive
// socket that is idle is closed only once it has been idle for IDLE_GRACE_MS. Closing an idle
// socket always races a balancer writing its next request on it, and a POST lost that way is
// never resent (nginx answers 502: a cart change fails). So the grace is longer than the
// balancer's own idle timeout (nginx: 4 s, deploy/nginx.conf): the balancer closes its idle
// connections first, and the drain's own close is left for clients that keep theirs longer.
// Under traffic the balancer reuses its recent connections first, each gets its
// `Connection: close` answer and goes away. Node's server.close() would close every idle
// socket at once, so the listener is closed with net.Server's close().

/** How long a kept-alive socket must have been idle before a drain closes it. */
export const IDLE_GRACE_MS = 5_000;

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
export function createDrain(server: Server, idleGraceMs = IDLE_GRACE_MS): Drain {
  const inFlight = new Set<ServerResponse>();
  const upgraded = new Set<Duplex>();
  const sockets = new Set<Socket>();
  /** Responses in flight per socket, and since when each socket has had none. */
  const busy = new Map<Socket, number>();
  const idleSince = new Map<Socket, number>();
  let draining = false;
  let closed: Promise<void> | null = null;

  server.prependListener('connection', (socket: Socket) => {
    sockets.add(socket);
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      sockets.delete(socket);
      busy.delete(socket);
      idleSince.delete(socket);
    });
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    inFlight.add(res);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else {
        busy.delete(socket);
        idleSince.set(socket, Date.now());
      }
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

  /** Closes the sockets idle for the whole grace. */
  const sweep = () => {
    const now = Date.now();
    for (const socket of sockets) {
      if (!busy.has(socket) && now - (idleSince.get(socket) ?? now) >= idleGraceMs) socket.destroy();
    }
  };

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
        // net.Server's close: stop accepting; the callback runs once every connection has ended.
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const res of inFlight) closeAfter(res);
      for (const socket of upgraded) socket.destroy();
      const timer = setInterval(sweep, Math.max(20, Math.min(250, idleGraceMs / 4)));
      timer.unref();
      void closed.then(() => clearInterval(timer));
      return closed;
    },
  };
}
