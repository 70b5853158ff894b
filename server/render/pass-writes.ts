import type { Writable } from 'node:stream';

/** The response as React's stream sees it: a Writable, and `flush()` when compression is on. */
export type FlushableWritable = Writable & { flush?: () => void };

/**
 * React's stream hands its destination 4 KB pieces and calls `flush()` once at the end of each
 * pass over what is ready; behind the compression middleware every piece is a zlib call and a
 * socket write. This gathers a pass's pieces and gives the response one write per pass (a
 * streamed Suspense boundary still goes out in the pass that finished it).
 */
export function writesPerPass(target: FlushableWritable): Writable {
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = () => {
    scheduled = false;
    if (pending.length === 0 || target.destroyed) return true;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    return target.write(chunk);
  };
  const proxy = {
    write(chunk: Uint8Array | string) {
      pending.push(
        typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
      // A write outside a pass (none in React 19 today) still leaves before the next I/O turn.
      if (!scheduled) {
        scheduled = true;
        setImmediate(send);
      }
      // Backpressure is the response's: its own buffer decides when React waits for 'drain'.
      return target.writableNeedDrain ? false : true;
    },
    flush() {
      send();
      target.flush?.();
    },
    end() {
      send();
      target.end();
      return proxy;
    },
    // 'drain', 'error' and 'close' are the response's own: React resumes or stops on them.
    on(event: string, listener: (...args: unknown[]) => void) {
      target.on(event, listener);
      return proxy;
    },
  };
  return proxy as unknown as Writable;
}
