// On the server, an answer from the BFF's shared cache settles within the turn of the event loop
// that asked for it; one from the network does not. A loader can wait this long for a part it
// would otherwise stream: at no cost to the time to first byte, a cached part is then rendered in
// place, without its fallback, a second flush, a completion script and a streamed data script.

type Immediate = (callback: () => void) => unknown;

/** True once `promise` settles, false at the end of this turn if it has not (only setImmediate's turn: the server's). */
export function settledThisTurn(promise: Promise<unknown>): Promise<boolean> {
  const { setImmediate, clearImmediate } = globalThis as unknown as {
    setImmediate?: Immediate;
    clearImmediate?: (id: unknown) => void;
  };
  if (!setImmediate || !clearImmediate) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setImmediate(() => resolve(false));
    const settled = () => {
      clearImmediate(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}
