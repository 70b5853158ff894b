import { readFileSync } from 'node:fs';
import net from 'node:net';

// Ports for the topology's processes, picked below the kernel's ephemeral range. A replica is
// stopped and started again on the same ports; a port from listen(0) is an ephemeral one, which
// an outgoing connection (the load, Redis, the upstream pool) may hold as its source port by the
// time the replica restarts, and its metrics server then cannot listen.

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
/** Below this are the well-known and commonly configured service ports. */
const LOWEST = 20_000;

/** The range to pick from: [LOWEST, the ephemeral range's start), given that range's text. */
export function pickRange(ephemeral: string | null): { low: number; high: number } {
  const start = Number(ephemeral?.trim().split(/\s+/)[0]);
  const high = Number.isInteger(start) && start > LOWEST + 1_000 ? start - 1 : 32_767;
  return { low: LOWEST, high };
}

function ephemeralRange(): string | null {
  try {
    return readFileSync(EPHEMERAL_RANGE, 'utf8');
  } catch {
    return null;
  }
}

function listens(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const server = net.createServer();
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => server.close(() => ok(true)));
  });
}

const handedOut = new Set<number>();

/** A port free now, outside the ephemeral range, never handed out before in this process. */
export async function freePort(): Promise<number> {
  const { low, high } = pickRange(ephemeralRange());
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    // Taken before the check, so that calls running at once never share a port.
    handedOut.add(port);
    if (await listens(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free port in ${low}-${high} after 200 attempts`);
}
